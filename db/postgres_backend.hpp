// The PostgreSQL backend (libpq). Database opens it for a connection URI
// (postgresql://... or postgres://...), everything libpq accepts in one:
// host or socket folder, port, database, user, password, sslmode.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "db/backend.hpp"
#include "db/database.hpp"

namespace adomoc::db {

bool is_postgres_uri(std::string_view target);

std::unique_ptr<BackendConnection> open_postgres(const std::string& uri, Database::Mode mode);

// `?` placeholders as PostgreSQL numbers them ($1, $2, ...), outside quoted
// strings and identifiers, so that the queries are written once.
std::string numbered_placeholders(std::string_view sql);

// The URI without its password, to name the server in a message.
std::string shown_uri(std::string_view uri);

}  // namespace adomoc::db
