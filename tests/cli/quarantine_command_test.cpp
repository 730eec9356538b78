// adomoc quarantine list|export|drop as a user runs them: the list in each
// format, the exported text that `validate` finds the same faults in, a
// mended export imported back, and the errors for unknown ids.
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/json_checker.hpp"
#include "cli/run.hpp"
#include "cli/sqlite_probe.hpp"

namespace adomoc {
namespace {

using test::adomoc;

// Tagged games with a fault of each kind: two rules, a syntax error in the
// moves, one in a tag line, and an unterminated comment (last: it runs to
// the end of the file).
const std::string kBroken =
    "[Event \"Fine\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n\n1. F^c3c5 F^h3h5\n\n"
    "[Event \"Far\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n[Round \"2\"]\n\n1. F^c3c7 F^h3h5\n\n"
    "[Event \"Syntax\"]\n[Round \"3\"]\n\n1. F^c3c5 F^h3 2. Fb3b4\n\n"
    "[Event \"Centre\"]\n[Light \"Cid\"]\n[Dark \"Dan\"]\n[Round \"4\"]\n\n1. F^c3c5 F^h3h5 2. F^c5c9\n\n"
    "[Event \"Tag\n[Round \"5\"]\n\n1. F^c3c5\n\n"
    "[Event \"Comment\"]\n[Round \"6\"]\n\n1. F^c3c5 { never closed F^h3h5\n";

std::string broken_db(const std::string& name) {
  const std::string db = (test::scratch_dir() / name).string();
  test::remove_database(db);
  const auto run = adomoc("import --db '" + db + "' '" + test::write_temp(name + ".adn", kBroken) + "'");
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_NE(run.out.find("5 invalid, kept in quarantine"), std::string::npos) << run.out;
  return db;
}

// (rule, message) of each fault in the program's JSON output (one value,
// or one a line), in order. A message may name a line ("'{' at line 32"):
// the line of the file it was read from, written "line N" here.
std::vector<std::pair<std::string, std::string>> faults(const std::string& output, const std::string& message_key) {
  const auto numbered_lines_as_n = [](std::string message) {
    for (std::size_t at = message.find("line "); at != std::string::npos; at = message.find("line ", at + 1)) {
      std::size_t end = at + 5;
      while (end < message.size() && message[end] >= '0' && message[end] <= '9') ++end;
      if (end > at + 5) message.replace(at + 5, end - at - 5, "N");
    }
    return message;
  };
  std::vector<std::pair<std::string, std::string>> found;
  const std::function<void(const nlohmann::json&)> visit = [&](const nlohmann::json& value) {
    if (value.is_object() && value.contains("rule") && value.contains(message_key))
      found.emplace_back(value["rule"].get<std::string>(), numbered_lines_as_n(value[message_key].get<std::string>()));
    if (value.is_structured())
      for (const nlohmann::json& part : value) visit(part);
  };
  if (nlohmann::json::accept(output)) {
    visit(nlohmann::json::parse(output));
    return found;
  }
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) visit(nlohmann::json::parse(line));
  return found;
}

TEST(QuarantineCommand, ListShowsEachGameInEachFormat) {
  const std::string db = broken_db("q-list.db");
  const auto table = adomoc("quarantine list --db '" + db + "'");
  EXPECT_EQ(table.status, 0) << table.err;
  EXPECT_EQ(table.out.substr(0, table.out.find('\n')), "id  file" + std::string(table.out.find("  line") - 8, ' ') +
                                                           "  line  column  ply  rule            fault");
  EXPECT_NE(table.out.find("prime-distance  F^c3c7: a prime moves at most 3 spaces"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("5 games in quarantine"), std::string::npos) << table.out;
  const auto csv = adomoc("quarantine list --db '" + db + "' --format csv");
  EXPECT_EQ(csv.out.substr(0, csv.out.find("\r\n")), "id,file,line,column,ply,rule,fault");
  EXPECT_NE(csv.out.find(".adn,12,4,1,prime-distance,F^c3c7: a prime moves at most 3 spaces\r\n"), std::string::npos)
      << csv.out;
  const auto json = adomoc("quarantine list --db '" + db + "' --format json");
  EXPECT_TRUE(test::JsonChecker::is_json(json.out)) << json.out;
  EXPECT_EQ(faults(json.out, "fault").size(), 5u) << json.out;
}

TEST(QuarantineCommand, TheExportedTextValidatesWithTheSameFaults) {
  const std::string db = broken_db("q-export.db");
  const std::string file = (test::scratch_dir() / "q-export-out.adn").string();
  const auto exported = adomoc("quarantine export --db '" + db + "' -o '" + file + "'");
  EXPECT_EQ(exported.status, 0) << exported.err;
  EXPECT_EQ(exported.out, "exported 5 quarantined games to " + file + "\n");
  const auto listed = faults(adomoc("quarantine list --db '" + db + "' --format json").out, "fault");
  const auto validated = adomoc("validate --format json '" + file + "'");
  EXPECT_EQ(validated.status, 1);
  EXPECT_EQ(faults(validated.out, "message"), listed) << validated.out;
  // Standard output when no file is named; --id chooses.
  const auto one = adomoc("quarantine export --db '" + db + "' --id 1");
  EXPECT_EQ(one.out, "[Event \"Far\"]\n[Light \"Ann\"]\n[Dark \"Bob\"]\n[Round \"2\"]\n\n1. F^c3c7 F^h3h5\n");
}

TEST(QuarantineCommand, AMendedExportImportedBackEmptiesTheQuarantine) {
  const std::string db = broken_db("q-mend.db");
  const std::string file = (test::scratch_dir() / "q-mend-out.adn").string();
  ASSERT_EQ(adomoc("quarantine export --db '" + db + "' --id 1 --id 3 -o '" + file + "'").status, 0);
  std::string text = test::slurp(file);
  for (const auto& [wrong, right] : {std::pair{"F^c3c7", "F^c3c5"}, std::pair{"F^c5c9", "F^c5c8"}})
    text.replace(text.find(wrong), 6, right);
  std::ofstream(file, std::ios::binary) << text;
  const auto run = adomoc("import --db '" + db + "' '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("imported 2 games"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2 quarantined games came back valid and left the quarantine"), std::string::npos) << run.out;
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT id FROM quarantine ORDER BY id"), "2\n4\n5\n");
}

// Tags without both players and a date or round do not tell a game from
// others: mended in another file, it is stored, and its row stays.
TEST(QuarantineCommand, AMendedGameWithFewTagsLeavesItsRowToDrop) {
  const std::string db = (test::scratch_dir() / "q-few-tags.db").string();
  test::remove_database(db);
  adomoc("import --db '" + db + "' '" + test::write_temp("q-few.adn", "[Event \"E\"]\n\n1. F^c3c9\n") + "'");
  const std::string mended = test::write_temp("q-few-mended.adn", "[Event \"E\"]\n\n1. F^c3c5\n");
  const auto run = adomoc("import --db '" + db + "' '" + mended + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out.find("left the quarantine"), std::string::npos) << run.out;
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT count(*) FROM quarantine"), "1\n");
}

TEST(QuarantineCommand, DropByIdOrAll) {
  const std::string db = broken_db("q-drop.db");
  auto run = adomoc("quarantine drop --db '" + db + "' --id 2 --id 4");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "dropped 2 games from the quarantine of " + db + "\n");
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT id FROM quarantine ORDER BY id"), "1\n3\n5\n");
  run = adomoc("quarantine drop --db '" + db + "' --all");
  EXPECT_EQ(run.out, "dropped 3 games from the quarantine of " + db + "\n");
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT count(*) FROM quarantine"), "0\n");
}

