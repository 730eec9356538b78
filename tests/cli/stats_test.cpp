// adomoc stats as a user runs it: the report, CSV and JSON, the filters,
// the chart file, and the errors. The figures are those of the five games
// counted by hand in tests/db/statistics_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/json_checker.hpp"
#include "cli/run.hpp"
#include "render/xml_doc.hpp"

namespace adomoc {
namespace {

using test::adomoc;
using test::XmlDoc;

const std::string kArchive = std::string(ADOMOC_TEST_DATA) + "/db/stats_archive.adn";

std::string fresh_db(const std::string& name) {
  const std::string path = (test::scratch_dir() / name).string();
  test::remove_database(path);
  return path;
}

// A fresh database holding the five hand-counted games.
std::string stats_db() {
  const std::string path = fresh_db("stats.db");
  const auto run = adomoc("import --db '" + path + "' '" + kArchive + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  return path;
}

std::vector<std::string> csv_lines(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = text.find("\r\n", at);
    if (end == std::string::npos) break;
    lines.push_back(text.substr(at, end - at));
    at = end + 2;
  }
  return lines;
}

// The value of one figure in the CSV, or "" when there is no such row.
std::string csv_value(const std::string& csv, const std::string& section_and_name) {
  for (const std::string& line : csv_lines(csv))
    if (line.rfind(section_and_name + ",", 0) == 0) return line.substr(section_and_name.size() + 1);
  return "";
}

TEST(Stats, TheReportHasHeadingsAndEveryFigure) {
  const std::string db = stats_db();
  const auto run = adomoc("stats --db '" + db + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "5 games, 53 plies (10.6 a game)\n"
            "\n"
            "Results           games  light wins  dark wins  draws  unfinished\n"
            "  Standard            4           2          0      1           1\n"
            "  Altogether          1           1          0      0           0\n"
            "\n"
            "Endings: 2 centred, 1 forfeit, 1 draw, 1 unfinished\n"
            "\n"
            "Game length in plies\n"
            "  min 4, lower quartile 6, median 9, upper quartile 17, max 17, mean 10.6\n"
            "   4  #################### 1\n"
            "   5  0\n"
            "   6  #################### 1\n"
            "   7  0\n"
            "   8  0\n"
            "   9  #################### 1\n"
            "  10  0\n"
            "  11  0\n"
            "  12  0\n"
            "  13  0\n"
            "  14  0\n"
            "  15  0\n"
            "  16  0\n"
            "  17  ######################################## 2\n"
            "\n"
            "Behaviours\n"
            "  originations: 1.20 a game (6 in all)\n"
            "    by the moving piece: foot 0, moon 6, sun 0\n"
            "    of the piece sent home: foot 6, moon 0, sun 0\n"
            "  consumptions: 0.20 a game (1 in all)\n"
            "    by type: foot 1, moon 0, sun 0\n"
            "  attraction: some foot is attracted before 9.4% of moves (5 of 53), 0.113 attracted feet a position\n"
            "\n"
            "Most common first moves\n"
            "  F^c3c6  3 games\n"
            "  F^c3c5  1 game\n"
            "  Fe3e4   1 game\n"
            "\n"
            "Centring: 2 games centred, at ply min 17, median 17, mean 17.0, max 17\n"
            "Altogether scores, light's minus dark's: 1 centred game, margin min 5, median 5, max 5, mean 5.0; 0 level\n"
            "\n"
            "Landings per space\n"
            "  cycle    a    b    c    d    e    f    g    h    i    j\n"
            "      1    0    0    0    0    0    0    0    0    0    0\n"
            "      2    0    0    0    0    0    1    0    0    0    0\n"
            "      3    0    0    0    4    2    0    0    0    2    0\n"
            "      4    0    0    2    1    1    1    2    0    0    0\n"
            "      5    0    1    1    0    1    3    2    1    1    0\n"
            "      6    0    3    3    0    0    0    4    3    0    0\n"
            "      7    1    0    0    0    0    2    0    0    0    1\n"
            "      8    0    0    2    2    0    0    0    2    2    0\n"
            "  centre 2\n");
}

TEST(Stats, CsvIsTheLongTableOneFigureALine) {
  const std::string db = stats_db();
  const auto run = adomoc("stats --db '" + db + "' --format csv");
  EXPECT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> lines = csv_lines(run.out);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0], "section,name,value");
  EXPECT_EQ(run.out.size(), [&] {
    std::size_t n = 0;
    for (const auto& l : lines) n += l.size() + 2;
    return n;
  }()) << "every line ends with CRLF";
  std::size_t landings = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    EXPECT_EQ(std::count(lines[i].begin(), lines[i].end(), ','), 2) << lines[i];
    landings += lines[i].rfind("landings,", 0) == 0;
  }
  EXPECT_EQ(landings, 81u);
  EXPECT_EQ(csv_value(run.out, "games,games"), "5");
  EXPECT_EQ(csv_value(run.out, "results,Standard light_wins"), "2");
  EXPECT_EQ(csv_value(run.out, "length,upper_quartile"), "17");
  EXPECT_EQ(csv_value(run.out, "length_histogram,17"), "2");
  EXPECT_EQ(csv_value(run.out, "attraction,attracted_feet"), "6");
  EXPECT_EQ(csv_value(run.out, "first_moves,F^c3c6"), "3");
  EXPECT_EQ(csv_value(run.out, "altogether_margin,max"), "5");
  EXPECT_EQ(csv_value(run.out, "landings,centre"), "2");
}

