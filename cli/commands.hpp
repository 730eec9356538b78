// One setup function per subcommand: it declares the options and installs
// a callback that does the work and leaves the exit status in `status`.
#pragma once

#include <CLI/CLI.hpp>

namespace adomoc::cli {

// Exit statuses shared by every subcommand.
inline constexpr int kOk = 0;
inline constexpr int kInvalid = 1;  // some input broke the rules
inline constexpr int kUsage = 2;    // bad options, unreadable files

void setup_perft(CLI::App& app, int& status);
void setup_moves(CLI::App& app, int& status);
void setup_generate(CLI::App& app, int& status);
void setup_validate(CLI::App& app, int& status);
void setup_format(CLI::App& app, int& status);
void setup_import(CLI::App& app, int& status);
void setup_show(CLI::App& app, int& status);
void setup_view(CLI::App& app, int& status);
void setup_games(CLI::App& app, int& status);
void setup_openings(CLI::App& app, int& status);
void setup_position(CLI::App& app, int& status);
void setup_players(CLI::App& app, int& status);
void setup_stats(CLI::App& app, int& status);
void setup_export(CLI::App& app, int& status);
void setup_duplicates(CLI::App& app, int& status);
void setup_delete(CLI::App& app, int& status);
void setup_quarantine(CLI::App& app, int& status);
void setup_serve(CLI::App& app, int& status);
void setup_ratings(CLI::App& app, int& status);
void setup_crosstable(CLI::App& app, int& status);
void setup_alias(CLI::App& app, int& status);
void setup_upgrade(CLI::App& app, int& status);

}  // namespace adomoc::cli
