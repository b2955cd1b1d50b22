#!/usr/bin/env python3
"""Tests/web/demo_in_chromium.py [--wasm-dir DIR] [--screenshots DIR] — the web demo
(examples/web) in headless Chromium, driven by real input: touches through the DevTools
protocol (Input.dispatchTouchEvent, which the page receives as touch pointer events) and
keys through WebDriver. It reads the engine's frames and the elements' rendered
positions from the page and checks:

  - the container presents and settles where the engine says, and the element is drawn
    there (its rendered top equals the frame's top within 0.5 px);
  - a drag moves the element 1:1 under the finger at every step, and a slow release
    settles it back; pages swap in place with the height following; a pushed sheet makes
    the container recede, and Escape dismisses it;
  - in the maps scenario the up arrow on the grabber expands and Escape lowers; a fling
    up reaches the full detent; the mouse wheel raises the sheet and scrolls the list; at full a drag up scrolls
    the list, and one drag down scrolls it back to its top and then moves the sheet;
  - a tap on the dimmed backdrop dismisses the container; Escape dismisses the panel;
  - emulated prefers-reduced-motion: reduce turns the presentation into a cross-fade in
    place, followed live both ways;
  - a viewport resize (rotation) keeps the detent;
  - the JavaScript animator presents a sheet;
  - the README's example (examples/web/minimal.html) presents a sheet that a fling takes
    to the top, and a mouse flings it back;
  - the binding's random call sequences (bindings/web/tests/random-calls.js) hold their
    invariants in Chromium too;
  - nothing is loaded from anywhere but the local server, and the page is cross-origin
    isolated;
  - the console shows no errors.

Serves the page itself (scripts/serve-web.py on a free port). Needs Chromium, its
WebDriver (Debian's chromium and chromium-driver) and Selenium (PyPI); exits 77 (skipped)
with a message when they cannot be found, 1 on a failure."""

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SKIP = 77

failures = []


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if not ok:
        failures.append(what)


def near(a, b, tolerance=0.5):
    return a is not None and b is not None and abs(a - b) <= tolerance


def find_browser():
    try:
        from selenium import webdriver  # noqa: F401
    except ImportError:
        return None, "Selenium is not installed (python3 -m pip install selenium)"
    chromium = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
    driver = shutil.which("chromedriver") or ("/usr/lib/chromium/chromedriver" if os.path.exists("/usr/lib/chromium/chromedriver") else None)
    if not chromium or not driver:
        return None, "Chromium or chromedriver not found (Debian: apt-get install chromium chromium-driver)"
    return (chromium, driver), None