TEST(Stats, JsonIsOneArrayOfObjectsKeyedByTheCsvColumns) {
  const std::string db = stats_db();
  const auto json = adomoc("stats --db '" + db + "' --format json");
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_TRUE(test::JsonChecker::is_json(json.out)) << json.out;
  EXPECT_EQ(json.out.front(), '[');
  const auto csv = adomoc("stats --db '" + db + "' --format csv");
  const auto objects = static_cast<std::size_t>(std::count(json.out.begin(), json.out.end(), '{'));
  EXPECT_EQ(objects, csv_lines(csv.out).size() - 1) << "one object a CSV row";
  EXPECT_NE(json.out.find("{\"section\":\"games\",\"name\":\"games\",\"value\":5}"), std::string::npos);
  EXPECT_NE(json.out.find("{\"section\":\"first_moves\",\"name\":\"F^c3c6\",\"value\":3}"),
            std::string::npos);
}

TEST(Stats, FiltersNarrowTheGames) {
  const std::string db = stats_db();
  const auto games = [&](const std::string& filter) {
    const auto run = adomoc("stats --db '" + db + "' --format csv " + filter);
    EXPECT_EQ(run.status, 0) << filter << ": " << run.err;
    return csv_value(run.out, "games,games");
  };
  EXPECT_EQ(games("--player 'A. Tremblay'"), "2");
  EXPECT_EQ(games("--light 'A. Tremblay'"), "1");
  EXPECT_EQ(games("--dark 'A. Tremblay'"), "1");
  EXPECT_EQ(games("--event behaviours"), "1");
  EXPECT_EQ(games("--variant altogether"), "1");
  EXPECT_EQ(games("--result 1-0"), "3");
  EXPECT_EQ(games("--termination centred"), "2");
  EXPECT_EQ(games("--since 2024.07"), "3");
  EXPECT_EQ(games("--until 2024.06.30"), "2");
  EXPECT_EQ(games("--termination draw --until 2024"), "1");
  const auto none = adomoc("stats --db '" + db + "' --player nobody");
  EXPECT_EQ(none.status, 0);
  EXPECT_EQ(none.out, "No games match.\n");
}

TEST(Stats, SvgWritesTheChartBesideTheReport) {
  const std::string db = stats_db();
  const std::string svg = (test::scratch_dir() / "stats.svg").string();
  std::filesystem::remove(svg);
  const auto run = adomoc("stats --db '" + db + "' --svg '" + svg + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out.rfind("5 games, 53 plies", 0), 0u) << "the report still goes to standard output";
  const XmlDoc doc = XmlDoc::parse_xml(test::slurp(svg));
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[@data-space]"), 81u);
  EXPECT_EQ(doc.count("//*[@data-space='d3' and @data-landings='4']"), 1u);
  EXPECT_EQ(doc.count("//*[@data-space='centre' and @data-landings='2']"), 1u);
  // One bar per histogram row of the CSV: plies 4 to 17.
  EXPECT_EQ(doc.count("//*[@class='length-bar']"), 14u);
  EXPECT_EQ(doc.count("//*[@class='length-bar' and @data-plies='17']"), 1u);
  // Standard and Altogether have games, Infinite none: two groups of four.
  EXPECT_EQ(doc.count("//*[@class='result-bar']"), 8u);
  EXPECT_EQ(doc.count("//*[@class='result-bar' and @data-variant='Infinite']"), 0u);
}

