// adomoc show --id and view --id: a stored game looks as it does in its
// archive.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/run.hpp"

namespace adomoc {
namespace {

using test::adomoc;

std::string shell_word(const std::string& path) { return "'" + path + "'"; }
std::string sample_word(const char* name) { return shell_word(std::string(ADOMOC_SAMPLES) + "/" + name); }

// A database holding, in this order, centred.adn (id 1), the 12 games of
// selfplay-standard.adn (ids 2 to 13) and consume-attract-resign.adn (14).
const std::string& database() {
  static const std::string path = [] {
    const std::string p = (test::scratch_dir() / "stored-show.db").string();
    test::remove_database(p);
    const auto run = adomoc("import --db " + shell_word(p) + " " + sample_word("centred.adn") + " " +
                            sample_word("selfplay-standard.adn") + " " + sample_word("consume-attract-resign.adn"));
    EXPECT_EQ(run.status, 0) << run.out << run.err;
    return p;
  }();
  return path;
}

std::string db_option() { return " --db " + shell_word(database()); }

TEST(ShowStored, TheSameDiagramAsFromTheArchive) {
  for (const char* ply : {"", " --ply 0", " --ply 10", " --ply 17"}) {
    const auto stored = adomoc("show --id 1" + db_option() + ply);
    EXPECT_EQ(stored.status, 0) << stored.err;
    EXPECT_TRUE(stored.err.empty()) << stored.err;
    EXPECT_EQ(stored.out, adomoc("show " + sample_word("centred.adn") + ply).out) << ply;
  }
  const auto seventh = adomoc("show --id 8" + db_option() + " --ply 33");
  EXPECT_EQ(seventh.status, 0) << seventh.err;
  EXPECT_EQ(seventh.out, adomoc("show " + sample_word("selfplay-standard.adn") + " --game 7 --ply 33").out);
}

TEST(ShowStored, TheSameSvgAsFromTheArchive) {
  const auto dir = test::scratch_dir();
  const std::string stored = (dir / "stored.svg").string(), archived = (dir / "archived.svg").string();
  ASSERT_EQ(adomoc("show --id 14" + db_option() + " --ply 6 --svg " + shell_word(stored)).status, 0);
  ASSERT_EQ(adomoc("show " + sample_word("consume-attract-resign.adn") + " --ply 6 --svg " + shell_word(archived)).status, 0);
  EXPECT_EQ(test::slurp(stored), test::slurp(archived));
  EXPECT_NE(test::slurp(stored).find("data-attracted"), std::string::npos);
  const auto to_stdout = adomoc("show --id 14" + db_option() + " --svg -");
  EXPECT_EQ(to_stdout.out, adomoc("show " + sample_word("consume-attract-resign.adn") + " --svg -").out);
}

// The page of a stored game is the page of the game as export writes it:
// only the footer, which names the source, differs.
TEST(ViewStored, TheSamePageAsTheExportedGameButForItsSource) {
  const auto dir = test::scratch_dir();
  const std::string exported = (dir / "exported-14.adn").string();
  ASSERT_EQ(adomoc("export" + db_option() + " --id 14 -o " + shell_word(exported)).status, 0);
  const std::string stored_page = (dir / "stored.html").string(), file_page = (dir / "file.html").string();
  const auto run = adomoc("view --id 14" + db_option() + " -o " + shell_word(stored_page));
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  ASSERT_EQ(adomoc("view " + shell_word(exported) + " -o " + shell_word(file_page)).status, 0);
  std::string from_db = test::slurp(stored_page), from_file = test::slurp(file_page);
  const std::string db_footer = "<footer>" + database() + ", game id 14.";
  const std::string file_footer = "<footer>" + exported + ", game 1.";
  ASSERT_NE(from_db.find(db_footer), std::string::npos);
  ASSERT_NE(from_file.find(file_footer), std::string::npos);
  from_db.replace(from_db.find(db_footer), db_footer.size(), "<footer>SOURCE.");
  from_file.replace(from_file.find(file_footer), file_footer.size(), "<footer>SOURCE.");
  EXPECT_EQ(from_db, from_file);
  EXPECT_EQ(from_db.find("class=\"fault\""), std::string::npos);
}

TEST(ShowStored, AnUnknownIdOrDatabaseIsAnError) {
  const auto show = adomoc("show --id 99" + db_option());
  EXPECT_EQ(show.status, 2);
  EXPECT_EQ(show.err, "adomoc show: no game with id 99 in '" + database() + "'\n");
  EXPECT_TRUE(show.out.empty());
  const auto view = adomoc("view --id 0" + db_option() + " -o " + shell_word((test::scratch_dir() / "x.html").string()));
  EXPECT_EQ(view.status, 2);
  EXPECT_EQ(view.err, "adomoc view: no game with id 0 in '" + database() + "'\n");
  EXPECT_FALSE(std::filesystem::exists(test::scratch_dir() / "x.html"));
  const auto no_db = adomoc("show --id 1 --db " + shell_word((test::scratch_dir() / "none.db").string()));
  EXPECT_EQ(no_db.status, 2);
  EXPECT_NE(no_db.err.find("adomoc show: no database at"), std::string::npos) << no_db.err;
  const auto past_end = adomoc("show --id 1" + db_option() + " --ply 18");
  EXPECT_EQ(past_end.status, 2);
  EXPECT_NE(past_end.err.find("the game has only 17 plies"), std::string::npos) << past_end.err;
}

TEST(ShowStored, IdExcludesTheOtherSources) {
  EXPECT_EQ(adomoc("show --id 1 " + sample_word("centred.adn") + db_option()).status, 2);
  EXPECT_EQ(adomoc("show --id 1 --moves 'F^c3c5'" + db_option()).status, 2);
  EXPECT_EQ(adomoc("show --id 1 --variant infinite" + db_option()).status, 2);
  EXPECT_EQ(adomoc("show" + db_option()).status, 2);  // --db needs --id
  EXPECT_EQ(adomoc("view --id 1 --game 2 -o x.html" + db_option()).status, 2);
  EXPECT_EQ(adomoc("view --id 1 " + sample_word("centred.adn") + " -o x.html" + db_option()).status, 2);
  const auto neither = adomoc("view -o x.html");
  EXPECT_EQ(neither.status, 2);
  EXPECT_EQ(neither.err, "adomoc view: give an archive FILE or --id N (a game of the database)\n");
}

}  // namespace
}  // namespace adomoc
