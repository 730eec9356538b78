// /api/event: an event's crosstable, the Table `adomoc crosstable --format
// json` prints, and the command's messages for an event it cannot find.
#include <gtest/gtest.h>

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