TEST(QuarantineCommand, AnUnknownIdIsAnErrorAndNothingChanges) {
  const std::string db = broken_db("q-unknown.db");
  auto run = adomoc("quarantine drop --db '" + db + "' --id 1 --id 9 --id 12");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc quarantine drop: no quarantined game with id 9, 12 in '" + db +
                         "'; nothing was dropped\n");
  EXPECT_EQ(test::SqliteProbe(db).text("SELECT count(*) FROM quarantine"), "5\n");
  const std::string file = (test::scratch_dir() / "q-unknown-out.adn").string();
  std::filesystem::remove(file);
  run = adomoc("quarantine export --db '" + db + "' --id 7 -o '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc quarantine export: no quarantined game with id 7 in '" + db +
                         "'; nothing was written\n");
  EXPECT_FALSE(std::filesystem::exists(file));
  run = adomoc("quarantine drop --db '" + db + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "adomoc quarantine drop: which games? Give --id N (one or more) or --all\n");
  EXPECT_EQ(adomoc("quarantine drop --db '" + db + "' --id 1 --all").status, 2);
  EXPECT_EQ(adomoc("quarantine --db '" + db + "'").status, 2);
}

TEST(QuarantineCommand, ExportingAnUntaggedGameAfterAnotherSaysSo) {
  const std::string db = (test::scratch_dir() / "q-untagged.db").string();
  test::remove_database(db);
  adomoc("import --db '" + db + "' '" + test::write_temp("q-tagged.adn", "[Event \"E\"]\n\n1. F^c3c9\n") + "'");
  adomoc("import --db '" + db + "' '" + test::write_temp("q-untagged.adn", "1. F^c3c8\n") + "'");
  const auto run = adomoc("quarantine export --db '" + db + "'");
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "[Event \"E\"]\n\n1. F^c3c9\n\n1. F^c3c8\n");
  EXPECT_EQ(run.err, "adomoc quarantine export: game 2 starts with no tag line, so after another game it reads as "
                     "part of that game: export it alone (--id) to mend it\n");
}

}  // namespace
}  // namespace adomoc
