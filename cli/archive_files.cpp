#include "cli/archive_files.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace adomoc::cli {

GameInFile game_in_file(const std::string& file, parser::ReadGame& read) {
  if (read.broken) return {file, read.number, nullptr, &read.error, {}};
  return {file, read.number, &read.game, nullptr, read.text};
}

bool expand_inputs(const std::vector<std::string>& inputs, std::vector<std::string>& files, std::string_view command) {
  namespace fs = std::filesystem;
  bool ok = true;
  for (const std::string& input : inputs) {
    std::error_code ec;
    if (input != "-" && fs::is_directory(input, ec)) {
      std::vector<std::string> found;
      for (const auto& entry : fs::recursive_directory_iterator(input, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".adn") found.push_back(entry.path().string());
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
      continue;
    }
    if (input != "-" && !fs::exists(input, ec)) {
      std::cerr << "adomoc " << command << ": cannot open '" << input << "': no such file\n";
      ok = false;
      continue;
    }
    files.push_back(input);
  }
  return ok;
}

bool for_each_archive(const std::vector<std::string>& files, std::string_view command,
                      const std::function<void(std::istream& in, const std::string& file)>& read) {
  bool all_read = true;
  for (const std::string& file : files) {
    if (file == "-") {
      static const std::string stdin_name = "<stdin>";
      read(std::cin, stdin_name);
      all_read &= !std::cin.bad();
      continue;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) {
      std::cerr << "adomoc " << command << ": '" << file << "' is a directory, not an archive\n";
      all_read = false;
      continue;
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::cerr << "adomoc " << command << ": cannot open '" << file << "'"
                << (std::filesystem::exists(file, ec) ? ": permission denied" : ": no such file") << "\n";
      all_read = false;
      continue;
    }
    read(in, file);
    if (in.bad()) {
      std::cerr << "adomoc " << command << ": reading '" << file << "' failed\n";
      all_read = false;
    }
  }
  return all_read;
}

bool for_each_game(const std::vector<std::string>& files, std::string_view command,
                   const std::function<void(const GameInFile&)>& visit) {
  return for_each_archive(files, command, [&](std::istream& in, const std::string& file) {
    parser::ArchiveReader reader(in, file);
    parser::ReadGame read;
    for (int number = 1; parser::read_next(reader, read, number); ++number) visit(game_in_file(file, read));
  });
}

std::string where(std::string_view file, parser::SourcePos pos) {
  return std::string(file) + ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

std::string warning_line(std::string_view file, const Warning& warning) {
  std::string line = where(file, warning.pos) + ": warning: ply " + std::to_string(warning.ply) + ": ";
  if (!warning.move.empty()) line += warning.move + ": ";
  return line + warning.message + " (repaired)";
}

std::string describe_with_ply(const parser::SyntaxError& error) {
  parser::SyntaxError with_ply = error;
  with_ply.message = "ply " + std::to_string(error.ply) + ": " + error.message;
  return parser::describe(with_ply);
}

std::string excerpt(std::string_view text, std::uint64_t text_offset, parser::SourcePos pos) {
  const std::uint64_t line_start = pos.offset - (pos.column - 1);
  if (line_start < text_offset || line_start - text_offset > text.size()) return {};
  std::string_view line = text.substr(static_cast<std::size_t>(line_start - text_offset));
  line = line.substr(0, line.find('\n'));
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  std::string caret;
  // One caret place per character: UTF-8 continuation bytes take none.
  for (std::size_t i = 0; i + 1 < pos.column && i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) caret += line[i] == '\t' ? '\t' : ' ';
  return std::string(line) + "\n" + caret + "^";
}

}  // namespace adomoc::cli
