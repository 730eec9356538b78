#include "db/game_facts.hpp"

#include <algorithm>

namespace adomoc::db {

namespace {

constexpr std::uint32_t kNoDate = 0xffffffff, kOtherDate = 0xfffffffe;  // never a regular date's nibbles
constexpr std::uint8_t kUnknownDigit = 10;                              // '?'
constexpr std::array<std::size_t, 8> kDigitPlaces = {0, 1, 2, 3, 5, 6, 8, 9};

std::uint32_t pack_date(const std::optional<std::string>& date) {
  if (!date) return kNoDate;
  const std::string& d = *date;
  if (d.size() != 10 || d[4] != '.' || d[7] != '.') return kOtherDate;
  std::uint32_t packed = 0;
  for (std::size_t i = 0; i < kDigitPlaces.size(); ++i) {
    const char ch = d[kDigitPlaces[i]];
    std::uint32_t nibble = 0;
    if (ch >= '0' && ch <= '9')
      nibble = static_cast<std::uint32_t>(ch - '0');
    else if (ch == '?')
      nibble = kUnknownDigit;
    else
      return kOtherDate;
    packed |= nibble << (4 * i);
  }
  return packed;
}

void put_u32(std::uint8_t* at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) at[i] = static_cast<std::uint8_t>(v >> (8 * i));
}

std::uint32_t id_or_zero(const std::optional<std::int64_t>& id) {
  return id ? static_cast<std::uint32_t>(*id) : 0;
}

constexpr const char* kReadRow = "SELECT facts FROM game_facts WHERE block = ?";

}  // namespace

PackedFacts PackedFacts::of(const GameFacts& f, const GameOutcome& o) {
  PackedFacts p;
  std::uint8_t* b = p.bytes.data();
  put_u32(b, id_or_zero(f.light));
  put_u32(b + 4, id_or_zero(f.dark));
  put_u32(b + 8, id_or_zero(f.event));
  put_u32(b + 12, pack_date(f.date));
  const auto plies = static_cast<std::uint32_t>(std::clamp(o.plies, 0, 0xffffff));
  b[16] = static_cast<std::uint8_t>(plies);
  b[17] = static_cast<std::uint8_t>(plies >> 8);
  b[18] = static_cast<std::uint8_t>(plies >> 16);
  b[19] = static_cast<std::uint8_t>(0x80 | (o.variant & 3) | (o.result & 3) << 2 | (f.termination & 3) << 4);
  return p;
}

FactsView::DateForm FactsView::date_form() const {
  const std::uint32_t d = u32(12);
  return d == kNoDate ? DateForm::none : d == kOtherDate ? DateForm::other : DateForm::regular;
}

std::string FactsView::date() const {
  std::string text = "????.??.??";
  const std::uint32_t d = u32(12);
  for (std::size_t i = 0; i < kDigitPlaces.size(); ++i) {
    const std::uint32_t nibble = d >> (4 * i) & 0xf;
    if (nibble < 10) text[kDigitPlaces[i]] = static_cast<char>('0' + nibble);
  }
  return text;
}

GameFactsWriter::GameFactsWriter(Database& db)
    : read_(db, kReadRow),
      write_(db, "INSERT INTO game_facts (block, facts) VALUES (?, ?) ON CONFLICT (block) DO UPDATE SET facts = "
                 "excluded.facts") {}

void GameFactsWriter::write() {
  std::stable_sort(pending_.begin(), pending_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto run = pending_.begin(); run != pending_.end();) {
    const std::int64_t block = run->first / kGamesPerFactsRow;
    const auto end = std::find_if(run, pending_.end(), [&](const auto& p) { return p.first / kGamesPerFactsRow != block; });
    read_.bind(1, block);
    row_.clear();
    if (read_.step()) row_.assign(read_.blob(0).begin(), read_.blob(0).end());
    read_.reset();
    for (auto p = run; p != end; ++p) {
      const std::size_t at = static_cast<std::size_t>(p->first % kGamesPerFactsRow) * kFactBytes;
      if (row_.size() < at + kFactBytes) row_.resize(at + kFactBytes, 0);
      std::copy(p->second.bytes.begin(), p->second.bytes.end(), row_.begin() + static_cast<std::ptrdiff_t>(at));
    }
    write_.bind(1, block).bind(2, std::span<const std::uint8_t>(row_)).run();
    run = end;
  }
  pending_.clear();
}

