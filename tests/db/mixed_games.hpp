// An archive for comparing one thread with several (validate -j, import
// -j): self-play games with, spliced among them, every kind of game that
// takes another path: copies (duplicates), annotated games, games with
// extra tags and a date that is no date, illegal moves (the quarantine),
// syntax errors, and slips that --lenient repairs (quarantined without it).
#pragma once

#include <sstream>
#include <string>

#include "parser/writer.hpp"
#include "validator/selfplay.hpp"

namespace adomoc::test {

inline std::string mixed_games(int games, std::uint64_t seed) {
  std::ostringstream out;
  const SelfPlay selfplay({seed, Variant::standard, 60});
  const SelfPlay altogether({seed, Variant::altogether, 60});
  parser::Game game;
  for (int n = 1; n <= games; ++n) {
    const std::string id = std::to_string(n);
    std::ostringstream one;
    parser::ArchiveWriter writer(one);
    (n % 5 == 0 ? altogether : selfplay).play(static_cast<std::uint64_t>(n), game);
    writer.write(game);
    out << one.str();
    if (n % 7 == 0) out << one.str();  // the same game again
    if (n % 11 == 0)
      out << "[Event \"Annotated " << id << "\"]\n\n1. F^c3c5 {a quiet start} F^h3h5 $1 (1... Fj3j8 {mirrors it}) "
          << "2. Fb3b8\n\n";
    if (n % 13 == 0) out << "[Event \"Illegal " << id << "\"]\n[Light \"Quarantined\"]\n\n1. F^c3c7 F^h3h5\n\n";
    if (n % 17 == 0) out << "[Event \"Broken " << id << "\"]\n\n1. F^c3 F^h3h5\n\n";
    if (n % 19 == 0)
      out << "[Event \"Slips " << id << "\"]\n\n1. Fc3c6 F^h3h6 2. F^c6c8 Fh6h8 3. M^c2d3oc3 M^h2i3oh3 "
          << "4. M^d3g6 M^i3b6 5. M^g6i8 M^b6d8 6. Fc3d3 Fg3g4 7. S^c1c4 Fg4g5 8. S^c4f7 Fg5g6 9. S^f7f9\n\n";
    if (n % 23 == 0)
      out << "[Event \"Tagged " << id << "\"]\n[Date \"someday\"]\n[Annotator \"A " << id
          << "\"]\n[Opening \"Spiral\"]\n\n1. F^c3c5 F^h3h5\n\n";
  }
  return out.str();
}

}  // namespace adomoc::test
