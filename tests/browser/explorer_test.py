#!/usr/bin/python3
"""The explorer page (adomoc serve) in a real browser: headless Chromium
driven through WebDriver (Debian's chromium-driver and python3-selenium).

It imports the samples and a game with hostile tags into a fresh database,
starts `adomoc serve --port 0` on it, and plays the page as a person does:
a piece and a space clicked, the browser's Back, a game opened from the
list at the ply it reached the position, a position text pasted, an
origination's origin space chosen. Nothing may reach the browser's console.
Screenshots at 1280x800 and 800x600 are kept in the artefacts folder.

Run by ctest: explorer_test.py --adomoc PATH --samples DIR --artefacts DIR
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from urllib.parse import parse_qs, quote, urlparse
from urllib.request import urlopen

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ARGS = None
# Seven games of one event in which every pair of four players met.
ROUND_ROBIN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "db", "crosstable_round_robin.adn")
ROUND_ROBIN_EVENT = "Club round robin"
HOSTILE_EVENT = "<script>alert(1)</script>"
HOSTILE_LIGHT = '"><img src=x onerror=alert(1)>'
HOSTILE_ARCHIVE = (
    '[Event "<script>alert(1)</script>"]\n'
    '[Light "\\"><img src=x onerror=alert(1)>"]\n'
    '[Dark "O\'Brien & Sons"]\n[Result "*"]\n\n1. F^c3c5 {<script>alert(1)</script>} F^h3h5\n'
)


class Explorer(unittest.TestCase):
    """One server and one browser for all the cases; each case opens its own address."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="adomoc-browser-")
        hostile = os.path.join(cls.folder, "hostile.adn")
        with open(hostile, "w", encoding="utf-8") as f:
            f.write(HOSTILE_ARCHIVE)
        db = os.path.join(cls.folder, "explorer.db")
        subprocess.run([ARGS.adomoc, "import", "--db", db, ARGS.samples, hostile, ROUND_ROBIN], check=True,
                       stdout=subprocess.DEVNULL)
        cls.server = subprocess.Popen([ARGS.adomoc, "serve", "--db", db, "--port", "0"],
                                      stdout=subprocess.PIPE, text=True)
        line = cls.server.stdout.readline()
        match = re.match(r"adomoc serve: (http://127\.0\.0\.1:\d+/) ", line)
        if not match:
            cls.server.kill()
            raise RuntimeError("adomoc serve printed no address: " + line)
        cls.base = match.group(1)
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,800", "--hide-scrollbars"):
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        cls.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        os.makedirs(ARGS.artefacts, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.terminate()
        status = cls.server.wait()
        shutil.rmtree(cls.folder, ignore_errors=True)
        if status != 0:  # SIGTERM stops it cleanly; anything else is a failure of the server
            raise RuntimeError("adomoc serve exited with status %d" % status)

    def setUp(self):
        self.set_viewport(1280, 800)

    def tearDown(self):
        # Whatever a case did, nothing may have reached the console.
        entries = self.driver.get_log("browser")
        self.assertEqual([], entries, "the console: %r" % entries)
        try:
            alert = self.driver.switch_to.alert
            self.fail("an alert opened: " + alert.text)
        except NoAlertPresentException:
            pass

    # --- helpers -----------------------------------------------------------

    def set_viewport(self, width, height):
        """The page's own area at this size (the window is larger by its frame)."""
        self.driver.set_window_size(width, height)
        inner = self.driver.execute_script("return [window.innerWidth, window.innerHeight];")
        self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def drawn(self):
        return int(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-drawn') || '0';"))

    def wait_drawn(self, before):
        WebDriverWait(self.driver, 10).until(lambda d: self.drawn() > before)

    def open(self, query=""):
        self.driver.get(self.base + query)
        self.wait_drawn(0)

    def doing(self, action):
        before = self.drawn()
        action()
        self.wait_drawn(before)

    def piece_on(self, space):
        found = self.driver.find_elements(By.CSS_SELECTOR, '#adomoc-scene use[data-space="%s"]' % space)
        return found[0].get_attribute("data-piece") if found else None

    def click_space(self, space):
        # A real click (the mouse moved there) on the piece standing on the
        # space, else on the space's circle.
        found = self.driver.find_elements(By.CSS_SELECTOR, '#adomoc-scene use[data-space="%s"]' % space)
        spot = found[0] if found else self.driver.find_element(
            By.CSS_SELECTOR, 'svg.adomoc-board circle[data-space="%s"]' % space)
        webdriver.ActionChains(self.driver).move_to_element(spot).click().perform()

    def marked(self, kind):
        return sorted(e.get_attribute("data-mark") for e in
                      self.driver.find_elements(By.CSS_SELECTOR, "#adomoc-marks circle." + kind))

    def moves_in_address(self):
        return parse_qs(urlparse(self.driver.current_url).query).get("moves", [""])[0]

    def table_moves(self):
        return [r.get_attribute("data-move") for r in
                self.driver.find_elements(By.CSS_SELECTOR, "#moves-table tbody tr")]

    def api(self, path):
        with urlopen(self.base + path.lstrip("/")) as answer:
            return json.load(answer)

    def open_row(self, row):
        """Opens a game of the list by its date (its players' names open their pages)."""
        self.doing(lambda: row.find_element(By.TAG_NAME, "td").click())

    def query(self):
        return parse_qs(urlparse(self.driver.current_url).query)

    def screenshot(self, name):
        self.driver.save_screenshot(os.path.join(ARGS.artefacts, name))

    # --- cases -------------------------------------------------------------

    def test_click_a_piece_then_a_space_plays_the_move(self):
        self.open()
        self.assertEqual("F^", self.piece_on("c3"))
        start_moves = self.table_moves()
        self.assertIn("F^c3c6", start_moves)
        self.click_space("c3")
        self.assertEqual(["c4", "c5", "c6"], self.marked("target"))  # a prime rides at most 3
        self.assertEqual(["c3"], self.marked("selected"))
        self.doing(lambda: self.click_space("c6"))
        self.assertEqual("F^", self.piece_on("c6"))
        self.assertIsNone(self.piece_on("c3"))
        self.assertEqual("F^c3c6", self.moves_in_address())
        self.assertNotEqual(start_moves, self.table_moves())
        self.assertTrue(self.driver.find_element(By.CSS_SELECTOR, "#moves-table tbody tr td").text.startswith("1... "))
        self.assertEqual("After 1. F^c3c6: dark to move", self.driver.find_element(By.ID, "status").text)
        self.screenshot("explorer-1280x800.png")
        self.set_viewport(800, 600)
        self.screenshot("explorer-800x600.png")
        # At 800x600 the board and its buttons are still in view.
        in_view = self.driver.execute_script(
            "var r = document.getElementById('forward').getBoundingClientRect();"
            "return r.bottom <= window.innerHeight && r.right <= window.innerWidth;")
        self.assertTrue(in_view)

    def test_the_browsers_back_goes_to_the_position_before(self):
        self.open()
        self.click_space("c3")
        self.doing(lambda: self.click_space("c6"))
        self.doing(self.driver.back)
        self.assertEqual("", self.moves_in_address())
        self.assertEqual("F^", self.piece_on("c3"))
        self.assertIsNone(self.piece_on("c6"))
        self.doing(self.driver.forward)
        self.assertEqual("F^c3c6", self.moves_in_address())
        self.assertEqual("F^", self.piece_on("c6"))

    def test_back_forward_buttons_and_keys_step_along_the_line(self):
        self.open("?moves=F%5Ec3c6+F%5Eh3h6")
        self.doing(lambda: self.driver.find_element(By.ID, "back").click())
        self.assertEqual("F^c3c6", self.moves_in_address())
        self.assertIsNone(self.piece_on("h6"))
        self.doing(lambda: self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT))
        self.assertEqual("F^c3c6 F^h3h6", self.moves_in_address())
        self.doing(lambda: self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.HOME))
        self.assertEqual("", self.moves_in_address())
        self.doing(lambda: self.driver.find_element(By.ID, "last").click())
        self.assertEqual("F^c3c6 F^h3h6", self.moves_in_address())

    def test_hovering_a_move_shows_it_and_clicking_plays_it(self):
        self.open()
        row = self.driver.find_element(By.CSS_SELECTOR, '#moves-table tr[data-move="F^c3c6"]')
        webdriver.ActionChains(self.driver).move_to_element(row).perform()
        self.assertEqual(["c6"], self.marked("preview"))
        self.doing(row.click)
        self.assertEqual("F^c3c6", self.moves_in_address())

    def test_a_game_opens_at_the_ply_it_reached_the_position(self):
        self.open("?moves=F%5Ec3c6+F%5Eh3h6")
        row = self.driver.find_element(By.CSS_SELECTOR, "#games-table tbody tr")
        game, ply = row.get_attribute("data-game"), row.get_attribute("data-ply")
        self.assertEqual("2", ply)
        self.open_row(row)
        query = parse_qs(urlparse(self.driver.current_url).query)
        self.assertEqual([game], query["game"])
        self.assertEqual(["2"], query["ply"])
        self.assertTrue(self.driver.find_element(By.ID, "game-panel").is_displayed())
        self.assertFalse(self.driver.find_element(By.ID, "explore-panel").is_displayed())
        self.assertTrue(self.driver.find_element(By.ID, "counter").text.startswith("ply 2 of "))
        self.assertEqual("F^h3h6", self.driver.find_element(By.CSS_SELECTOR, "#line button.current").text)
        self.assertEqual("f^", self.piece_on("h6"))
        self.screenshot("explorer-game-1280x800.png")
        self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        WebDriverWait(self.driver, 5).until(
            lambda d: d.find_element(By.ID, "counter").text.startswith("ply 3 of "))
        self.doing(lambda: self.driver.find_element(By.ID, "close-game").click())
        self.assertTrue(self.driver.find_element(By.ID, "explore-panel").is_displayed())
        self.assertEqual("F^c3c6 F^h3h6", self.moves_in_address())

    def test_a_pasted_position_text_is_explored(self):
        self.open("?moves=F%5Ec3c6+F%5Eh3h6")
        text = self.driver.find_element(By.ID, "position").get_attribute("value")
        totals = self.driver.find_element(By.ID, "totals").text
        self.open()
        self.driver.find_element(By.ID, "paste").send_keys(text)
        self.doing(lambda: self.driver.find_element(By.CSS_SELECTOR, "#paste-form button").click())
        self.assertEqual(text, self.driver.find_element(By.ID, "position").get_attribute("value"))
        self.assertEqual(totals, self.driver.find_element(By.ID, "totals").text)
        self.assertEqual([text], parse_qs(urlparse(self.driver.current_url).query)["position"])

    def test_an_origination_asks_for_the_origin_space(self):
        self.open("?moves=F%5Ec3c6+F%5Eh3h6+Fd3d4+Fg3g4")
        self.click_space("d2")
        self.assertIn("e3", self.marked("target"))
        self.click_space("e3")
        self.assertEqual(["c3", "d3"], self.marked("origin"))
        self.assertTrue(self.driver.find_element(By.ID, "status").text.startswith("Choose the origin space"))
        self.doing(lambda: self.click_space("d3"))
        self.assertEqual("F^c3c6 F^h3h6 Fd3d4 Fg3g4 Md2e3od3", self.moves_in_address())
        self.assertEqual("F", self.piece_on("d3"))
        self.assertEqual("M", self.piece_on("e3"))

    def test_filters_are_kept_in_the_address_and_can_be_cleared(self):
        self.open()
        self.driver.find_element(By.ID, "filters-panel").click()
        self.driver.find_element(By.NAME, "player").send_keys("Nobody At All")
        self.doing(lambda: self.driver.find_element(By.CSS_SELECTOR, "#filters button[type=submit]").click())
        self.assertEqual(["Nobody At All"], parse_qs(urlparse(self.driver.current_url).query)["player"])
        notice = self.driver.find_element(By.ID, "no-games")
        self.assertTrue(notice.is_displayed())
        self.assertEqual("No games match these filters at this position.",
                         self.driver.find_element(By.ID, "no-games-text").text)
        self.doing(lambda: self.driver.find_element(By.ID, "no-games-clear").click())
        self.assertNotIn("player", parse_qs(urlparse(self.driver.current_url).query))
        self.assertFalse(notice.is_displayed())

    def test_hostile_tags_show_as_text(self):
        self.open("?moves=F%5Ec3c5+F%5Eh3h5")
        rows = self.driver.find_elements(By.CSS_SELECTOR, "#games-table tbody tr")
        cells = [[td.get_attribute("textContent") for td in r.find_elements(By.TAG_NAME, "td")] for r in rows]
        hostile = [c for c in cells if c[3] == HOSTILE_EVENT]
        self.assertEqual(1, len(hostile), cells)
        self.assertEqual(HOSTILE_LIGHT, hostile[0][1])
        self.assertEqual(0, len(self.driver.find_elements(By.TAG_NAME, "img")))
        self.assertEqual(1, len(self.driver.find_elements(By.TAG_NAME, "script")))
        row = rows[[c[3] for c in cells].index(HOSTILE_EVENT)]
        self.open_row(row)
        values = [td.get_attribute("textContent") for td in
                  self.driver.find_elements(By.CSS_SELECTOR, "#game-tags td")]
        self.assertIn(HOSTILE_EVENT, values)
        self.assertIn(HOSTILE_LIGHT, values)
        self.assertIn(HOSTILE_LIGHT, self.driver.find_element(By.ID, "game-title").text)
        self.assertEqual(0, len(self.driver.find_elements(By.TAG_NAME, "img")))
        self.doing(lambda: self.driver.find_element(By.ID, "back").click())
        self.assertEqual(HOSTILE_EVENT, self.driver.find_element(By.ID, "game-comment").text)
        self.assertEqual(1, len(self.driver.find_elements(By.TAG_NAME, "script")))

    def test_a_game_shows_its_annotations_and_steps_into_a_variation(self):
        game = self.api("/api/games?event=Study+evening")["rows"][0]["id"]
        self.open("?game=%d&ply=1" % game)
        comment = self.driver.find_element(By.ID, "game-comment")
        self.assertEqual("Unusual: the foot runs to the eighth cycle at once.", comment.text)
        self.assertEqual("Fb3b8!?", self.driver.find_element(By.CSS_SELECTOR, "#game-moves button.current").text)
        self.assertFalse(self.driver.find_element(By.ID, "main-line").is_displayed())
        # Into the variation (1. F^c3c5 ...) that replaces the move shown.
        first = self.driver.find_element(By.CSS_SELECTOR, "#game-moves .variation button")
        self.assertEqual("F^c3c5", first.text)
        step = first.get_attribute("data-step")
        self.doing(first.click)
        self.assertEqual([step], self.query()["ply"])
        self.assertEqual("F^", self.piece_on("c5"))
        self.assertIsNone(self.piece_on("b8"))
        self.assertEqual("variation, ply 1", self.driver.find_element(By.ID, "counter").text)
        self.assertEqual("is the quiet main road", comment.text)
        self.assertTrue(self.driver.find_element(By.ID, "main-line").is_displayed())
        self.doing(lambda: self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT))
        self.assertEqual("f^", self.piece_on("h5"))
        self.assertEqual("F^h3h5", self.driver.find_element(By.CSS_SELECTOR, "#game-moves button.current").text)
        self.screenshot("explorer-variation-1280x800.png")
        self.set_viewport(800, 600)
        self.screenshot("explorer-variation-800x600.png")
        self.set_viewport(1280, 800)
        # Back to the main line: the move the variation replaces.
        self.doing(lambda: self.driver.find_element(By.ID, "main-line").click())
        self.assertEqual(["1"], self.query()["ply"])
        self.assertEqual("F", self.piece_on("b8"))
        # Explore from the variation's position: its moves are the line.
        self.doing(lambda: self.driver.find_element(By.CSS_SELECTOR, "#game-moves .variation button").click())
        self.doing(lambda: self.driver.find_element(By.ID, "explore-here").click())
        self.assertEqual("F^c3c5", self.moves_in_address())

    def test_a_players_page_from_a_name_in_the_list(self):
        self.open("?moves=F%5Ec3c6+F%5Eh3h6")
        name_button = self.driver.find_element(By.CSS_SELECTOR, "#games-table tbody tr td.player button")
        name = name_button.text
        self.doing(name_button.click)
        self.assertEqual(["player"], self.query()["view"])
        self.assertEqual([name], self.query()["name"])
        self.assertTrue(self.driver.find_element(By.ID, "player-panel").is_displayed())
        self.assertFalse(self.driver.find_element(By.ID, "games-table").is_displayed())
        self.assertEqual(name, self.driver.find_element(By.ID, "player-title").text)
        answer = self.api("/api/player?name=" + quote(name))
        record = answer["record"]
        rating = self.driver.find_element(By.ID, "player-rating").text
        if answer["rating"]["rating"] is None:
            self.assertEqual("No rating: " + answer["rating"]["status"], rating)
        else:
            self.assertTrue(rating.startswith("Rating %d " % round(answer["rating"]["rating"])), rating)
        rows = self.driver.find_elements(By.CSS_SELECTOR, "#player-record tbody tr")
        self.assertEqual(["As light", "As dark", "Total"],
                         [r.find_element(By.TAG_NAME, "th").text for r in rows])
        self.assertEqual(str(record["games"]), rows[2].find_elements(By.TAG_NAME, "td")[0].text)
        opponents = self.driver.find_elements(By.CSS_SELECTOR, "#player-opponents tbody tr")
        self.assertGreater(len(opponents), 0)
        self.screenshot("explorer-player-1280x800.png")
        other = opponents[0].get_attribute("data-opponent")
        self.doing(opponents[0].click)
        self.assertEqual(other, self.driver.find_element(By.ID, "player-title").text)
        self.doing(self.driver.back)
        self.assertEqual(name, self.driver.find_element(By.ID, "player-title").text)
        self.doing(lambda: self.driver.find_element(By.ID, "only-player").click())
        self.assertEqual([name], self.query()["player"])
        self.assertTrue(self.driver.find_element(By.ID, "explore-panel").is_displayed())

    def test_head_to_head_from_the_players_page_lists_the_games_between_the_two(self):
        self.open("?view=events")
        self.doing(lambda: self.driver.find_element(
            By.CSS_SELECTOR, '#events-table tbody tr[data-event="%s"]' % ROUND_ROBIN_EVENT).click())
        name_button = self.driver.find_element(By.CSS_SELECTOR, "#event-table tbody td.player button")
        name = name_button.text
        self.doing(name_button.click)
        opponent_row = self.driver.find_elements(By.CSS_SELECTOR, "#player-opponents tbody tr")[0]
        opponent = opponent_row.get_attribute("data-opponent")
        games = int(opponent_row.find_elements(By.TAG_NAME, "td")[1].text)
        self.doing(lambda: opponent_row.find_element(By.CSS_SELECTOR, "button.head-to-head").click())
        self.assertEqual([name], self.query()["player"])
        self.assertEqual([opponent], self.query()["opponent"])
        self.assertTrue(self.driver.find_element(By.ID, "explore-panel").is_displayed())
        rows = self.driver.find_elements(By.CSS_SELECTOR, "#games-table tbody tr")
        self.assertEqual(games, len(rows))
        for row in rows:
            names = {b.text for b in row.find_elements(By.CSS_SELECTOR, "td.player button")}
            self.assertEqual({name, opponent}, names)
        self.assertEqual(opponent, self.driver.find_element(By.NAME, "opponent").get_attribute("value"))

    def test_an_events_crosstable_from_an_event_in_the_games_list(self):
        self.open("?event=" + quote(ROUND_ROBIN_EVENT))
        event_button = self.driver.find_element(By.CSS_SELECTOR, "#games-table tbody tr td.event button")
        self.assertEqual(ROUND_ROBIN_EVENT, event_button.text)
        self.doing(event_button.click)
        self.assertEqual(["event"], self.query()["view"])
        self.assertEqual([ROUND_ROBIN_EVENT], self.query()["name"])
        self.assertTrue(self.driver.find_element(By.ID, "event-panel").is_displayed())
        self.assertFalse(self.driver.find_element(By.ID, "games-table").is_displayed())
        self.assertEqual(ROUND_ROBIN_EVENT, self.driver.find_element(By.ID, "event-title").text)
        answer = self.api("/api/event?event=" + quote(ROUND_ROBIN_EVENT))
        self.assertEqual("grid", answer["layout"])
        head = [th.text for th in self.driver.find_elements(By.CSS_SELECTOR, "#event-table thead th")]
        self.assertEqual(list(answer["crosstable"][0].keys()), head)
        self.assertEqual(answer["columns"], head)
        rows = self.driver.find_elements(By.CSS_SELECTOR, "#event-table tbody tr")
        self.assertEqual(len(answer["crosstable"]), len(rows))
        for row, expected in zip(rows, answer["crosstable"]):
            self.assertEqual(expected["player"], row.find_element(By.CSS_SELECTOR, "td.player button").text)
        picture = self.driver.find_element(By.ID, "event-picture").get_attribute("href")
        with urlopen(picture) as svg:
            self.assertIn("image/svg+xml", svg.headers["Content-Type"])
            self.assertIn(ROUND_ROBIN_EVENT, svg.read().decode("utf-8"))
        self.screenshot("explorer-event-1280x800.png")
        self.set_viewport(800, 600)
        self.screenshot("explorer-event-800x600.png")
        self.set_viewport(1280, 800)
        first = answer["crosstable"][0]["player"]
        self.doing(lambda: rows[0].find_element(By.CSS_SELECTOR, "td.player button").click())
        self.assertEqual(first, self.driver.find_element(By.ID, "player-title").text)
        self.doing(self.driver.back)
        self.doing(lambda: self.driver.find_element(By.CSS_SELECTOR, "#event-panel button.to-events").click())
        self.assertEqual(["events"], self.query()["view"])
        listed = [r.get_attribute("data-event") for r in
                  self.driver.find_elements(By.CSS_SELECTOR, "#events-table tbody tr")]
        # The filters stay: the list is of the events they keep.
        self.assertEqual([ROUND_ROBIN_EVENT], listed)
        self.open("?view=events")
        listed = [r.get_attribute("data-event") for r in
                  self.driver.find_elements(By.CSS_SELECTOR, "#events-table tbody tr")]
        self.assertEqual([e["event"] for e in self.api("/api/events")["events"]], listed)
        self.assertIn(ROUND_ROBIN_EVENT, listed)
        self.screenshot("explorer-events-1280x800.png")
        self.set_viewport(800, 600)
        self.screenshot("explorer-events-800x600.png")

    def test_the_statistics_chart_of_the_filtered_games(self):
        self.open("?result=1-0")
        self.doing(lambda: self.driver.find_element(By.ID, "show-stats").click())
        self.assertEqual(["stats"], self.query()["view"])
        chart = self.driver.find_element(By.ID, "stats-chart")
        self.assertEqual("/api/stats.svg?result=1-0", chart.get_attribute("src")[len(self.base) - 1:])
        WebDriverWait(self.driver, 10).until(
            lambda d: d.execute_script("return document.getElementById('stats-chart').naturalWidth > 0;"))
        self.screenshot("explorer-stats-1280x800.png")
        self.set_viewport(800, 600)
        self.screenshot("explorer-stats-800x600.png")

    def test_an_illegal_move_in_the_address_is_explained(self):
        self.open("?moves=F%5Ec3c6+Fa3a9")
        error = self.driver.find_element(By.ID, "error")
        self.assertTrue(error.is_displayed())
        self.assertEqual("moves, character 8: ply 2: Fa3a9: the light foot on a3 is light's, but it is dark's "
                         "turn [side-to-move]", error.text)
        # The page shows the start instead, ready to play.
        self.assertEqual("F^", self.piece_on("c3"))
        self.assertEqual("", self.moves_in_address())
        # The browser reports the refused request itself; nothing else is logged.
        entries = self.driver.get_log("browser")
        self.assertTrue(all("400" in e["message"] for e in entries), entries)


def main():
    global ARGS
    parser = argparse.ArgumentParser()
    parser.add_argument("--adomoc", required=True)
    parser.add_argument("--samples", required=True)
    parser.add_argument("--artefacts", required=True)
    ARGS, rest = parser.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == "__main__":
    main()
