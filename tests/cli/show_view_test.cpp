// adomoc show and view, run as a user would.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "cli/run.hpp"
#include "parser/reader.hpp"
#include "render/game_scenes.hpp"
#include "render/text_diagram.hpp"
#include "render/xml_doc.hpp"
#include "validator/notation.hpp"

namespace adomoc {
namespace {

using test::adomoc;
using test::XmlDoc;

using test::write_temp;

std::string sample(const char* name) { return std::string(ADOMOC_SAMPLES) + "/" + name; }

// The diagram the library draws for ply `ply` (-1: the last) of the first game of `text`.
std::string diagram_of(const std::string& text, int ply = -1) {
  auto parsed = parser::parse_string(text);
  const render::GameScenes replay = render::replay_scenes(parsed.games.at(0));
  return render::text_diagram(ply < 0 ? replay.scenes.back() : replay.scenes.at(static_cast<std::size_t>(ply)));
}

const std::string kFaulty = "[Event \"x\"]\n\n1. F^c3c5 F^h3h5\n2. F^c5c9 F^h5h6\n";
const std::string kTwoGames =
    "[Event \"one\"]\n\n1. F^c3c5 F^h3h5\n\n[Event \"two\"]\n[Variant \"Infinite\"]\n\n1. Fa3a5 Fj3j5 2. Fb3b6\n";

TEST(Show, WithNothingElseShowsTheInitialPosition) {
  const auto run = adomoc("show");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, render::text_diagram(render::still_scene(Position::initial())));
  EXPECT_TRUE(run.err.empty());
}

TEST(Show, AGameFromAFileAtItsEndOrAtAPly) {
  const std::string text = test::slurp(sample("centred.adn"));
  const auto end = adomoc("show '" + sample("centred.adn") + "'");
  EXPECT_EQ(end.status, 0) << end.err;
  EXPECT_EQ(end.out, diagram_of(text));
  EXPECT_NE(end.out.find("centre S^ (the game is centred)\n"), std::string::npos) << end.out;
  const auto tenth = adomoc("show '" + sample("centred.adn") + "' --ply 10");
  EXPECT_EQ(tenth.out, diagram_of(text, 10));
  EXPECT_NE(tenth.out.find("Last move: 5... M^b6d8\n"), std::string::npos) << tenth.out;
  EXPECT_EQ(adomoc("show '" + sample("centred.adn") + "' --ply 0").out, diagram_of(text, 0));
}

TEST(Show, TheGameOptionCountsFromOneAndTheTagsGiveTheVariant) {
  const std::string file = write_temp("two.adn", kTwoGames);
  const auto second = adomoc("show '" + file + "' --game 2 --ply 2");
  EXPECT_EQ(second.status, 0) << second.err;
  EXPECT_NE(second.out.find("Infinite, after ply 2, light to move\n"), std::string::npos) << second.out;
  EXPECT_NE(second.out.find("   5 F "), std::string::npos) << second.out;
  const auto first = adomoc("show '" + file + "'");
  EXPECT_NE(first.out.find("Standard, after ply 2"), std::string::npos) << first.out;
  const auto missing = adomoc("show '" + file + "' --game 3");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("two.adn' has 2 games, not 3"), std::string::npos) << missing.err;
}

TEST(Show, VariantIsForAGameWithoutAVariantTag) {
  // A prime consumes: legal under Standard, not under Infinite.
  const std::string file = write_temp("consume.adn", "1. F^c3c5 Ff3f5 2. F^c5f5x\n");
  EXPECT_EQ(adomoc("show '" + file + "'").err, "");
  const auto infinite = adomoc("show '" + file + "' --variant infinite");
  EXPECT_EQ(infinite.status, 0);
  EXPECT_NE(infinite.out.find("Infinite, after ply 2"), std::string::npos) << infinite.out;
  EXPECT_NE(infinite.err.find("warning: "), std::string::npos) << infinite.err;
}

TEST(Show, MovesAndPosition) {
  const auto moves = adomoc("show --moves 'F^c3c5 F^h3h5' --ply 1");
  EXPECT_EQ(moves.status, 0) << moves.err;
  EXPECT_NE(moves.out.find("Last move: 1. F^c3c5\n"), std::string::npos) << moves.out;
  EXPECT_NE(moves.out.find("dark to move"), std::string::npos) << moves.out;
  const auto position = adomoc("show --position '10/10/10/10/10/2S^7/10/F^3M^5/- l -'");
  EXPECT_EQ(position.status, 0) << position.err;
  EXPECT_NE(position.out.find("   6 .   .   S^"), std::string::npos) << position.out;
  EXPECT_NE(position.out.find("centre . (a state of primes holds)"), std::string::npos) << position.out;
  EXPECT_EQ(adomoc("show --position '10/10/10/10/10/10/10/10/- x -'").status, 2);
}

