#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/archive_files.hpp"
#include "cli/commands.hpp"
#include "parser/writer.hpp"
#include "render/escape.hpp"
#include "validator/replay.hpp"

namespace adomoc::cli {

namespace {

struct FormatOptions {
  std::vector<std::string> files;
  bool lenient = false;
  std::string output;
};

// Games that break the rules are still written (the canonical form is a
// matter of syntax) but reported; games with syntax errors cannot be.
bool format_game(const GameInFile& g, bool lenient, parser::ArchiveWriter& writer) {
  // Shown safely on the terminal, as validate's report (see print_text there).
  const std::string file = render::terminal_text(g.file);
  if (!g.game) {
    parser::SyntaxError error = *g.error;
    error.file = file;
    std::cerr << render::terminal_lines(describe_with_ply(error)) << "\n"
              << file << " game " << g.number << " was left out\n";
    return false;
  }
  const GameCheck check = check_game(*g.game, {lenient, nullptr});
  for (const Warning& w : check.warnings) std::cerr << render::terminal_text(warning_line(file, w)) << "\n";
  if (check.fault)
    std::cerr << render::terminal_text(where(file, check.fault->pos) + ": ply " + std::to_string(check.fault->ply) +
                                       ": " + check.fault->message)
              << "\n";
  writer.write(*g.game);
  return check.valid();
}

int run_format(const FormatOptions& options) {
  // Write beside the destination and rename at the end, so that formatting
  // a file onto itself, or failing half-way, never leaves a truncated file.
  const std::filesystem::path temp = options.output + ".adomoc-tmp";
  std::ofstream file;
  if (!options.output.empty()) {
    file.open(temp, std::ios::binary);
    if (!file) {
      std::cerr << "adomoc format: cannot write '" << options.output << "': " << std::strerror(errno) << "\n";
      return kUsage;
    }
  }
  std::ostream& out = options.output.empty() ? std::cout : file;
  parser::ArchiveWriter writer(out);
  bool all_valid = true;
  std::vector<std::string> files;
  const bool all_found = expand_inputs(options.files, files, "format");
  const bool all_read = for_each_game(files, "format", [&](const GameInFile& g) {
    all_valid &= format_game(g, options.lenient, writer);
  }) && all_found;
  out.flush();
  const bool written = static_cast<bool>(out);
  if (!options.output.empty()) {
    file.close();
    std::error_code ec;
    if (written && all_read) std::filesystem::rename(temp, options.output, ec);
    if (!written || !all_read || ec) {
      std::error_code ignored;  // the rename's error is the one to report
      std::filesystem::remove(temp, ignored);
    }
    if (ec) std::cerr << "adomoc format: cannot write '" << options.output << "': " << ec.message() << "\n";
    if (ec) return kUsage;
  }
  if (!written) {
    std::cerr << "adomoc format: writing the output failed\n";
    return kUsage;
  }
  if (!all_read) return kUsage;
  return all_valid ? kOk : kInvalid;
}

}  // namespace

void setup_format(CLI::App& app, int& status) {
  auto options = std::make_shared<FormatOptions>();
  CLI::App* sub = app.add_subcommand("format", "Rewrite archives in the canonical form");
  sub->add_option("files", options->files,
                  "Archives to rewrite, or directories searched for *.adn ('-' reads standard input)")
      ->required();
  sub->add_flag("--lenient", options->lenient, "Repair slips whose meaning is certain, as validate --lenient");
  sub->add_option("-o,--output", options->output, "Write to this file (replaced only when all went well)");
  sub->callback([options, &status] { status = run_format(*options); });
}

}  // namespace adomoc::cli
