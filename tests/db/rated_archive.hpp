// Archives of results made in a test: each result as the shortest legal
// game that carries it (a forfeit after light's first move, a forfeit by
// light before any move, a draw offered after one move), with the Round
// tag numbering the games so that no two are one game stored twice.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "ratings/results.hpp"

namespace adomoc::db::test {

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

struct ArchiveGame {
  ratings::Result result;
  std::string event = "Rated games";
  std::string date = "2025.01.01";
};

// Player i is named names[i].
inline std::string rated_archive(const std::vector<ArchiveGame>& games, const std::vector<std::string>& names) {
  static const char* const kResultTag[] = {"0-1", "1/2-1/2", "1-0"};
  static const char* const kMoves[] = {"1. _", "1. F^c3c5 --", "1. F^c3c5_"};
  std::string text;
  int round = 0;
  for (const ArchiveGame& g : games) {
    const auto halves = g.result.light_halves;
    text += "[Event \"" + g.event + "\"]\n[Date \"" + g.date + "\"]\n[Round \"" + std::to_string(++round) +
            "\"]\n[Light \"" + names[static_cast<std::size_t>(g.result.light)] + "\"]\n[Dark \"" +
            names[static_cast<std::size_t>(g.result.dark)] + "\"]\n[Result \"" + kResultTag[halves] + "\"]\n\n" +
            kMoves[halves] + "\n\n";
  }
  return text;
}

inline std::vector<ArchiveGame> archive_games(const std::vector<ratings::Result>& results) {
  std::vector<ArchiveGame> games;
  for (const ratings::Result& r : results) games.push_back({r});
  return games;
}

}  // namespace adomoc::db::test
