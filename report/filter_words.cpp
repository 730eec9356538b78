#include "report/filter_words.hpp"

#include <optional>
#include <tuple>

#include "validator/notation.hpp"

namespace adomoc::report {

Expected<db::GameFilter, std::string> parse_filter(const FilterWords& w, std::string_view name_prefix) {
  const std::string prefix(name_prefix);
  db::GameFilter f;
  const auto text = [](const std::string& s) { return s.empty() ? std::nullopt : std::optional<std::string>(s); };
  f.player = text(w.player);
  f.light = text(w.light);
  f.dark = text(w.dark);
  f.event = text(w.event);
  f.opponent = text(w.opponent);
  if (f.opponent && !f.player)
    return Unexpected{prefix + "opponent: goes with " + prefix + "player: the games between the two"};
  if (!w.variant.empty()) {
    Variant v;
    if (!parse_variant(w.variant, v))
      return Unexpected{prefix + "variant: unknown variant '" + w.variant +
                        "': expected standard, infinite or altogether"};
    f.variant = static_cast<int>(v);
  }
  if (!w.result.empty()) {
    auto r = db::parse_result(w.result);
    if (!r) return Unexpected{prefix + "result: " + r.error()};
    f.result = *r;
  }
  if (!w.termination.empty()) {
    auto t = db::parse_termination(w.termination);
    if (!t) return Unexpected{prefix + "termination: " + t.error()};
    f.termination = *t;
  }
  for (auto [given, out, name] : {std::tuple{&w.since, &f.since, "since"}, std::tuple{&w.until, &f.until, "until"}}) {
    if (given->empty()) continue;
    auto d = db::parse_date(*given);
    if (!d) return Unexpected{prefix + name + ": " + d.error()};
    *out = *d;
  }
  return f;
}

}  // namespace adomoc::report
