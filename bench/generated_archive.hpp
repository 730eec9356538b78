// The archive the benchmarks read: 100,000 self-play games (seed 1, at most
// 300 plies each), generated on first use into the working directory as
// selfplay-100k.adn (about 20 s), so that every benchmark program measures
// the same games. $ADOMOC_BENCH_ARCHIVE names another file instead.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::bench {

inline constexpr std::uint64_t generated_games = 100'000;

inline const std::string& archive_path() {
  static const std::string path = [] {
    if (const char* given = std::getenv("ADOMOC_BENCH_ARCHIVE")) return std::string(given);
    const std::string generated = "selfplay-100k.adn";
    if (!std::filesystem::exists(generated)) {
      // Written aside and renamed, so an interrupted run leaves no half archive.
      std::ofstream out(generated + ".tmp", std::ios::binary);
      parser::ArchiveWriter writer(out);
      const SelfPlay selfplay({1, Variant::standard, 300});
      parser::Game game;
      for (std::uint64_t n = 1; n <= generated_games; ++n) {
        selfplay.play(n, game);
        writer.write(game);
      }
      out.close();
      std::filesystem::rename(generated + ".tmp", generated);
    }
    return generated;
  }();
  return path;
}

}  // namespace adomoc::bench
