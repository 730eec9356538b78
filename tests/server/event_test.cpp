// /api/event: an event's crosstable, the Table `adomoc crosstable --format
// json` prints, and the command's messages for an event it cannot find;
// /api/event.svg its picture as `crosstable --svg` draws it; /api/events
// the events of the games the filters keep.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "server/test_server.hpp"

namespace adomoc {
namespace {

using test::cli_json;
using test::encoded;
using test::json;
using test::samples_db;
using test::samples_server;

std::string crosstable_command(const std::string& event) {
  return "crosstable --db '" + samples_db() + "' --event '" + event + "'";
}

TEST(Event, TheCrosstableIsTheCrosstableCommandsTable) {
  for (const std::string event : {"Spiral cup", "Autumn open", "race"}) {
    const json answer = samples_server().ask("/api/event?event=" + encoded(event));
    const json table = cli_json(crosstable_command(event));
    ASSERT_FALSE(table.empty()) << event;
    EXPECT_EQ(answer["crosstable"], table) << event;
    EXPECT_TRUE(answer["layout"] == "grid" || answer["layout"] == "swiss") << event;
  }
  EXPECT_EQ(samples_server().ask("/api/event?event=race")["event"], "Samples: the race to the centre");
}

TEST(Event, TheColumnsComeInTheCommandsOrder) {
  const json answer = samples_server().ask("/api/event?event=" + encoded("Spiral cup"));
  const test::Run csv = test::adomoc(crosstable_command("Spiral cup") + " --format csv");
  ASSERT_EQ(csv.status, 0) << csv.err;
  std::string header;
  for (const auto& c : answer["columns"]) header += (header.empty() ? "" : ",") + c.get<std::string>();
  EXPECT_EQ(header + "\r\n", csv.out.substr(0, csv.out.find('\n') + 1));  // RFC 4180 lines
}

TEST(Event, ThePictureIsTheCrosstableCommandsPicture) {
  for (const std::string event : {"Spiral cup", "Autumn open"}) {
    const test::Answer svg = samples_server().get("/api/event.svg?event=" + encoded(event));
    ASSERT_EQ(svg.status, 200) << svg.body;
    EXPECT_EQ(svg.header("Content-Type"), "image/svg+xml; charset=utf-8");
    const test::Run cli = test::adomoc(crosstable_command(event) + " --svg -");
    ASSERT_EQ(cli.status, 0) << cli.err;
    EXPECT_EQ(svg.body, cli.out) << event;
  }
  EXPECT_EQ(samples_server().get("/api/event.svg?event=Nowhere").status, 404);
  EXPECT_EQ(samples_server().get("/api/event.svg").status, 400);
}

TEST(Event, TheListHasEveryEventOnceWithItsGames) {
  const json all = samples_server().ask("/api/events");
  const json games = cli_json("games --db '" + samples_db() + "'");
  std::map<std::string, std::int64_t> counted;
  for (const auto& g : games)
    if (!g["event"].is_null()) ++counted[g["event"].get<std::string>()];
  ASSERT_EQ(all["total"], counted.size());
  std::set<std::string> seen;
  for (const auto& e : all["events"]) {
    const std::string name = e["event"];
    EXPECT_TRUE(seen.insert(name).second) << name;
    EXPECT_EQ(e["games"], counted[name]) << name;
    EXPECT_GE(e["players"].get<std::int64_t>(), 2) << name;
  }
  // The latest first.
  for (std::size_t i = 1; i < all["events"].size(); ++i) {
    if (all["events"][i]["last"].is_null()) continue;
    EXPECT_GE(all["events"][i - 1]["last"].get<std::string>(), all["events"][i]["last"].get<std::string>());
  }
  const json later = samples_server().ask("/api/events?since=2025");
  EXPECT_LT(later["total"], all["total"]);
  const json page = samples_server().ask("/api/events?offset=1&limit=2");
  EXPECT_EQ(page["events"][0], all["events"][1]);
  EXPECT_EQ(page["events"].size(), 2u);
  EXPECT_EQ(page["more"], all["total"].get<std::int64_t>() > 3);
}

TEST(Event, FiltersNarrowTheEventsGames) {
  const json all = samples_server().ask("/api/event?event=" + encoded("Spiral cup"));
  const json none = samples_server().ask("/api/event?event=" + encoded("Spiral cup") + "&since=2099");
  EXPECT_NE(all["crosstable"], none["crosstable"]);
}

TEST(Event, AnUnknownEventIsNotFoundAndAnAmbiguousOneRefused) {
  const test::Answer unknown = samples_server().get("/api/event?event=Nowhere");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(unknown.parsed(), (json{{"error", "event: no event's name contains 'Nowhere'"}}));
  const test::Answer several = samples_server().get("/api/event?event=samples");
  EXPECT_EQ(several.status, 400);
  EXPECT_TRUE(several.parsed()["error"].get<std::string>().starts_with("event: 'samples' is part of 4 events' names"))
      << several.parsed();
  EXPECT_EQ(samples_server().get("/api/event").status, 400);
  EXPECT_EQ(samples_server().get("/api/event?event=").status, 400);
  EXPECT_EQ(samples_server().get("/api/event?event=a&event=b").status, 400);
}

// A hostile event name is a JSON string like any other.
TEST(Event, AHostileEventNameIsTextInTheAnswer) {
  const test::Answer a = test::hostile_server().get("/api/event?event=script");
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.parsed()["event"], "<script>alert(1)</script>");
  EXPECT_EQ(a.body.find("<script>"), std::string::npos);
}

}  // namespace
}  // namespace adomoc
