// Reading a request's address parameters into the structures the command
// line fills from its options: the filters (report::FilterWords, named as
// the options are), a page of rows, and a line of moves. Anything wrong is
// a RequestError (400) whose message names the parameter.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "db/game_filter.hpp"
#include "db/table.hpp"
#include "report/filter_words.hpp"
#include "report/move_line.hpp"

namespace httplib {
struct Request;
}

namespace adomoc::server {

// Rows a page may hold, and how far into a list a page may start where
// the rows before a page are read to reach it (the games at a position, the
// players): deeper pages cost a read of every row before them, so a
// narrower filter is the way there. Lists that SQL pages (/api/games) take
// any offset up to kMaxSqlOffset: past the end is an empty page.
inline constexpr std::int64_t kMaxLimit = 500;
inline constexpr std::int64_t kMaxOffset = 100'000;
inline constexpr std::int64_t kMaxSqlOffset = 1'000'000'000'000'000'000;

// Refuses a parameter the route does not take (a misspelt filter must not
// quietly widen the answer) and one given twice, except those in
// `repeatable`. The filters are taken when `filters` is true.
void allow_only(const httplib::Request& req, std::initializer_list<std::string_view> names, bool filters,
                std::initializer_list<std::string_view> repeatable = {});

// The parameter's value, "" when it is absent.
std::string param(const httplib::Request& req, std::string_view name);

// The filters as given (empty words for those absent), and the filter they
// describe, read as the command line reads its options.
report::FilterWords filter_words(const httplib::Request& req);
db::GameFilter game_filter(const httplib::Request& req);

struct Page {
  std::int64_t offset = 0;
  std::int64_t limit = 0;
};
// offset (0 to max_offset, default 0) and limit (1 to kMaxLimit).
Page page(const httplib::Request& req, std::int64_t default_limit, std::int64_t max_offset = kMaxOffset);
// Keeps the rows of `t` from the page's offset (the first `skipped` rows
// were left out already, in SQL), at most its limit; true when more rows
// followed.
bool keep_page(db::Table& t, const Page& p, std::int64_t skipped);

// The line of `moves` (report::read_move_line) played from `position`
// (position text), or from the initial position of the filter's variant
// (standard when none) when no position is given.
report::MoveLine move_line(const httplib::Request& req, const db::GameFilter& filter);

}  // namespace adomoc::server
