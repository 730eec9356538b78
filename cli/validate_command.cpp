#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "cli/archive_files.hpp"
#include "cli/commands.hpp"
#include "cli/jobs_option.hpp"
#include "render/escape.hpp"
#include "report/json_text.hpp"
#include "validator/notation.hpp"
#include "validator/replay.hpp"

namespace adomoc::cli {

namespace {

struct ValidateOptions {
  std::vector<std::string> files;
  bool lenient = false;
  std::string format = "text";
  int jobs = 1;
};

// What validate prints for one game, and whether it is valid: worked out
// on any thread, printed in the order of the games. The game's number is
// known only then (parser/games_in_parallel.hpp), so the text is kept from
// after it; what comes before it is the same for every game of a file
// (number_prefix).
struct Report {
  std::string after_number;
  bool valid = false;
};

std::string summary(const GameCheck& check) {
  std::string text = std::string(result_text(check.outcome.result)) + " " +
                     std::string(termination_name(check.outcome.termination)) + " after " +
                     std::to_string(check.plies) + (check.plies == 1 ? " ply" : " plies");
  if (check.outcome.scores)
    text += ", scores " + std::to_string(check.outcome.scores->light) + "-" + std::to_string(check.outcome.scores->dark);
  return text;
}

// Archive text and file names are untrusted: everything printed goes
// through terminal_lines, and the file name through terminal_text first, so
// no control character reaches the terminal and only the report itself
// starts lines (docs/reliability.md).
std::string text_report(const GameInFile& g, const GameCheck* check) {
  const std::string file = render::terminal_text(g.file);
  std::ostringstream report;
  report << file << " game " << g.number << ": ";
  if (!check) {
    parser::SyntaxError error = *g.error;
    error.file = file;
    report << "syntax error\n" << describe_with_ply(error) << "\n";
  } else {
    report << (check->valid() ? "valid, " + summary(*check) : std::string("invalid")) << "\n";
    for (const Warning& w : check->warnings) report << warning_line(file, w) << "\n";
    if (const auto& f = check->fault) {
      report << where(file, f->pos) << ": ply " << f->ply << ": " << f->message << " [" << rule_name(f->rule)
             << "]\n";
      const std::string lines = excerpt(g.text, g.game->start.offset, f->pos);
      if (!lines.empty()) report << lines << "\n";
    }
  }
  return render::terminal_lines(report.str());
}

report::Json json_error(int ply, parser::SourcePos pos, std::string_view move, std::string_view rule,
                        std::string_view message) {
  return {{"ply", ply},         {"line", pos.line},   {"column", pos.column},
          {"move", move},       {"rule", rule},       {"message", message}};
}

std::string json_report(const GameInFile& g, const GameCheck* check) {
  report::Json o = {{"file", g.file}, {"game", g.number}, {"valid", check && check->valid()}};
  if (!check || !check->valid()) {
    o["plies"] = check ? check->plies : 0;
    for (const char* key : {"result", "termination", "scores"}) o[key] = nullptr;
  } else {
    o["plies"] = check->plies;
    o["result"] = result_text(check->outcome.result);
    o["termination"] = termination_name(check->outcome.termination);
    o["scores"] = check->outcome.scores ? report::Json{{"light", check->outcome.scores->light},
                                                       {"dark", check->outcome.scores->dark}}
                                        : report::Json(nullptr);
  }
  report::Json warnings = report::Json::array();
  if (check)
    for (const Warning& w : check->warnings)
      warnings.push_back({{"ply", w.ply}, {"line", w.pos.line}, {"column", w.pos.column}, {"move", w.move},
                          {"message", w.message}});
  o["warnings"] = std::move(warnings);
  if (!check) o["error"] = json_error(g.error->ply, g.error->pos, "", "syntax", g.error->message);
  else if (check->fault) o["error"] = json_error(check->fault->ply, check->fault->pos, check->fault->move,
                                                  rule_name(check->fault->rule), check->fault->message);
  else o["error"] = nullptr;
  return report::json_text(o) + "\n";
}

// What every report of `file` starts with, up to the game's number.
std::string number_prefix(const std::string& file, const ValidateOptions& options) {
  if (options.format != "json") return render::terminal_lines(render::terminal_text(file) + " game ");
  std::string before = report::json_text(report::Json{{"file", file}});
  before.back() = ',';  // for the closing brace
  return before + "\"game\":";
}

// The report of `read`, written for game 0 and kept from after that 0.
void report_on(const std::string& file, const std::string& prefix, parser::ReadGame& read,
               const ValidateOptions& options, Report& report) {
  GameInFile g = game_in_file(file, read);
  g.number = 0;
  std::optional<GameCheck> check;
  if (g.game) check = check_game(*g.game, {options.lenient, nullptr});
  const GameCheck* checked = check ? &*check : nullptr;
  report.valid = check && check->valid();
  const std::string written = options.format == "json" ? json_report(g, checked) : text_report(g, checked);
  if (written.compare(0, prefix.size(), prefix) != 0 || written.size() <= prefix.size() ||
      written[prefix.size()] != '0')
    throw std::logic_error("a report does not start with its game's number");
  report.after_number.assign(written, prefix.size() + 1);
}

int run_validate(const ValidateOptions& options) {
  bool all_valid = true;
  std::vector<std::string> files;
  const bool all_found = expand_inputs(options.files, files, "validate");
  const bool all_read = for_each_archive(files, "validate", [&](std::istream& in, const std::string& file) {
    const std::string prefix = number_prefix(file, options);
    parser::for_each_game_in_order<Report>(
        in, file, options.jobs,
        [&](parser::ReadGame& read, Report& report) { report_on(file, prefix, read, options, report); },
        [&](const parser::ReadGame& read, const Report& report) {
          std::cout << prefix << read.number << report.after_number;
          all_valid &= report.valid;
          return true;
        });
  });
  if (!all_read || !all_found) return kUsage;
  return all_valid ? kOk : kInvalid;
}

}  // namespace

void setup_validate(CLI::App& app, int& status) {
  auto options = std::make_shared<ValidateOptions>();
  CLI::App* sub = app.add_subcommand("validate", "Check every move of every game against the rules");
  sub->add_option("files", options->files,
                  "Archives to check, or directories searched for *.adn ('-' reads standard input)")
      ->required();
  sub->add_flag("--lenient", options->lenient,
                "Accept and repair slips whose meaning is certain (docs/validation.md: a lowercase piece letter, "
                "missing '^', 'x', '*' or the only free origin space, round numbers, the Variant's case, a chess "
                "result at the end of the moves, a '_' the Result tag calls for), reporting each as a warning");
  sub->add_option("--format", options->format, "Report as text (for people) or json (one object per game per line)")
      ->check(CLI::IsMember({"text", "json"}))
      ->default_str("text");
  add_jobs_option(*sub, options->jobs);
  sub->callback([options, &status] { status = run_validate(*options); });
}

}  // namespace adomoc::cli
