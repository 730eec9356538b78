// What a database failure means for the person at the keyboard: SQLite's
// result code (and what can be learnt around it) turned into plain words
// that name the file. Every command that opens a database prints these.
#pragma once

#include <string>

#include "db/database.hpp"

namespace adomoc::db {

// One line without a line end, e.g. "database 'games.db' is locked by
// another program (gave up after waiting 60 s)". `path` is the database as
// the user named it.
std::string describe(const SqliteError& error, const std::string& path);

// The database could not grow: the disk is full or a size limit was hit.
// Work committed before is kept, so a command that writes can say that
// running it again after making room goes on where it stopped.
bool out_of_room(const SqliteError& error);

}  // namespace adomoc::db
