// The filters every query takes, as a user writes them: command-line
// options (--player, --since, ...) or the server's address parameters of
// the same names (player=, since=, ...). One reading for both, so a filter
// means the same wherever it is typed.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <utility>

#include "db/game_filter.hpp"
#include "validator/expected.hpp"

namespace adomoc::report {

// Each empty when not given. `opponent` goes with `player`: the games
// between the two (the command line's second --player).
struct FilterWords {
  std::string player, light, dark, event, variant, result, termination, since, until, opponent;
};

// The filters' names (without "--"), each with its field, in the order the
// help and the documentation list them.
inline constexpr std::array<std::pair<std::string_view, std::string FilterWords::*>, 10> kFilterNames{{
    {"player", &FilterWords::player},
    {"light", &FilterWords::light},
    {"dark", &FilterWords::dark},
    {"variant", &FilterWords::variant},
    {"result", &FilterWords::result},
    {"termination", &FilterWords::termination},
    {"since", &FilterWords::since},
    {"until", &FilterWords::until},
    {"event", &FilterWords::event},
    {"opponent", &FilterWords::opponent},
}};

// The filter the words describe, or a message for the user that names the
// filter as `name_prefix` + its name ("--variant: ..." on the command line,
// "variant: ..." for the server).
Expected<db::GameFilter, std::string> parse_filter(const FilterWords& words, std::string_view name_prefix);

}  // namespace adomoc::report
