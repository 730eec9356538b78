// Hostile text through adomoc import: SQL, markup, spreadsheet formulas,
// quotes, control characters and every kind of Unicode in tag values,
// player names, the raw text of a quarantined game and the file name. All
// of it is bound as SQL parameters, never pasted into SQL text: the tables
// stay intact and every value is stored byte for byte. What import prints
// quotes such text, and may not send a control character to the terminal.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "cli/child_process.hpp"
#include "cli/import_archives.hpp"
#include "cli/sqlite_probe.hpp"

namespace adomoc {
namespace {

// Archive text of a tag: '"' and '\' escaped (docs/format.md).
std::string tag(const std::string& name, const std::string& value) {
  std::string escaped;
  for (char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    escaped += c;
  }
  return "[" + name + " \"" + escaped + "\"]\n";
}

const std::string kDropGames = "'); DROP TABLE games;--";
const std::string kScript = "<script>alert(1)</script>";
const std::string kFormula = "=cmd|' /C calc'!A0";
const std::string kBobby = "Robert'); DROP TABLE players;--";
const std::string kQuotes = "1\" OR \"1\"=\"1 \\\" '' `x` \\";
const std::string kUnicode = "Zoë Ærøskøbing — 東京 🙂 e\u0301 \u200d\u202eevil\u202c \xef\xbb\xbf";
// A tag value ends at its line: CR and LF cannot be in one (docs/format.md).
const std::string kControls = std::string("esc \x1b[2J bell \a tab \t nul ") + '\0' + " del \x7f";

bool free_of_control_characters(const std::string& text) {
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n' && c != '\t') || byte == 0x7F) return false;
  }
  return true;
}

TEST(ImportUntrustedText, IsStoredByteForByteAndTheTablesStayIntact) {
  const std::string valid = tag("Event", kDropGames) + tag("Site", kScript) + tag("Round", kQuotes) +
                            tag("Light", kFormula) + tag("Dark", kBobby) + tag("Annotator", kUnicode) +
                            tag("Comment", kControls) + "\n1. F^c3c5 F^h3h5 {'); DROP TABLE quarantine;--}";
  const std::string quarantined = tag("Event", "'); DELETE FROM quarantine;--") + tag("Light", kScript) +
                                  tag("Variant", "x\x1b[2J") + "\n1. F^c3c5";
  const std::string name = "x'); DROP TABLE sources;-- \x1b[31m.adn";
  const std::string archive = test::write_temp(name, valid + "\n\n" + quarantined + "\n");
  const std::string db = (test::scratch_dir() / "untrusted.db").string();
  test::remove_database(db);

  const auto run = test::Child({"import", "--db", db, archive}).wait();
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_NE(run.out.find("imported 1 game ("), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("unknown Variant \"x\u241b[2J\""), std::string::npos) << run.out;
  EXPECT_TRUE(free_of_control_characters(run.out)) << run.out;
  EXPECT_TRUE(free_of_control_characters(run.err)) << run.err;

  test::SqliteProbe probe(db);
  EXPECT_EQ(probe.text("PRAGMA integrity_check"), "ok\n");
  for (const std::string& table : test::kComparedTables)
    EXPECT_EQ(probe.text("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = '" + table + "'"), "1\n")
        << table;
  EXPECT_EQ(probe.text("SELECT count(*) FROM games"), "1\n");
  EXPECT_EQ(probe.text("SELECT name FROM events"), kDropGames + "\n");
  EXPECT_EQ(probe.text("SELECT name FROM players ORDER BY id"), kFormula + "\n" + kBobby + "\n");
  EXPECT_EQ(probe.text("SELECT site FROM games"), kScript + "\n");
  EXPECT_EQ(probe.text("SELECT round FROM games"), kQuotes + "\n");
  EXPECT_EQ(probe.text("SELECT value FROM extra_tags ORDER BY position"), kUnicode + "\n" + kControls + "\n");
  EXPECT_EQ(probe.text("SELECT length(CAST(value AS BLOB)) FROM extra_tags WHERE name = 'Comment'"),
            std::to_string(kControls.size()) + "\n")
      << "the NUL and what follows it are kept";
  EXPECT_EQ(probe.text("SELECT path FROM sources"), archive + "\n");
  EXPECT_EQ(probe.text("SELECT raw FROM quarantine"), quarantined + "\n");
  const std::string unknown_variant = "unknown Variant \"x\x1b[2J\": ";
  EXPECT_EQ(probe.text("SELECT message FROM quarantine").substr(0, unknown_variant.size()), unknown_variant)
      << "the message keeps the value as it is; only what is printed is made safe";
}

}  // namespace
}  // namespace adomoc
