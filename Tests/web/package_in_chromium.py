#!/usr/bin/env python3
"""Tests/web/package_in_chromium.py [--wasm-dir DIR] — the npm package in a page, as a
web developer uses it: scripts/package-npm packs it, `npm install --offline` installs the
tarball into a fresh project, and pages of that project (served from it by
scripts/serve-web.py --root, under the strict Content-Security-Policy) import it from
node_modules. Checks that:

  - a page that uses the element loads the element's bundle and libsheet.wasm beside it,
    nothing else of the package (no source map, no second module);
  - the element presents a sheet, a drag moves it to its upper detent and a fling down
    dismisses it, with their events, as drawn;
  - an error of the binding inside the bundle reaches the page under its own name;
  - a page that uses the binding loads its bundle alone and runs a sheet to 445.5;
  - the console stays clean.

Exits 77 (skipped) when Chromium, chromedriver or Selenium are missing, 1 on a failure."""

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from chromium import argument_parser, check, near, pack, run

ELEMENT_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>libsheet-sheet from npm</title>
  <link rel="icon" href="icon.svg">
  <script type="module" src="element.js"></script>
</head>
<body>
  <libsheet-sheet id="sheet" detents="300 700" label="From npm"><p>Installed from the tarball.</p></libsheet-sheet>
</body>
</html>
"""

# The events the element sends, recorded in order, and the sheet shown once defined.
ELEMENT_SCRIPT = """import { EVENTS, registerAnimator } from './node_modules/libsheet/element/libsheet-sheet.js';

window.log = [];
for (const type of Object.values(EVENTS)) {
  if (type === EVENTS.position) continue;
  document.addEventListener(type, (event) => window.log.push([type, event.detail.detent ?? null, event.detail.reason ?? null]));
}
window.registerBad = () => {
  try {
    registerAnimator('bad', { params: [{ name: 'a', default: NaN, min: 0, max: 1 }], create() {} });
    return 'accepted';
  } catch (error) {
    return `${error.name}: ${error.message}`;
  }
};
window.shown = await document.querySelector('libsheet-sheet').show();
"""

BINDING_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>libsheet from npm</title>
  <link rel="icon" href="icon.svg">
  <script type="module" src="binding.js"></script>
</head>
<body></body>
</html>
"""

BINDING_SCRIPT = """import { Sheet } from './node_modules/libsheet/sheet.js';

const engine = await Sheet.load();
engine.setViewport(390, 844, 47, 34);
const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }] });
sheet.present(0, 0);
engine.runUntilIdle(0);
window.bindingTop = sheet.frame().top;
"""

RESOURCES = "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"


def prepare(project, wasm):
    """Packs the package and installs it into `project`, with its pages."""
    tarball = pack(wasm, project.parent)
    project.mkdir()
    (project / "package.json").write_text('{ "name": "scratch", "private": true, "type": "module" }\n')
    subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--no-update-notifier", "--loglevel=error",
                    "--cache", str(project.parent / "npm-cache"), str(tarball)], cwd=project, check=True, capture_output=True)
    for name, text in (("element.html", ELEMENT_PAGE), ("element.js", ELEMENT_SCRIPT),
                       ("binding.html", BINDING_PAGE), ("binding.js", BINDING_SCRIPT)):
        (project / name).write_text(text)
    (project / "icon.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n')


def main(session):
    driver, page = session.driver, session.page
    package = "/csp/node_modules/libsheet/"

    def drag(x, y0, y1, steps, pause):
        page.touch("touchStart", x, y0)
        for i in range(1, steps + 1):
            page.touch("touchMove", x, y0 + (y1 - y0) * i / steps)
            time.sleep(0.016)
        time.sleep(pause)
        page.touch("touchEnd")

    def log():
        return [tuple(entry) for entry in page.js("return window.log")]

    # ---- the element ----
    driver.get(session.url + "csp/element.html")
    check(page.wait_for("window.shown") is True, "the element from node_modules presents, under the strict CSP")
    page.rest()
    s = page.sheet("#sheet")
    check(s["state"] == "resting" and near(s["top"], 544, 1e-6) and near(s["renderedTop"], 544),
          f"at its 300-point detent, drawn there (top {s['top']}, drawn {s['renderedTop']})")
    loaded = [p for p in page.js(RESOURCES) if p.startswith(package)]
    check(loaded == [package + "element/libsheet-sheet.js", package + "libsheet.wasm"],
          f"the page loaded the element's bundle and libsheet.wasm beside it, nothing else of the package {loaded}")

    page.js("window.log = []")
    drag(195, 560, 250, steps=12, pause=0.15)
    page.rest()
    s = page.sheet("#sheet")
    check(s["detent"] == 1 and near(s["top"], 144, 1e-6) and near(s["renderedTop"], 144),
          f"a slow drag up settles at the 700-point detent, drawn there (detent {s['detent']}, top {s['top']})")
    check(log() == [("sheet-drag-begin", 0, None), ("sheet-drag-end", 1, "drag"), ("sheet-detent-change", 1, None)],
          f"with sheet-drag-begin, sheet-drag-end and sheet-detent-change {log()}")

    page.js("window.log = []")
    drag(195, 160, 700, steps=4, pause=0)
    page.rest()
    s = page.sheet("#sheet")
    events = [entry for entry in log() if entry[0] in ("sheet-will-dismiss", "sheet-did-dismiss")]
    check(s["state"] == "hidden" and not s["open"], f"a fling down dismisses it ({s['state']})")
    check(events == [("sheet-will-dismiss", None, "fling"), ("sheet-did-dismiss", None, "fling")],
          f"with sheet-will-dismiss and sheet-did-dismiss, reason fling {events}")

    refused = page.js("return window.registerBad()")
    check(refused.startswith("InvalidArgument: ") and "default must be finite" in refused,
          f"the binding's refusal reaches the page under its own name ({refused!r})")
    session.check_console_clean()

    # ---- the binding ----
    driver.get(session.url + "csp/binding.html")
    check(page.wait_for("window.bindingTop") == 445.5, "the binding from node_modules runs a sheet to 445.5")
    loaded = [p for p in page.js(RESOURCES) if p.startswith(package)]
    check(loaded == [package + "sheet.js", package + "libsheet.wasm"],
          f"the page loaded the binding's bundle and libsheet.wasm beside it {loaded}")
    session.check_console_clean()


if __name__ == "__main__":
    parser = argument_parser()
    args = parser.parse_args()
    if not shutil.which("npm"):
        print("SKIPPED: npm not found (Debian: apt-get install npm)")
        sys.exit(77)
    with tempfile.TemporaryDirectory(prefix="libsheet-npm-page-") as scratch:
        project = Path(scratch) / "project"
        prepare(project, Path(args.wasm_dir) / "libsheet.wasm")
        sys.exit(run(main, ("--root", str(project))))
