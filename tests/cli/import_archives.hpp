// Archives for the import robustness tests, and what the tests compare:
// self-play games from `adomoc generate`, short so that thousands import in
// a fraction of a second, with hand-written games spliced in so that every
// table the importer writes gets rows (quarantine, extra tags, a syntax
// error), and a measure of the batches that must be committed whole.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli/run.hpp"
#include "cli/sqlite_probe.hpp"
#include "db/importer.hpp"

namespace adomoc::test {

// Sanitizer builds run several times slower: the tests do less, never nothing.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// Games adomoc import commits at a time (it uses the importer's default).
inline int import_batch() { return db::ImportOptions{}.games_per_batch; }

// `games` self-play games of at most 40 plies, and after every 97th an
// invalid game, after every 89th a game with extra tags, and one syntax
// error near the middle. Returns the path; `read` is how many games the
// importer will read from it.
inline std::string mixed_archive(const std::string& name, int games, int seed, int& read) {
  const std::string generated = (scratch_dir() / (name + ".generated")).string();
  const auto run = adomoc("generate --games " + std::to_string(games) + " --seed " + std::to_string(seed) +
                          " --max-plies 40 -o '" + generated + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string text = slurp(generated);
  std::filesystem::remove(generated);

  std::string mixed;
  read = 0;
  std::size_t at = 0;
  for (int n = 1; at < text.size(); ++n) {
    std::size_t next = text.find("\n\n[", at);
    next = next == std::string::npos ? text.size() : next + 2;
    mixed.append(text, at, next - at);
    at = next;
    ++read;
    const std::string id = std::to_string(seed) + "-" + std::to_string(n);
    if (n % 97 == 0) {
      mixed += "[Event \"Spliced\"]\n[Light \"Quarantined " + id + "\"]\n\n1. F^c3c7 F^h3h5\n\n";
      ++read;
    }
    if (n % 89 == 0) {
      mixed += "[Event \"Spliced\"]\n[Light \"Tagged " + id + "\"]\n[Dark \"Someone\"]\n[Annotator \"A " + id +
               "\"]\n[Opening \"Spiral\"]\n\n1. F^c3c5 F^h3h5\n\n";
      ++read;
    }
    if (n == games / 2) {
      mixed += "[Event \"Broken " + id + "\"]\n\n1. F^c3 F^h3h5\n\n";
      ++read;
    }
  }
  const std::string path = (scratch_dir() / name).string();
  std::ofstream(path, std::ios::binary) << mixed;
  return path;
}

// The tables import writes whose rows do not depend on where batches
// began: compared by name, since newer tables (the position index: one row
// per bucket and batch) may legitimately differ after an interrupted import.
inline const std::vector<std::string> kComparedTables = {"games", "players", "events", "extra_tags", "quarantine",
                                                         "sources"};

// Every row of each compared table equal, ids included.
inline void expect_same_tables(const std::string& db, const std::string& reference, const std::string& when) {
  SqliteProbe a(db), b(reference);
  for (const std::string& table : kComparedTables) {
    const auto rows = a.table(table);
    const auto expected = b.table(table);
    EXPECT_EQ(rows.size(), expected.size()) << table << " " << when;
    EXPECT_TRUE(rows == expected) << table << " differs " << when;
  }
}

}  // namespace adomoc::test