TEST(Stats, SvgToStandardOutputReplacesTheReport) {
  const std::string db = stats_db();
  const auto run = adomoc("stats --db '" + db + "' --svg - --variant standard");
  EXPECT_EQ(run.status, 0) << run.err;
  const XmlDoc doc = XmlDoc::parse_xml(run.out);
  ASSERT_TRUE(doc.ok()) << doc.error_text() << run.out.substr(0, 200);
  EXPECT_EQ(doc.count("//*[@class='result-bar']"), 4u);
  EXPECT_EQ(doc.count("//*[local-name()='text' and text()='Games with variant standard']"), 1u);
}

TEST(Stats, TheChartOfTheGamesBetweenTwoPlayersNamesBoth) {
  const std::string db = fresh_db("stats-between.db");
  const std::string archive = test::write_temp(
      "stats-between.adn",
      "[Light \"A. Roy\"]\n[Dark \"B. Roy\"]\n\n1. F^c3c6 F^h3h6\n\n"
      "[Light \"B. Roy\"]\n[Dark \"C. Roy\"]\n\n1. F^c3c6 F^h3h6\n");
  ASSERT_EQ(adomoc("import --db '" + db + "' '" + archive + "'").status, 0);
  const auto run = adomoc("stats --db '" + db + "' --svg - --player 'B. Roy' --player 'a. roy'");
  EXPECT_EQ(run.status, 0) << run.err;
  const XmlDoc doc = XmlDoc::parse_xml(run.out);
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[local-name()='text' and text()='Games with players B. Roy and a. roy']"), 1u);
  EXPECT_EQ(doc.count("//*[local-name()='text' and starts-with(text(), 'Adomoc statistics: 1 game,')]"), 1u);
}

TEST(Stats, UntrustedFilterTextIsEscapedInTheChart) {
  // A player whose name is markup: the chart's subtitle names the filter.
  const std::string db = fresh_db("stats-hostile.db");
  const std::string archive = test::write_temp(
      "stats-hostile.adn", "[Light \"<svg onload=x>&amp;\"]\n[Dark \"]]><!--\"]\n\n1. F^c3c6 F^h3h6\n");
  ASSERT_EQ(adomoc("import --db '" + db + "' '" + archive + "'").status, 0);
  const auto run = adomoc("stats --db '" + db + "' --svg - --player '<svg onload=x>&amp;'");
  EXPECT_EQ(run.status, 0) << run.err;
  const XmlDoc doc = XmlDoc::parse_xml(run.out);
  ASSERT_TRUE(doc.ok()) << doc.error_text();
  EXPECT_EQ(doc.count("//*[local-name()='svg']"), 1u) << "no element from the name";
  EXPECT_EQ(doc.count("//*[local-name()='text' and text()='Games with player <svg onload=x>&amp;']"), 1u);
  EXPECT_EQ(doc.count("//*[@class='length-bar']"), 1u);
}

TEST(Stats, ErrorsAreUsageErrors) {
  const std::string db = stats_db();
  auto run = adomoc("stats --db '" + db + "' --variant chess");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("adomoc stats: --variant: unknown variant 'chess'"), std::string::npos) << run.err;
  run = adomoc("stats --db '" + fresh_db("stats-missing.db") + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("no database at"), std::string::npos) << run.err;
  run = adomoc("stats --db '" + db + "' --svg /no/such/dir/stats.svg");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("adomoc stats: cannot write '/no/such/dir/stats.svg'"), std::string::npos) << run.err;
  run = adomoc("stats --db '" + db + "' --format xml");
  EXPECT_EQ(run.status, 2);
}

}  // namespace
}  // namespace adomoc