class Page:
    def __init__(self, driver):
        self.d = driver

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def after_frames(self, count=2):
        """Waits for `count` animation frames, so the page has drawn what came before."""
        self.d.execute_async_script(
            "const done = arguments[arguments.length - 1]; let n = arguments[0];"
            "const step = () => (--n > 0 ? requestAnimationFrame(step) : done());"
            "requestAnimationFrame(step);", count)

    def touch(self, kind, x=None, y=None):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        self.d.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def tap(self, x, y):
        self.touch("touchStart", x, y)
        self.touch("touchEnd")

    def tap_element(self, css):
        r = self.js("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                    "return [r.left + r.width / 2, r.top + r.height / 2];", css)
        self.tap(r[0], r[1])

    def state(self, name):
        """The named sheet of the scene: its last rendered frame and its element's top."""
        return self.js(
            "const s = sheetDemo.scene.sheets[arguments[0]]; if (!s) return null;"
            "const f = s.current; const r = s.element.getBoundingClientRect();"
            "return { state: f.state, detent: f.detent, top: f.top, opacity: f.opacity,"
            "  contentOffset: f.contentOffset, renderedTop: s.element.hidden ? null : r.top,"
            "  renderedOpacity: Number(getComputedStyle(s.element).opacity),"
            "  modal: s.element.getAttribute('aria-modal'), value: s.grabber?.getAttribute('aria-valuetext') };",
            name)

    def rest(self, timeout=5.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.js("return !sheetDemo.engine.isAnimating && !sheetDemo.host.pointer"):
                self.after_frames(2)
                return True
            time.sleep(0.03)
        return False

    def show(self, scene):
        self.tap_element(f'[data-scenario="{scene}"]')
        self.after_frames(2)
        return self.js("return sheetDemo.sceneName") == scene


def drag_checked(page, name, x, y0, dys, pause=0.15, follows=True):
    """Drags sheet `name` from (x, y0) through y0 + each of dys; after each step checks
    that the element is drawn at the frame's top and (follows) that the frame's top
    moved with the finger."""
    start = page.state(name)["top"]
    page.touch("touchStart", x, y0)
    page.after_frames(1)
    ok_follow = ok_drawn = True
    for dy in dys:
        page.touch("touchMove", x, y0 + dy)
        page.after_frames(2)
        s = page.state(name)
        if follows and not near(s["top"], start + dy, 1e-6):
            ok_follow = False
            print(f"      step {dy}: frame top {s['top']}, finger says {start + dy}")
        if not near(s["renderedTop"], s["top"]):
            ok_drawn = False
            print(f"      step {dy}: drawn at {s['renderedTop']}, frame top {s['top']}")
    time.sleep(pause)
    page.touch("touchEnd")
    return ok_follow, ok_drawn


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wasm-dir", default=str(ROOT / "build" / "wasm32"))
    parser.add_argument("--screenshots", default=None)
    args = parser.parse_args()

    found, why = find_browser()
    if not found:
        print(f"SKIPPED: {why}")
        return SKIP
    chromium, chromedriver = found
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve-web.py"), "--port", "0",
                               "--wasm-dir", args.wasm_dir], stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "SHEET_SERVE_QUIET": "1"})
    driver = None
    try:
        url = server.stdout.readline().strip()
        if not url.startswith("http://127.0.0.1:"):
            print(f"FAIL  the server printed {url!r}, not its URL")
            return 1
        options = webdriver.ChromeOptions()
        options.binary_location = chromium
        for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                  "--disable-extensions", "--no-first-run"):
            options.add_argument(a)
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2, "touch": True}})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        driver = webdriver.Chrome(service=Service(chromedriver), options=options)
        driver.set_script_timeout(10)
        page = Page(driver)
        shots = Path(args.screenshots) if args.screenshots else None
        if shots:
            shots.mkdir(parents=True, exist_ok=True)

        def shot(name):
            if shots:
                driver.save_screenshot(str(shots / f"{name}.png"))

        driver.get(url)
        end = time.monotonic() + 10
        while time.monotonic() < end and page.js("return document.documentElement.dataset.ready") != "true":
            time.sleep(0.05)
        check(page.js("return document.documentElement.dataset.ready") == "true", f"the page loads from {url}")
        check(page.js("return [innerWidth, innerHeight]") == [390, 844], "a 390 x 844 viewport")
        outside = page.js("return performance.getEntriesByType('resource').map((e) => e.name)"
                          ".filter((name) => new URL(name).origin !== location.origin)")
        check(outside == [], f"nothing loaded from outside 127.0.0.1 {outside}")
        check(page.js("return crossOriginIsolated") is True, "cross-origin isolated (COOP/COEP)")

        # ---- container: present, drag 1:1, settle back, backdrop tap ----
        page.tap_element("#open-container")
        check(page.rest(), "the container comes to rest")
        s = page.state("container")
        check(s["state"] == "resting" and s["detent"] == 0, f"resting at its detent ({s['state']}, {s['detent']})")
        check(near(s["renderedTop"], s["top"]), f"drawn at the frame's top ({s['renderedTop']} vs {s['top']})")
        check(s["modal"] == "true" and s["value"] == "detent 1 of 1", f"a modal dialog, value {s['value']!r}")
        check(page.js("return document.activeElement === sheetDemo.scene.sheets.container.grabber"), "focus moved into the sheet")
        shot("container")
        top0 = s["top"]
        page.touch("touchStart", 195, top0 + 60)
        page.touch("touchMove", 195, top0 + 64)
        page.after_frames(2)
        check(page.state("container")["top"] == top0, "inside the touch slop the sheet does not move")
        page.touch("touchEnd")
        page.rest()
        follow, drawn = drag_checked(page, "container", 195, top0 + 60, [12, 20, 40, 70, 100, 140])
        check(follow, "a drag moves the sheet 1:1 with the finger at every step")
        check(drawn, "the element is drawn at the frame's top at every step")
        check(page.rest(), "a slow release comes to rest")
        check(near(page.state("container")["top"], top0, 1e-6), "and settles back to its detent")
        # Pages swap in place and the fitted height follows; a sheet pushed over it recedes.
        page.tap_element("#page-next")
        check(page.rest(), "the next page comes to rest")
        s2 = page.js("const f = sheetDemo.scene.sheets.container.current; return [f.contentId, f.top];")
        check(s2[0] == 2 and s2[1] > top0 + 50, f"page 2 swapped in, the sheet lower for its shorter page (top {s2[1]})")
        page.tap_element("#page-previous")
        page.rest()
        check(near(page.state("container")["top"], top0, 1e-6), "back on page 1 at the first height")
        page.tap_element("#open-details")
        check(page.rest(), "the pushed details sheet comes to rest")
        scale = page.js("return sheetDemo.scene.sheets.container.current.scale")
        check(page.state("details")["state"] == "resting" and 0.8 < scale < 1, f"the container recedes below it (scale {scale:.3f})")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        page.rest()
        check(page.state("details")["state"] == "hidden" and page.state("container")["state"] == "resting",
              "Escape dismisses the details sheet and leaves the container")
        check(page.js("return sheetDemo.scene.sheets.container.current.scale") == 1, "which comes back to full size")
        page.tap(195, 40)
        check(page.rest(), "a tap on the backdrop ...")
        s = page.state("container")
        check(s["state"] == "hidden" and s["renderedTop"] is None, f"... dismisses the container ({s['state']})")
        check(page.js("return document.activeElement.id") == "open-container", "focus went back to the button")

        # ---- maps: fling up, scroll, hand-off ----
        check(page.show("maps"), "the maps scenario")
        check(page.rest(), "the maps sheet comes to rest")
        s = page.state("maps")
        check(near(s["top"], 644, 1e-6) and s["modal"] == "false", f"at the 200-point peek, not modal ({s['top']}, {s['modal']})")
        check(page.js("return document.activeElement === sheetDemo.scene.sheets.maps.grabber"), "focus on its grabber")
        ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
        page.rest()
        s = page.state("maps")
        check(s["detent"] == 1 and s["value"] == "detent 2 of 2", f"the up arrow expands it ({s['detent']}, {s['value']!r})")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        page.rest()
        check(page.state("maps")["detent"] == 0, "Escape lowers it back: it cannot be dismissed")
        safe_top = page.js("return sheetDemo.engine.viewport.safeTop")
        full_top = 844 - 0.9 * (844 - safe_top)
        # A quick drag up that ends past the middle of the two detents: it reaches full
        # by the sheet's position whatever speed a loaded machine gives the events.
        page.touch("touchStart", 195, 700)
        for y in (680, 640, 590, 530, 460, 380, 330):
            page.touch("touchMove", 195, y)
            time.sleep(0.012)
        page.touch("touchEnd")
        check(page.rest(), "a quick drag up comes to rest")
        s = page.state("maps")
        check(s["detent"] == 1 and near(s["top"], full_top, 1e-6), f"at the full detent, top {s['top']:.2f}")
        check(near(s["renderedTop"], full_top), "drawn there")
        check(s["modal"] == "true", "modal now that it dims")
        shot("maps")
        drag_checked(page, "maps", 195, 600, [-20, -60, -120, -200], follows=False)
        page.rest()
        s = page.state("maps")
        check(near(s["top"], full_top, 1e-6) and s["contentOffset"] > 150,
              f"at full a drag up scrolls the list (offset {s['contentOffset']:.1f}), the sheet stays")
        offset = s["contentOffset"]
        page.touch("touchStart", 195, 300)
        y = 300
        for _ in range(int(offset / 20) + 8):
            y += 20
            page.touch("touchMove", 195, y)
        page.after_frames(2)
        s = page.state("maps")
        check(s["contentOffset"] == 0 and s["top"] > full_top + 60,
              f"one drag down scrolls the list to its top, then moves the sheet (offset {s['contentOffset']}, top {s['top']:.1f})")
        check(near(s["renderedTop"], s["top"]), "drawn at the frame's top mid-gesture")
        time.sleep(0.15)
        page.touch("touchEnd")
        page.rest()
        s = page.state("maps")
        check(s["detent"] == 1, f"released near the top, it goes back to full (top {s['top']:.1f})")
        page.tap(195, 40)
        page.rest()
        s = page.state("maps")
        check(s["detent"] == 0 and near(s["top"], 644, 1e-6), f"a tap on the dimmed map collapses it to the peek ({s['top']})")
        # The mouse wheel over the sheet is played to the engine as a drag: up to full,
        # then the list scrolls.
        for _ in range(16):   # Chromium hands the page half of each delta here: 800 points
            driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": 195, "y": 700, "deltaX": 0, "deltaY": 100})
            time.sleep(0.02)
        check(page.rest(), "a turn of the wheel comes to rest")
        s = page.state("maps")
        check(s["detent"] == 1 and s["contentOffset"] > 0, f"the wheel raised the sheet to full and scrolled the list ({s['detent']}, {s['contentOffset']:.0f})")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        page.rest()

        # ---- panel: Escape; reduced motion ----
        check(page.show("panel"), "the panel scenario")
        page.tap_element("#open-panel")
        check(page.rest(), "the panel comes to rest")
        check(near(page.state("panel")["top"], 354, 1e-6), f"the 490-point panel rests at top {page.state('panel')['top']}")
        shot("panel")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        check(page.rest(), "after Escape ...")
        check(page.state("panel")["state"] == "hidden", "... the panel is dismissed")

        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        page.after_frames(2)
        check(page.js("return document.getElementById('reduce-motion').checked && sheetDemo.host.reduceMotionQuery.matches"),
              "prefers-reduced-motion: reduce is followed live")
        page.tap_element("#open-panel")
        tops, opacities = [], []
        for _ in range(6):
            page.after_frames(1)
            s = page.state("panel")
            tops.append(s["top"])
            opacities.append(s["renderedOpacity"])
        check(all(near(t, 354, 1e-6) for t in tops), f"the presentation stays in place ({tops})")
        check(any(0 < o < 1 for o in opacities), f"and cross-fades ({[round(o, 2) for o in opacities]})")
        page.rest()
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        page.rest()
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "no-preference"}]})
        page.after_frames(2)
        check(not page.js("return document.getElementById('reduce-motion').checked"), "and switched back live")

        # ---- rotation keeps the detent ----
        check(page.show("maps"), "the maps scenario again")
        page.rest()
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 844, "height": 390, "deviceScaleFactor": 2, "mobile": True})
        page.after_frames(3)
        page.rest()
        s = page.state("maps")
        check(s["detent"] == 0 and near(s["top"], 390 - 200, 1e-6) and near(s["renderedTop"], 190),
              f"rotated to 844 x 390 the sheet keeps its detent (detent {s['detent']}, top {s['top']})")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        page.after_frames(3)
        page.rest()

        # ---- the JavaScript animator ----
        check(page.show("transitions"), "the transitions scenario")
        page.tap_element('[data-animator="demo.swing"]')
        check(page.rest(), "the JavaScript animator's presentation comes to rest")
        s = page.state("gallery")
        check(s["state"] == "resting" and near(s["top"], 844 - 390, 1e-6), f"the sheet arrived ({s['state']}, {s['top']})")
        names = page.js("return sheetDemo.engine.animators.map(a => a.name)")
        check("demo.swing" in names and not page.js("return sheetDemo.engine.animatorErrors.length"),
              "registered at run time, and it did not fail")
        shot("transitions")

        # ---- the README's example: examples/web/minimal.html (Tests/docs checks the text) ----
        driver.get(url + "minimal.html")

        def settled_top():
            last, still = None, 0
            end = time.monotonic() + 5
            while time.monotonic() < end and still < 5:
                page.after_frames(1)
                top = page.js("return document.querySelector('#sheet').getBoundingClientRect().top")
                still = still + 1 if top == last else 0
                last = top
            return last

        check(near(settled_top(), 422), "the README's sheet presents at half height")
        page.touch("touchStart", 195, 600)
        for y in (580, 540, 490, 430, 360):
            page.touch("touchMove", 195, y)
            time.sleep(0.012)
        page.touch("touchEnd")
        check(near(settled_top(), 0), "and a fling takes it to the top")
        # A mouse, through WebDriver's pointer actions: a quick drag down flings it back.
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.mouse_button import MouseButton
        mouse = ActionBuilder(driver, duration=10)
        mouse.pointer_action.move_to_location(195, 100).pointer_down(MouseButton.LEFT)
        for y in range(140, 420, 40):
            mouse.pointer_action.move_to_location(195, y)
        mouse.pointer_action.pointer_up(MouseButton.LEFT)
        mouse.perform()
        check(near(settled_top(), 422), "a mouse flings it back down to half height")

        # ---- the binding's random call sequences, in this browser ----
        driver.get(url + "random-calls.html")
        result = None
        end = time.monotonic() + 30
        while time.monotonic() < end and result is None:
            time.sleep(0.1)
            result = page.js("return window.randomCallsResult ?? null")
        check(bool(result) and result.get("ok"), f"random call sequences through the binding in Chromium: {result}")

        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        check(not errors, f"no console errors {errors}")
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        server.wait(timeout=5)
    print(f"{'FAILED' if failures else 'PASSED'}: {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
