#include "server/request_words.hpp"

#include <httplib.h>

#include <algorithm>
#include <charconv>

#include "report/filter_words.hpp"
#include "server/responses.hpp"
#include "validator/notation.hpp"

namespace adomoc::server {

namespace {

[[noreturn]] void refuse(const std::string& message) { throw RequestError(400, message); }

bool listed(std::initializer_list<std::string_view> names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

bool filter_name(std::string_view name) {
  return std::any_of(report::kFilterNames.begin(), report::kFilterNames.end(),
                     [&](const auto& f) { return f.first == name; });
}

// A parameter's name as the error shows it: a hostile name is cut short
// (it is text from the client, shown back in JSON, which escapes it).
std::string shown_name(const std::string& name) { return name.size() > 40 ? name.substr(0, 40) + "..." : name; }

std::int64_t whole_number(const httplib::Request& req, std::string_view name, std::int64_t otherwise,
                          std::int64_t low, std::int64_t high) {
  const std::string text = param(req, name);
  if (text.empty()) return otherwise;
  std::int64_t n = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (error != std::errc() || end != text.data() + text.size() || n < low || n > high)
    refuse(std::string(name) + ": expected a whole number from " + std::to_string(low) + " to " +
           std::to_string(high) + ", not '" + shown_name(text) + "'");
  return n;
}

}  // namespace

void allow_only(const httplib::Request& req, std::initializer_list<std::string_view> names, bool filters,
                std::initializer_list<std::string_view> repeatable) {
  for (const auto& [name, value] : req.params) {
    if (!listed(names, name) && !(filters && filter_name(name)))
      refuse("unknown parameter '" + shown_name(name) + "'");
    if (!listed(repeatable, name) && req.get_param_value_count(name) > 1)
      refuse("parameter '" + shown_name(name) + "' given more than once");
  }
}

std::string param(const httplib::Request& req, std::string_view name) {
  const std::string key(name);
  return req.has_param(key) ? req.get_param_value(key) : std::string();
}

report::FilterWords filter_words(const httplib::Request& req) {
  report::FilterWords words;
  for (const auto& [name, field] : report::kFilterNames) words.*field = param(req, name);
  return words;
}

db::GameFilter game_filter(const httplib::Request& req) {
  auto filter = report::parse_filter(filter_words(req), "");
  if (!filter) refuse(filter.error());
  return *filter;
}

Page page(const httplib::Request& req, std::int64_t default_limit, std::int64_t max_offset) {
  return {whole_number(req, "offset", 0, 0, max_offset), whole_number(req, "limit", default_limit, 1, kMaxLimit)};
}

report::MoveLine move_line(const httplib::Request& req, const db::GameFilter& filter) {
  const Variant variant = filter.variant ? static_cast<Variant>(*filter.variant) : Variant::standard;
  const std::string position = param(req, "position");
  Position start = Position::initial(variant);
  if (!position.empty()) {
    auto read = read_position_text(position, variant);
    if (!read) refuse("position, character " + std::to_string(read.error().column) + ": " + read.error().message);
    start = *read;
  }
  // A pasted initial position is the initial position: its games can be
  // read from the opening index like those of moves from the start.
  const bool from_initial = start == Position::initial(variant);
  auto line = report::read_move_line(param(req, "moves"), start, from_initial, "moves");
  if (!line) refuse(line.error());
  return std::move(*line);
}

bool keep_page(db::Table& t, const Page& p, std::int64_t skipped) {
  const std::ptrdiff_t drop = std::min<std::ptrdiff_t>(p.offset - skipped, std::ssize(t.rows));
  t.rows.erase(t.rows.begin(), t.rows.begin() + drop);
  const bool more = std::ssize(t.rows) > p.limit;
  if (more) t.rows.resize(static_cast<std::size_t>(p.limit));
  return more;
}

}  // namespace adomoc::server
