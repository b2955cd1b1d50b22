#!/usr/bin/env python3
"""scripts/serve-web.py [--port N] [--wasm-dir DIR] [--root DIR] [--package DIR] — serves
the web demo on 127.0.0.1.

Serves only what the page loads: examples/web/, the JavaScript binding and its element
(bindings/web/**/*.js, and the element's test pages) and libsheet.wasm (from --wasm-dir, default build/wasm32), at the
same paths as in the repository, so the page's relative imports work unchanged. With
--package, the npm package unpacked in DIR stands in for bindings/web: each of its files
(the bundles sheet.js and element/libsheet-sheet.js, their maps, libsheet.wasm) is
served at its path under /bindings/web/, so the same pages run on the bundles. With
--root, serves that folder's files instead (a project that installed the npm package).
Sends the cross-origin isolation headers (COOP/COEP), which give performance.now() its
full resolution, and no caching. Every path under /csp/ is the same file sent with a
strict Content-Security-Policy (STRICT_CSP: no inline script or style, no eval, nothing
from elsewhere), the policy a page must be able to load the element under. Prints the
demo's URL on a line of its own, then serves until stopped. Port 0 (the default) picks a
free port."""

import argparse
import http.server
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'"
CSP_PREFIX = "/csp"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--wasm-dir", default=str(ROOT / "build" / "wasm32"))
    parser.add_argument("--root", default=None)
    parser.add_argument("--package", default=None)
    args = parser.parse_args()
    wasm = Path(args.wasm_dir).resolve() / "libsheet.wasm"
    served_root = Path(args.root).resolve() if args.root else None
    package = Path(args.package).resolve() if args.package else None

    def strict(url_path):
        """Whether a URL path is under /csp/, and the path without it."""
        if url_path == CSP_PREFIX or url_path.startswith(CSP_PREFIX + "/"):
            return True, url_path[len(CSP_PREFIX):] or "/"
        return False, url_path

    def resolve(url_path):
        """The file a URL path names, or None for anything the page does not load."""
        path = strict(url_path.split("?", 1)[0].split("#", 1)[0])[1]
        if served_root:
            if path.endswith("/"):
                path += "index.html"
            candidate = (served_root / path.lstrip("/")).resolve()
            return candidate if candidate.is_relative_to(served_root) and candidate.is_file() else None
        if path == "/build/wasm32/libsheet.wasm":
            return wasm
        if package and path.startswith("/bindings/web/"):
            candidate = (package / path[len("/bindings/web/"):]).resolve()
            if candidate.is_relative_to(package) and candidate.is_file():
                return candidate
        element_tests = "/bindings/web/element/tests/"
        if (path.startswith("/examples/web/") or (path.startswith("/bindings/web/") and path.endswith(".js"))
                or (path.startswith(element_tests) and path.endswith(".html"))):
            if path.endswith("/"):
                path += "index.html"
            candidate = (ROOT / path.lstrip("/")).resolve()
            # No way out of the two folders, whatever the path says.
            allowed = [ROOT / "examples" / "web", ROOT / "bindings" / "web"]
            if any(candidate.is_relative_to(a) for a in allowed) and candidate.is_file():
                return candidate
        return None

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".js": "text/javascript", ".mjs": "text/javascript",
                          ".wasm": "application/wasm", ".css": "text/css", ".html": "text/html",
                          ".svg": "image/svg+xml", ".map": "application/json"}

        def do_GET(self):
            if served_root:
                super().do_GET()
                return
            if self.path in ("/", "/index.html"):
                self.send_response(302)
                self.send_header("Location", "/examples/web/")
                self.end_headers()
                return
            if self.path.rstrip("/") == "/examples/web" and not self.path.endswith("/"):
                self.send_response(301)
                self.send_header("Location", "/examples/web/")
                self.end_headers()
                return
            super().do_GET()

        def do_HEAD(self):
            super().do_HEAD()

        def translate_path(self, path):
            found = resolve(path)
            return str(found) if found else str(ROOT / ".not-served")

        def end_headers(self):
            if strict(self.path.split("?", 1)[0])[0]:
                self.send_header("Content-Security-Policy", STRICT_CSP)
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def list_directory(self, path):
            self.send_error(404)
            return None

        def log_message(self, format, *args):
            if os.environ.get("SHEET_SERVE_QUIET"):
                return
            super().log_message(format, *args)

    if served_root is None and not wasm.is_file():
        print(f"serve-web: {wasm} not found (scripts/build-wasm builds it)", file=sys.stderr)
        return 2
    if served_root is not None and not served_root.is_dir():
        print(f"serve-web: {served_root} is not a folder", file=sys.stderr)
        return 2
    if package is not None and not (package / "package.json").is_file():
        print(f"serve-web: {package} holds no package.json (an unpacked npm package)", file=sys.stderr)
        return 2
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    start = "/" if served_root else "/examples/web/"
    print(f"http://127.0.0.1:{server.server_address[1]}{start}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
