"""Tests/web/chromium.py — what the browser tests share: headless Chromium at a phone's
size with touch, driven through WebDriver (Selenium) and the DevTools protocol; the
project's server (scripts/serve-web.py) on a free port; checks that print as they go.

A test script calls `run(main)`: main(session) gets a Session whose `page` drives the
browser and whose `url` is the server's; run() exits 77 (skipped) when Chromium,
chromedriver or Selenium are missing, 1 when a check failed. With --packaged, a test's
pages load the npm package's bundles in place of bindings/web's modules
(`served(args)`)."""

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
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


@contextlib.contextmanager
def serving(*arguments):
    """scripts/serve-web.py with `arguments` on a free port; yields its base URL
    (http://127.0.0.1:PORT/)."""
    server = subprocess.Popen([sys.executable, str(ROOT / "scripts" / "serve-web.py"), "--port", "0", *arguments],
                              stdout=subprocess.PIPE, text=True, env={**os.environ, "SHEET_SERVE_QUIET": "1"})
    try:
        line = server.stdout.readline().strip()
        if not line.startswith("http://127.0.0.1:"):
            raise RuntimeError(f"the server printed {line!r}, not its URL")
        yield line[:line.index("/", len("http://")) + 1]
    finally:
        server.terminate()
        server.wait(timeout=5)


class Page:
    """The browser's current page."""

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

    def center(self, css):
        return self.js("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                       "return [r.left + r.width / 2, r.top + r.height / 2];", css)

    def tap_element(self, css):
        x, y = self.center(css)
        self.tap(x, y)

    def key(self, key, shift=False):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys
        chain = ActionChains(self.d)
        if shift:
            chain = chain.key_down(Keys.SHIFT)
        chain = chain.send_keys(getattr(Keys, key) if hasattr(Keys, key) else key)
        if shift:
            chain = chain.key_up(Keys.SHIFT)
        chain.perform()

    def wait_for(self, script, timeout=10.0):
        """Polls `script` (a JavaScript expression) until it is truthy; returns its value."""
        end = time.monotonic() + timeout
        value = None
        while time.monotonic() < end:
            value = self.js(f"return {script}")
            if value:
                return value
            time.sleep(0.05)
        return value

    def rest(self, timeout=5.0):
        """Waits until the elements' shared frame loop has stopped: nothing moves and no
        finger is down."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.js("return !customElements.get('libsheet-sheet').loopStats.running"):
                self.after_frames(2)
                return True
            time.sleep(0.03)
        return False

    def sheet(self, css):
        """The <libsheet-sheet> at `css` as drawn: its position, its sheet part's rendered
        top, opacity and scale, aria-modal, the grabber's value, the scroller's offset."""
        return self.js("""
            const el = document.querySelector(arguments[0]); if (!el) return null;
            const root = el.shadowRoot, part = root.querySelector('[part~="sheet"]');
            const style = getComputedStyle(part), p = el.position;
            const hidden = root.querySelector('.layer').classList.contains('off');
            const scroller = el.querySelector('[data-sheet-scroll]');
            const shift = scroller && scroller.style.translate ? -parseFloat(scroller.style.translate.split(' ')[1]) : 0;
            return { state: p.state, detent: p.detent, top: p.top, progress: p.progress, open: el.open,
              detentProperty: el.detent, renderedTop: hidden ? null : part.getBoundingClientRect().top,
              renderedOpacity: Number(style.opacity), scale: new DOMMatrix(style.transform).a,
              modal: part.getAttribute('aria-modal'),
              value: root.querySelector('[part~="grabber"]').getAttribute('aria-valuetext'),
              contentOffset: scroller ? scroller.scrollTop + shift : null };""", css)

    def focus_in(self, css, part=None):
        """Whether focus is in the element at `css` (on its shadow `part`, if given)."""
        return self.js("""
            const el = document.querySelector(arguments[0]);
            if (arguments[1]) return document.activeElement === el
              && el.shadowRoot.activeElement === el.shadowRoot.querySelector(`[part~="${arguments[1]}"]`);
            return el.contains(document.activeElement) || document.activeElement === el;""", css, part)


class Session:
    def __init__(self, driver, url):
        self.driver = driver
        self.page = Page(driver)
        self.url = url

    def console_errors(self):
        """The console's errors since the last call."""
        return [e for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]

    def check_console_clean(self):
        errors = self.console_errors()
        check(not errors, f"no console errors {errors}")


def argument_parser():
    """The options every browser test takes: --wasm-dir, the build of libsheet.wasm, and
    --packaged, the npm package's bundles in place of bindings/web's modules."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--wasm-dir", default=str(ROOT / "build" / "wasm32"))
    parser.add_argument("--packaged", action="store_true",
                        help="scripts/package-npm packs the package with that libsheet.wasm; the pages load its bundles")
    return parser


def pack(wasm, scratch):
    """scripts/package-npm's tarball of the package shipping `wasm`, made in `scratch`."""
    made = subprocess.run([str(ROOT / "scripts" / "package-npm"), "--out", str(scratch / "dist"), "--wasm", str(wasm)],
                          capture_output=True, text=True)
    if made.returncode != 0:
        raise RuntimeError(f"scripts/package-npm failed:\n{made.stderr}")
    return Path(made.stdout.strip().splitlines()[-1])


@contextlib.contextmanager
def served(args):
    """The server's arguments for the options of argument_parser(); with --packaged, the
    package packed and unpacked into a scratch folder for the time of the test."""
    arguments = ["--wasm-dir", args.wasm_dir]
    if not args.packaged:
        yield arguments
        return
    with tempfile.TemporaryDirectory(prefix="libsheet-packaged-") as scratch:
        scratch = Path(scratch)
        (scratch / "unpacked").mkdir()
        subprocess.run(["tar", "-xzf", str(pack(Path(args.wasm_dir) / "libsheet.wasm", scratch)),
                        "-C", str(scratch / "unpacked")], check=True)
        print(f"the pages load the npm package's bundles ({scratch / 'unpacked' / 'package'})", flush=True)
        yield arguments + ["--package", str(scratch / "unpacked" / "package")]


def open_browser(chromium, chromedriver):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
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
    return driver


def run(main, server_arguments=()):
    """Runs main(session) against a fresh browser and server; returns the exit status."""
    found, why = find_browser()
    if not found:
        print(f"SKIPPED: {why}")
        return SKIP
    driver = None
    try:
        with serving(*server_arguments) as url:
            driver = open_browser(*found)
            main(Session(driver, url))
    finally:
        if driver is not None:
            driver.quit()
    print(f"{'FAILED' if failures else 'PASSED'}: {len(failures)} failure(s)")
    return 1 if failures else 0
