// The viewer in a real browser: headless Chromium opens the page from
// disk with #autoplay-last, which makes the page's own script click its
// "last" button; the board in the dumped DOM must be the validator's final
// position. Screenshots of the page and of two board SVGs are kept in the
// build tree (artefacts/) for people to look at.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "render/samples.hpp"
#include "render/svg_board.hpp"
#include "render/viewer.hpp"
#include "render/xml_doc.hpp"

namespace adomoc {
namespace {

namespace fs = std::filesystem;
using test::XmlDoc;
using test::pieces_of;

std::vector<std::string> pieces_drawn_in_scene(const XmlDoc& dom) {
  return test::pieces_drawn(dom, "//*[@id='adomoc-scene']/*[@data-piece]");
}


const fs::path kChromium = ADOMOC_CHROMIUM;
const fs::path kArtefacts = ADOMOC_ARTEFACTS;

fs::path scratch() {
  const fs::path dir = fs::temp_directory_path() / ("adomoc-browser-test-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir;
}

void write_file(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Runs headless Chromium on `url` with `extra` options and a fresh
// profile; returns what it printed on stdout.
std::string chromium(const std::string& url, const std::string& extra) {
  const fs::path dir = scratch();
  static int runs = 0;
  const fs::path profile = dir / ("profile-" + std::to_string(++runs));
  const fs::path out = dir / "chromium.out";
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "'" + std::string.
  std::string command = "'";
  command += kChromium.string();
  command += "' --headless --no-sandbox --disable-gpu --disable-background-networking "
             "--disable-component-update --disable-sync --no-first-run --hide-scrollbars --user-data-dir='";
  command += profile.string() + "' --virtual-time-budget=5000 " + extra + " '" + url + "' >'" + out.string() +
             "' 2>/dev/null";
  const int status = std::system(command.c_str());
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << command;
  fs::remove_all(profile);
  return test::read_text(out.string());
}

bool is_png(const fs::path& path) {
  const std::string bytes = test::read_text(path.string());
  return bytes.size() > 1000 && bytes.substr(1, 3) == "PNG";
}

TEST(Browser, ChromiumIsInstalled) {
  // scripts/setup.sh installs it: a missing browser is a failure, not a skip.
  ASSERT_TRUE(fs::exists(kChromium)) << kChromium << " is missing: run scripts/setup.sh";
}

TEST(Browser, SteppingToTheLastPlyShowsTheFinalPosition) {
  ASSERT_TRUE(fs::exists(kChromium));
  for (const char* name : {"centred.adn", "consume-attract-resign.adn"}) {
    SCOPED_TRACE(name);
    test::SampleGame sample = test::sample_game(name);
    ASSERT_TRUE(sample.replay.check.valid());
    const fs::path page = scratch() / (std::string(name) + ".html");
    write_file(page, render::viewer_html(sample.game, sample.replay, {name, 1}));
    const XmlDoc dom = XmlDoc::parse_html(chromium("file://" + page.string() + "#autoplay-last", "--dump-dom"));
    ASSERT_FALSE(dom.select("//*[@id='adomoc-scene']").empty()) << "no board in the dumped page";
    const render::Scene& end = sample.replay.scenes.back();
    EXPECT_EQ(pieces_drawn_in_scene(dom), pieces_of(end.position));
    EXPECT_EQ(dom.count("//*[@id='adomoc-scene']//*[@data-attracted]"),
              static_cast<std::size_t>(render::attracted_feet(end.position).count()));
    const auto current = dom.select("//button[contains(concat(' ', @class, ' '), ' current ')]");
    ASSERT_EQ(current.size(), 1u);
    EXPECT_EQ(XmlDoc::attribute(current[0], "data-ply"), std::to_string(end.ply));
    const auto words = dom.select("//*[@id='adomoc-words']");
    ASSERT_EQ(words.size(), 1u);
    EXPECT_EQ(XmlDoc::text(words[0]), sample.replay.words.back());
    EXPECT_EQ(dom.count("//*[@id='adomoc-last' and @disabled]"), 1u);
    EXPECT_EQ(dom.count("//*[@id='adomoc-first' and @disabled]"), 0u);
  }
}

TEST(Browser, ThePageOpensAtTheStartOrAtThePlyInItsFragment) {
  ASSERT_TRUE(fs::exists(kChromium));
  test::SampleGame sample = test::sample_game("centred.adn");
  const fs::path page = scratch() / "start.html";
  write_file(page, render::viewer_html(sample.game, sample.replay, {"centred.adn", 1}));
  const XmlDoc start = XmlDoc::parse_html(chromium("file://" + page.string(), "--dump-dom"));
  EXPECT_EQ(pieces_drawn_in_scene(start), pieces_of(Position::initial()));
  EXPECT_EQ(start.count("//*[@id='adomoc-first' and @disabled]"), 1u);
  const XmlDoc ninth = XmlDoc::parse_html(chromium("file://" + page.string() + "#ply-9", "--dump-dom"));
  EXPECT_EQ(pieces_drawn_in_scene(ninth), pieces_of(sample.replay.scenes.at(9).position));
  EXPECT_EQ(ninth.count("//button[@data-ply='9' and contains(@class, 'current')]"), 1u);
}

TEST(Browser, ScreenshotsOfTheViewerAndTheBoard) {
  ASSERT_TRUE(fs::exists(kChromium));
  fs::create_directories(kArtefacts);
  test::SampleGame sample = test::sample_game("centred.adn");
  const fs::path page = scratch() / "viewer.html";
  write_file(page, render::viewer_html(sample.game, sample.replay, {"centred.adn", 1}));
  const fs::path viewer_png = kArtefacts / "viewer.png";
  fs::remove(viewer_png);
  chromium("file://" + page.string() + "#autoplay-last",
           "--screenshot='" + viewer_png.string() + "' --window-size=1000,800");
  EXPECT_TRUE(is_png(viewer_png)) << viewer_png;

  // The board alone, at the start and in the middle of a game (after 3...
  // Sf1f4, a held foot and a consumed piece), as an SVG file opened directly.
  const test::SampleGame middle = test::sample_game("consume-attract-resign.adn");
  const std::pair<const char*, const render::Scene*> boards[] = {
      {"board-initial", &middle.replay.scenes.front()}, {"board-midgame", &middle.replay.scenes.at(6)}};
  for (const auto& [name, scene] : boards) {
    const fs::path svg = kArtefacts / (std::string(name) + ".svg"), png = kArtefacts / (std::string(name) + ".png");
    write_file(svg, render::board_svg(*scene));
    fs::remove(png);
    chromium("file://" + svg.string(), "--screenshot='" + png.string() + "' --window-size=600,600");
    EXPECT_TRUE(is_png(png)) << png;
  }
}

}  // namespace
}  // namespace adomoc
