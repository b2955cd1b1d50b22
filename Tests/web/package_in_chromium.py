#!/usr/bin/env python3
"""Tests/web/package_in_chromium.py [--wasm-dir DIR] — the npm package in a page, as a
web developer uses it: scripts/package-npm packs it, `npm install --offline` installs the
tarball into a fresh project, and a page of that project (served from it by
scripts/serve-web.py --root, under the strict Content-Security-Policy) imports both entry
points from node_modules. Checks that the binding runs a sheet and the element presents
one, each on the libsheet.wasm beside the package's modules, that everything comes from
node_modules, and that the console stays clean.

Exits 77 (skipped) when Chromium, chromedriver or Selenium are missing, 1 on a failure."""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from chromium import ROOT, argument_parser, check, near, run

PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>libsheet from npm</title>
  <link rel="icon" href="icon.svg">
  <script type="module" src="page.js"></script>
</head>
<body>
  <libsheet-sheet detents="50%" label="From npm"><p>Installed from the tarball.</p></libsheet-sheet>
</body>
</html>
"""

SCRIPT = """import { Sheet } from './node_modules/libsheet/sheet.js';
import './node_modules/libsheet/element/libsheet-sheet.js';

const engine = await Sheet.load();
engine.setViewport(390, 844, 47, 34);
const sheet = engine.createSheet({ detents: [{ fraction: 0.5 }, { fraction: 1 }] });
sheet.present(0, 0);
engine.runUntilIdle(0);
window.bindingTop = sheet.frame().top;
window.elementShown = await document.querySelector('libsheet-sheet').show();
"""


def prepare(project, wasm):
    """Packs the package and installs it into `project`, with its page."""
    dist = project.parent / "dist"
    tarball = subprocess.run([str(ROOT / "scripts" / "package-npm"), "--out", str(dist), "--wasm", str(wasm)],
                             check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    project.mkdir()
    (project / "package.json").write_text('{ "name": "scratch", "private": true, "type": "module" }\n')
    subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--no-update-notifier", "--loglevel=error",
                    "--cache", str(project.parent / "npm-cache"), tarball], cwd=project, check=True, capture_output=True)
    (project / "index.html").write_text(PAGE)
    (project / "page.js").write_text(SCRIPT)
    (project / "icon.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n')


def main(session):
    driver, page = session.driver, session.page
    driver.get(session.url + "csp/index.html")
    check(page.wait_for("window.elementShown") is True, "the element from node_modules presents, under the strict CSP")
    check(page.js("return window.bindingTop") == 445.5, "the binding from node_modules runs a sheet to 445.5")
    top = page.js("return document.querySelector('libsheet-sheet').position.top")
    check(near(top, 422, 1e-6), f"the element rests at half the height (top {top})")
    wasm = page.js("return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.wasm'))")
    check(wasm == ["/csp/node_modules/libsheet/libsheet.wasm"] * 2,
          f"libsheet.wasm came from beside the package's modules, for the binding and the element {wasm}")
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
