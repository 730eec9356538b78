// tests/db/cases/names.adn in a fresh database: seven games of the "Names
// cup" whose players are written in several spellings, counted by hand:
//   1 D. Côté      - B. Roy       1-0
//   2 B. Roy       - D. Côté      1/2-1/2
//   3 Roy, B.      - D. Cote      0-1
//   4 D. Côté      - A. Tremblay  1-0
//   5 Tremblay, A. - D. Côté      1/2-1/2
//   6 A. Tremblay  - B. Roy       0-1
//   7 Łukasz Nowak - C. Leroy     1-0
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "db/queries.hpp"
#include "db/scratch_import.hpp"

namespace adomoc::db::test {

class NamesArchive : public ::testing::Test {
 protected:
  NamesArchive() : scratch_("names") {
    std::ifstream in(std::string(ADOMOC_TEST_DATA) + "/db/cases/names.adn", std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_EQ(scratch_.import(text.str(), "names.adn").imported, 7u);
  }

  Database& db() { return scratch_.db(); }

  std::vector<std::int64_t> ids(const GameFilter& filter) {
    std::vector<std::int64_t> out;
    for (const auto& row : list_games(db(), filter, {}, std::nullopt).rows) out.push_back(std::get<std::int64_t>(row[0]));
    return out;
  }

  // A table's rows as text, cells one space apart, one row a line.
  static std::string text_of(const Table& t) {
    std::ostringstream out;
    for (const auto& row : t.rows) {
      for (std::size_t c = 0; c < row.size(); ++c) {
        out << (c ? " " : "");
        if (const auto* n = std::get_if<std::int64_t>(&row[c])) out << *n;
        else if (const auto* d = std::get_if<double>(&row[c])) out << *d;
        else if (const auto* s = std::get_if<std::string>(&row[c])) out << *s;
        else out << "-";
      }
      out << "\n";
    }
    return out.str();
  }

  ScratchImport scratch_;
};

using Ids = std::vector<std::int64_t>;

}  // namespace adomoc::db::test
