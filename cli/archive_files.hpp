// Walks the games of the files named on the command line ("-" is standard
// input), one game in memory at a time.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "parser/games_in_parallel.hpp"
#include "parser/reader.hpp"
#include "validator/fault.hpp"

namespace adomoc::cli {

// What a command sees of each game.
struct GameInFile {
  const std::string& file;  // as named on the command line
  int number;               // 1-based within its file
  parser::Game* game;       // null when the game has a syntax error
  const parser::SyntaxError* error;
  std::string_view text;    // the game's text as read (for excerpts)
};

// What a command sees of a game read ahead (parser/games_in_parallel.hpp).
GameInFile game_in_file(const std::string& file, parser::ReadGame& read);

// The files to read for the inputs named on the command line: files as
// named ("-" too), directories searched for *.adn (recursively, sorted, so
// the order, and so the order of import and of game ids, does not depend
// on the file system). A name that does not exist is reported on stderr
// (prefixed by `command`) and left out; returns false if any was.
bool expand_inputs(const std::vector<std::string>& inputs, std::vector<std::string>& files, std::string_view command);

// Calls `read` with each file in turn, opened ("-": standard input); reports
// files that cannot be opened, or read to the end, on stderr (prefixed by
// `command`). Returns false if any could not.
bool for_each_archive(const std::vector<std::string>& files, std::string_view command,
                      const std::function<void(std::istream& in, const std::string& file)>& read);

// Calls `visit` for every game of every file, as for_each_archive.
bool for_each_game(const std::vector<std::string>& files, std::string_view command,
                   const std::function<void(const GameInFile&)>& visit);

// "file:line:column", the way every message names a place.
std::string where(std::string_view file, parser::SourcePos pos);

// "file:line:column: warning: ply N: move: message (repaired)", the move
// left out when the warning is not about one (a tag, a round number).
std::string warning_line(std::string_view file, const Warning& warning);

// describe() of a syntax error, with its ply: "file:line:column: ply N:
// message", the line and the caret.
std::string describe_with_ply(const parser::SyntaxError& error);

// The line of `text` (a game's text starting at byte offset `text_offset`
// of its file) that holds `pos`, and a caret line under its column.
std::string excerpt(std::string_view text, std::uint64_t text_offset, parser::SourcePos pos);

}  // namespace adomoc::cli
