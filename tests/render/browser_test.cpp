// The viewer in a real browser: headless Chromium opens the page from
// disk with #autoplay-last, which makes the page's own script click its
// "last" button; the board in the dumped DOM must be the validator's final
// position. A probe script added to the page steps through it as a person
// would and writes what it saw (the address, the position text, where the
// buttons are) into the page, where the dumped DOM shows it. Screenshots
// of the page and of two board SVGs are kept in the build tree
// (artefacts/) for people to look at.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "render/samples.hpp"
#include "render/svg_board.hpp"
#include "render/viewer.hpp"
#include "render/xml_doc.hpp"
#include "validator/notation.hpp"

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

// Steps through the page after its own script has run, and writes one
// line per step into <pre id="probe">: what was done, the address's
// fragment, the position text shown and the counter. Then the viewport's
// size and, for each step button, whether it lies wholly inside it.
const char kProbe[] = R"js(<script>
(function () {
  var lines = [];
  function byId(id) { return document.getElementById(id); }
  function note(step) {
    lines.push([step, window.location.hash, byId("adomoc-position").value, byId("adomoc-counter").textContent].join("|"));
  }
  function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", {key: name, bubbles: true})); }
  note("opened");
  byId("adomoc-next").click(); note("next");
  key("ArrowLeft"); key("ArrowLeft"); note("left-left");
  document.querySelector("#adomoc-moves button[data-ply='9']").click(); note("move-9");
  byId("adomoc-last").click(); note("last");
  byId("adomoc-first").click(); note("first");
  lines.push("viewport|" + window.innerWidth + "x" + window.innerHeight + "|scrolled " + window.scrollY);
  ["adomoc-first", "adomoc-previous", "adomoc-next", "adomoc-last"].forEach(function (id) {
    var r = byId(id).getBoundingClientRect();
    var inside = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    lines.push("button|" + id + "|" + (inside ? "in view" : "out of view") + "|" + Math.round(r.top) + "-" + Math.round(r.bottom));
  });
  var out = document.createElement("pre");
  out.id = "probe";
  out.textContent = lines.join("\n");
  document.body.appendChild(out);
})();
</script>
)js";

struct ProbeLine {
  std::vector<std::string> fields;  // split at '|'
};

std::vector<ProbeLine> probe_lines(const XmlDoc& dom) {
  const auto probe = dom.select("//*[@id='probe']");
  EXPECT_EQ(probe.size(), 1u) << "the probe script did not run";
  std::vector<ProbeLine> lines;
  if (probe.empty()) return lines;
  std::istringstream text(XmlDoc::text(probe[0]));
  for (std::string line; std::getline(text, line);) {
    ProbeLine& l = lines.emplace_back();
    std::istringstream fields(line);
    for (std::string f; std::getline(fields, f, '|');) l.fields.push_back(f);
  }
  return lines;
}

// The viewport the probe saw, {width, height}; {0, 0} if it said nothing.
std::pair<int, int> viewport_of(const std::vector<ProbeLine>& lines) {
  for (const ProbeLine& line : lines)
    if (line.fields.size() > 1 && line.fields[0] == "viewport") {
      const std::string& size = line.fields[1];
      return {std::stoi(size), std::stoi(size.substr(size.find('x') + 1))};
    }
  return {0, 0};
}

// The page of `sample` with the probe, opened at `fragment` in a viewport
// of `width` x `height` CSS pixels. Headless Chromium's --dump-dom takes
// browser chrome off the window size (143 pixels of height in version
// 156), so when the viewport comes out smaller the page is opened again
// in a window larger by the difference.
std::vector<ProbeLine> probe_page(const test::SampleGame& sample, const std::string& fragment, int width, int height) {
  std::string page = render::viewer_html(sample.game, sample.replay, {"centred.adn", 1});
  page.insert(page.rfind("</body>"), kProbe);
  const fs::path path = scratch() / "probed.html";
  write_file(path, page);
  const auto run = [&](int w, int h) {
    const std::string size = std::to_string(w) + "," + std::to_string(h);
    return probe_lines(
        XmlDoc::parse_html(chromium("file://" + path.string() + fragment, "--dump-dom --window-size=" + size)));
  };
  std::vector<ProbeLine> lines = run(width, height);
  const auto [seen_width, seen_height] = viewport_of(lines);
  if (seen_width == 0 || (seen_width == width && seen_height == height)) return lines;
  return run(2 * width - seen_width, 2 * height - seen_height);
}