TEST(Show, AFaultyGameIsShownUpToThePlyBeforeItWithAWarning) {
  const std::string file = write_temp("bad.adn", kFaulty);
  const auto run = adomoc("show '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, diagram_of(kFaulty));
  EXPECT_NE(run.out.find("after ply 2,"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("adomoc show: warning: " + file + ":4:4: ply 3: F^c5c9: "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("]; shown up to ply 2\n2. F^c5c9 F^h5h6\n   ^\n"), std::string::npos)
      << run.err;
  const auto past = adomoc("show '" + file + "' --ply 3");
  EXPECT_EQ(past.status, 1);
  EXPECT_NE(past.err.find("ply 3 cannot be shown: the game breaks the rules at ply 3"), std::string::npos) << past.err;
  EXPECT_TRUE(past.out.empty());
  const auto moves = adomoc("show --moves '1. F^c3c5 F^h3h5 2. F^c5c9'");
  EXPECT_EQ(moves.status, 0);
  EXPECT_NE(moves.err.find("warning: --moves:21: ply 3: F^c5c9: "), std::string::npos) << moves.err;
}

TEST(Show, InputThatCannotBeShown) {
  const auto syntax = adomoc("show -", "[Event \"a\"]\n\n1. F^c3\n");
  EXPECT_EQ(syntax.status, 1);
  EXPECT_NE(syntax.err.find("<stdin>:3:"), std::string::npos) << syntax.err;
  const auto tag = adomoc("show -", "[Variant \"Chess\"]\n\n1. F^c3c5\n");
  EXPECT_EQ(tag.status, 1);
  EXPECT_NE(tag.err.find("<stdin>:1:1: unknown Variant \"Chess\""), std::string::npos) << tag.err;
  const auto missing = adomoc("show /nonexistent/x.adn");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("no such file"), std::string::npos) << missing.err;
  const auto too_far = adomoc("show '" + sample("draw.adn") + "' --ply 7");
  EXPECT_EQ(too_far.status, 2);
  EXPECT_NE(too_far.err.find("the game has only 6 plies"), std::string::npos) << too_far.err;
  EXPECT_EQ(adomoc("show '" + sample("draw.adn") + "' --moves 'F^c3c5'").status, 2);
  EXPECT_EQ(adomoc("show --position '10/10/10/10/10/10/10/10/- l -' --ply 1").status, 2);
  EXPECT_EQ(adomoc("show --game 2").status, 2);  // --game needs a file
}

// The scene at `ply` of the first game of sample `name`.
render::Scene sample_scene(const char* name, std::size_t ply) {
  auto parsed = parser::parse_string(test::slurp(sample(name)));
  return render::replay_scenes(parsed.games.at(0)).scenes.at(ply);
}

// `printed` is one line of position text that reads back as `expected`.
void expect_position_line(const std::string& printed, const Position& expected) {
  ASSERT_FALSE(printed.empty());
  EXPECT_EQ(printed.back(), '\n');
  EXPECT_EQ(std::count(printed.begin(), printed.end(), '\n'), 1) << printed;
  const std::string line = printed.substr(0, printed.size() - 1);
  EXPECT_EQ(line, position_text(expected));
  const auto read_back = read_position_text(line, expected.variant());
  ASSERT_TRUE(read_back) << read_back.error().message;
  EXPECT_TRUE(*read_back == expected) << line;
}

TEST(Show, FormatPositionPrintsThePositionTextOfTheShownPosition) {
  const auto sixth = adomoc("show '" + sample("consume-attract-resign.adn") + "' --ply 6 --format position");
  EXPECT_EQ(sixth.status, 0) << sixth.err;
  expect_position_line(sixth.out, sample_scene("consume-attract-resign.adn", 6).position);
  EXPECT_NE(sixth.out.find("/3F1s4/5F^4/"), std::string::npos)
      << sixth.out << ": the dark sun on f4 next to the prime foot on f5";
  const auto start = adomoc("show --format position");
  EXPECT_EQ(start.out, position_text(Position::initial()) + "\n");
  const std::string text = "10/10/10/10/10/2S^7/10/F^3M^5/- l -";
  EXPECT_EQ(adomoc("show --format position --position '" + text + "'").out, text + "\n");
  const auto moves = adomoc("show --format position --moves 'F^c3c5 Fg3g4 Fa3a5' --variant infinite --ply 2");
  EXPECT_EQ(moves.status, 0) << moves.err;
  EXPECT_TRUE(moves.err.empty()) << moves.err;
  EXPECT_EQ(moves.out, adomoc("show --format position --moves 'F^c3c5 Fg3g4' --variant infinite").out);
}

// samples/annotated.adn is the first game of samples/selfplay-standard.adn
// with comments, glyphs, NAGs and variations: --ply counts its main line,
// so every ply shows what the unannotated game shows.
TEST(Show, PlyCountsTheMainLineOfAnAnnotatedGame) {
  for (const char* ply : {"1", "2", "7", "8", "9", "59"}) {
    const auto annotated = adomoc("show '" + sample("annotated.adn") + "' --format position --ply " + ply);
    EXPECT_EQ(annotated.status, 0) << annotated.err;
    EXPECT_EQ(annotated.out,
              adomoc("show '" + sample("selfplay-standard.adn") + "' --format position --ply " + ply).out)
        << "ply " << ply;
  }
}

TEST(Show, FormatPositionOfAStoredGame) {
  const std::string db = (test::scratch_dir() / "show-position.db").string();
  test::remove_database(db);
  ASSERT_EQ(adomoc("import --db '" + db + "' '" + sample("centred.adn") + "'").status, 0);
  for (const char* ply : {"0", "9", "17"}) {
    const auto stored = adomoc("show --id 1 --db '" + db + "' --format position --ply " + ply);
    EXPECT_EQ(stored.status, 0) << stored.err;
    expect_position_line(stored.out, sample_scene("centred.adn", static_cast<std::size_t>(std::stoi(ply))).position);
  }
  EXPECT_NE(adomoc("show --id 1 --db '" + db + "' --format position").out.find("/S^ d -\n"), std::string::npos)
      << "the centre holds light's prime sun, dark to move";
}

TEST(Show, FormatIsADiagramOrAPositionAndNotWithSvg) {
  EXPECT_EQ(adomoc("show --format diagram").out, adomoc("show").out);
  EXPECT_EQ(adomoc("show --format fen").status, 2);
  const auto both = adomoc("show --format position --svg -");
  EXPECT_EQ(both.status, 2);
  EXPECT_TRUE(both.out.empty());
}

TEST(Show, SvgPictureToAFileOrStandardOutput) {
  const auto path = test::scratch_dir() / "board.svg";
  const auto run = adomoc("show '" + sample("consume-attract-resign.adn") + "' --ply 6 --svg '" + path.string() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  const XmlDoc doc = XmlDoc::parse_xml(test::slurp(path));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[@data-space and not(@data-piece)]"), 81u);
  EXPECT_EQ(doc.count("//*[@data-piece]"), 29u);
  EXPECT_EQ(doc.count("//*[@data-attracted='f5']"), 1u);
  const auto out = adomoc("show --svg -");
  EXPECT_EQ(out.status, 0);
  EXPECT_EQ(XmlDoc::parse_xml(out.out).count("//*[@data-piece]"), 30u);
  const auto unwritable = adomoc("show --svg /nonexistent-dir/b.svg");
  EXPECT_EQ(unwritable.status, 2);
  EXPECT_NE(unwritable.err.find("cannot write '/nonexistent-dir/b.svg'"), std::string::npos) << unwritable.err;
}

TEST(View, WritesAWellFormedPageWithEveryPly) {
  const auto path = test::scratch_dir() / "game.html";
  const auto run = adomoc("view '" + sample("centred.adn") + "' -o '" + path.string() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  const XmlDoc doc = XmlDoc::parse_xml(test::slurp(path));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[local-name()='button' and @data-ply]"), 17u);
  EXPECT_EQ(doc.count("//*[@data-space and not(@data-piece)]"), 81u);
}

TEST(View, EscapesTheRecordAndShowsAFaultyGameUpToTheFault) {
  const std::string file =
      write_temp("hostile.adn", "[Event \"<script>alert(1)</script>\"]\n[Site \"\\\"); DROP TABLE games;--\"]\n\n" +
                                    kFaulty.substr(kFaulty.find("1.")));
  const auto path = test::scratch_dir() / "hostile.html";
  const auto run = adomoc("view '" + file + "' --output '" + path.string() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("warning: " + file + ":5:4: ply 3"), std::string::npos) << run.err;
  const std::string page = test::slurp(path);
  EXPECT_EQ(page.find("<script>alert(1)"), std::string::npos);
  EXPECT_EQ(page.find("\"); DROP TABLE"), std::string::npos);
  const XmlDoc doc = XmlDoc::parse_xml(page);
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[local-name()='button' and @data-ply]"), 2u);
  EXPECT_EQ(doc.count("//*[@class='fault']"), 1u);
}

TEST(View, UsageErrors) {
  EXPECT_EQ(adomoc("view '" + sample("centred.adn") + "'").status, 2);  // -o is required
  EXPECT_EQ(adomoc("view -o x.html").status, 2);                        // so is the file
  const auto unwritable = adomoc("view '" + sample("centred.adn") + "' -o /nonexistent-dir/v.html");
  EXPECT_EQ(unwritable.status, 2);
  EXPECT_NE(unwritable.err.find("cannot write"), std::string::npos);
  EXPECT_EQ(adomoc("view '" + sample("centred.adn") + "' --game 2 -o x.html").status, 2);
}

}  // namespace
}  // namespace adomoc