GameFactsReader::GameFactsReader(Database& db) : read_(db, kReadRow) {}

void GameFactsReader::load(std::int64_t block) {
  block_ = block;
  read_.reset();
  read_.bind(1, block);
  row_ = read_.step() ? read_.blob(0) : std::span<const std::uint8_t>();
}

FactsFilter::FactsFilter(Database& db, const GameFilter& filter) : filter_(filter) {
  const auto spellings = [&db](const std::optional<std::string>& typed) -> std::optional<IdSet> {
    if (!typed) return std::nullopt;
    return ids(db, spellings_of(*typed));
  };
  player_ = spellings(filter.player);
  if (filter.player) opponent_ = spellings(filter.opponent);  // an opponent alone filters nothing, as in SQL
  light_ = spellings(filter.light);
  dark_ = spellings(filter.dark);
  if (filter.event) events_ = ids(db, event_ids(*filter.event));
}

FactsFilter::IdSet FactsFilter::ids(Database& db, const SqlCondition& query) {
  Statement s(db, query.sql);
  bind_values(s, query.values, 1);
  IdSet set;
  while (s.step())
    if (s.integer(0) > 0) set.ids.push_back(static_cast<std::uint32_t>(s.integer(0)));  // 0: no id, in the facts
  std::sort(set.ids.begin(), set.ids.end());
  if (!set.ids.empty()) set = {set.ids, set.ids.front(), set.ids.back()};
  return set;
}

FactsFilter::Verdict FactsFilter::test(FactsView f) const {
  const GameFilter& g = filter_;
  if (g.variant && f.variant() != *g.variant) return Verdict::fails;
  if (g.result && f.result() != *g.result) return Verdict::fails;
  if (g.termination && f.termination() != *g.termination) return Verdict::fails;
  if (player_) {
    const bool light = player_->contains(f.light()), dark = player_->contains(f.dark());
    if (opponent_ ? !((light && opponent_->contains(f.dark())) || (dark && opponent_->contains(f.light())))
                  : !(light || dark))
      return Verdict::fails;
  }
  if (light_ && !light_->contains(f.light())) return Verdict::fails;
  if (dark_ && !dark_->contains(f.dark())) return Verdict::fails;
  if (events_ && !events_->contains(f.event())) return Verdict::fails;
  if (!g.since && !g.until) return Verdict::passes;
  switch (f.date_form()) {
    case FactsView::DateForm::none: return Verdict::fails;
    case FactsView::DateForm::other: return Verdict::ask_database;
    case FactsView::DateForm::regular: break;
  }
  return date_verdict(f) ? Verdict::passes : Verdict::fails;
}

bool FactsFilter::date_verdict(FactsView facts) const {
  const std::uint32_t packed = facts.packed_date();
  const auto slot_of = [](std::uint32_t date, std::size_t slots) {
    return static_cast<std::size_t>((std::uint64_t{date} * 0x9e3779b97f4a7c15ULL) >> 40) & (slots - 1);
  };
  const std::size_t mask = date_verdicts_.size() - 1;
  std::size_t i = slot_of(packed, date_verdicts_.size());
  for (; date_verdicts_[i] != 0; i = (i + 1) & mask)
    if (date_verdicts_[i] >> 2 == packed) return (date_verdicts_[i] & 3) == 2;
  const bool passes = date_passes(facts.date(), filter_);
  date_verdicts_[i] = std::uint64_t{packed} << 2 | (passes ? 2 : 1);
  if (2 * ++dates_known_ > date_verdicts_.size()) {
    std::vector<std::uint64_t> old(2 * date_verdicts_.size(), 0);
    old.swap(date_verdicts_);
    for (std::uint64_t entry : old) {
      if (entry == 0) continue;
      std::size_t j = slot_of(static_cast<std::uint32_t>(entry >> 2), date_verdicts_.size());
      while (date_verdicts_[j] != 0) j = (j + 1) & (date_verdicts_.size() - 1);
      date_verdicts_[j] = entry;
    }
  }
  return passes;
}

}  // namespace adomoc::db