TEST(Browser, TheAddressFollowsTheStepsAndThePositionTextIsThePlysPosition) {
  ASSERT_TRUE(fs::exists(kChromium));
  const test::SampleGame sample = test::sample_game("centred.adn");
  const std::size_t last = sample.replay.scenes.size() - 1;
  ASSERT_EQ(last, 17u);
  const std::vector<ProbeLine> lines = probe_page(sample, "#ply-3", 1280, 800);
  const std::pair<const char*, std::size_t> expected[] = {{"opened", 3}, {"next", 4}, {"left-left", 2},
                                                          {"move-9", 9}, {"last", last}, {"first", 0}};
  ASSERT_GE(lines.size(), std::size(expected));
  for (std::size_t i = 0; i < std::size(expected); ++i) {
    const auto& [step, ply] = expected[i];
    const std::vector<std::string>& f = lines[i].fields;
    ASSERT_EQ(f.size(), 4u) << step;
    EXPECT_EQ(f[0], step);
    EXPECT_EQ(f[1], "#ply-" + std::to_string(ply)) << step;
    EXPECT_EQ(f[3], "ply " + std::to_string(ply) + " of " + std::to_string(last)) << step;
    const Position& at_ply = sample.replay.scenes.at(ply).position;
    EXPECT_EQ(f[2], position_text(at_ply)) << step;
    const auto read_back = read_position_text(f[2], Variant::standard);
    ASSERT_TRUE(read_back) << step << ": " << read_back.error().message;
    EXPECT_TRUE(*read_back == at_ply) << step;
  }
}

// Steps into the variations of samples/annotated.adn and out again: a
// click on a variation's move, the arrows along it and into a nested one,
// and "main line" back.
const char kVariationProbe[] = R"js(<script>
(function () {
  var lines = [];
  function byId(id) { return document.getElementById(id); }
  function note(step) {
    lines.push([step, window.location.hash, byId("adomoc-position").value, byId("adomoc-counter").textContent,
                byId("adomoc-main-line").hidden ? "main-line hidden" : "main-line shown"].join("|"));
  }
  function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", {key: name, bubbles: true})); }
  function moveNamed(text) {
    return Array.prototype.filter.call(document.querySelectorAll("li.variation button"),
                                       function (b) { return b.textContent === text; })[0];
  }
  note("opened");
  moveNamed("Fi3i4").click(); note("click-variation");
  key("ArrowRight"); note("right");
  key("ArrowRight"); note("right-right");
  moveNamed("Fb7b6").click(); note("click-nested");
  key("ArrowLeft"); note("left");
  byId("adomoc-main-line").click(); note("main-line");
  var out = document.createElement("pre");
  out.id = "probe";
  out.textContent = lines.join("\n");
  document.body.appendChild(out);
})();
</script>
)js";

TEST(Browser, SteppingIntoAVariationAndBackToTheMainLine) {
  ASSERT_TRUE(fs::exists(kChromium));
  const test::SampleGame sample = test::sample_game("annotated.adn");
  ASSERT_TRUE(sample.replay.check.valid());
  ASSERT_EQ(sample.replay.variations.size(), 4u);
  std::string page = render::viewer_html(sample.game, sample.replay, {"annotated.adn", 1});
  page.insert(page.rfind("</body>"), kVariationProbe);
  const fs::path path = scratch() / "variations.html";
  write_file(path, page);
  const std::vector<ProbeLine> lines =
      probe_lines(XmlDoc::parse_html(chromium("file://" + path.string() + "#ply-8", "--dump-dom")));
  const std::size_t main_steps = sample.replay.scenes.size();
  const std::size_t last = main_steps - 1;
  // Steps of the variations follow the main line's, in the order written:
  // (1. F^c3c5 ...) has 3 moves, its (1... Fj3j8) 1, then (4... Fi3i4 ...).
  const std::size_t fi3i4 = main_steps + 4;
  const std::size_t fb7b6 = fi3i4 + 3;
  struct Expected {
    const char* step;
    std::string hash;
    const Position* position;
    std::string counter;
    const char* main_line;
  };
  const auto& v = sample.replay.variations;
  const Expected expected[] = {
      {"opened", "#ply-8", &sample.replay.scenes.at(8).position, "ply 8 of " + std::to_string(last), "main-line hidden"},
      {"click-variation", "#step-" + std::to_string(fi3i4), &v[2].scenes.at(0).position, "variation, ply 8",
       "main-line shown"},
      {"right", "#step-" + std::to_string(fi3i4 + 1), &v[2].scenes.at(1).position, "variation, ply 9",
       "main-line shown"},
      {"right-right", "#step-" + std::to_string(fi3i4 + 2), &v[2].scenes.at(2).position, "variation, ply 10",
       "main-line shown"},
      {"click-nested", "#step-" + std::to_string(fb7b6), &v[3].scenes.at(0).position, "variation, ply 9",
       "main-line shown"},
      {"left", "#step-" + std::to_string(fi3i4), &v[2].scenes.at(0).position, "variation, ply 8", "main-line shown"},
      {"main-line", "#ply-8", &sample.replay.scenes.at(8).position, "ply 8 of " + std::to_string(last),
       "main-line hidden"},
  };
  ASSERT_EQ(lines.size(), std::size(expected));
  for (std::size_t i = 0; i < std::size(expected); ++i) {
    const Expected& e = expected[i];
    const std::vector<std::string>& f = lines[i].fields;
    ASSERT_EQ(f.size(), 5u) << e.step;
    EXPECT_EQ(f[0], e.step);
    EXPECT_EQ(f[1], e.hash) << e.step;
    EXPECT_EQ(f[2], position_text(*e.position)) << e.step;
    EXPECT_EQ(f[3], e.counter) << e.step;
    EXPECT_EQ(f[4], e.main_line) << e.step;
  }
  // The variation's first move is played from the position before the
  // move it replaces.
  EXPECT_FALSE(sample.replay.scenes.at(8).position == v[2].scenes.at(0).position);
}

TEST(Browser, AtEightHundredBySixHundredTheStepButtonsAreInViewUnscrolled) {
  ASSERT_TRUE(fs::exists(kChromium));
  const test::SampleGame sample = test::sample_game("centred.adn");
  const std::vector<ProbeLine> lines = probe_page(sample, "", 800, 600);
  std::size_t buttons = 0;
  bool viewport_seen = false;
  for (const ProbeLine& line : lines) {
    const std::vector<std::string>& f = line.fields;
    if (f.at(0) == "viewport") {
      viewport_seen = true;
      EXPECT_EQ(f.at(1), "800x600");
      EXPECT_EQ(f.at(2), "scrolled 0");
    }
    if (f.at(0) != "button") continue;
    ++buttons;
    EXPECT_EQ(f.at(2), "in view") << f.at(1) << " spans y " << f.at(3);
  }
  EXPECT_TRUE(viewport_seen);
  EXPECT_EQ(buttons, 4u);
}

TEST(Browser, ScreenshotsOfTheViewerAndTheBoard) {
  ASSERT_TRUE(fs::exists(kChromium));
  fs::create_directories(kArtefacts);
  test::SampleGame sample = test::sample_game("centred.adn");
  const fs::path page = scratch() / "viewer.html";
  write_file(page, render::viewer_html(sample.game, sample.replay, {"centred.adn", 1}));
  // A laptop's window, and a small one that must still show the buttons;
  // the annotated sample inside a variation, at both sizes too.
  const test::SampleGame annotated = test::sample_game("annotated.adn");
  const fs::path annotated_page = scratch() / "annotated.html";
  write_file(annotated_page, render::viewer_html(annotated.game, annotated.replay, {"annotated.adn", 1}));
  const std::string variation_step = "#step-" + std::to_string(annotated.replay.scenes.size() + 5);
  const std::tuple<const fs::path*, std::string, const char*, const char*> shots[] = {
      {&page, "#autoplay-last", "1280,800", "viewer.png"},
      {&page, "#autoplay-last", "800,600", "viewer-800x600.png"},
      {&annotated_page, variation_step, "1280,800", "viewer-annotated.png"},
      {&annotated_page, variation_step, "800,600", "viewer-annotated-800x600.png"}};
  for (const auto& [html, fragment, size, name] : shots) {
    const fs::path viewer_png = kArtefacts / name;
    fs::remove(viewer_png);
    chromium("file://" + html->string() + fragment, "--screenshot='" + viewer_png.string() + "' --window-size=" + size);
    EXPECT_TRUE(is_png(viewer_png)) << viewer_png;
  }

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
