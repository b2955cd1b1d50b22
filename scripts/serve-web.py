#!/usr/bin/env python3
"""scripts/serve-web.py [--port N] [--wasm-dir DIR] — serves the web demo on 127.0.0.1.

Serves only what the page loads: examples/web/, the JavaScript binding (bindings/web/*.js)
and libsheet.wasm (from DIR, default build/wasm32), at the same paths as in the
repository, so the page's relative imports work unchanged. Sends the cross-origin
isolation headers (COOP/COEP), which give performance.now() its full resolution, and no
caching. Prints the demo's URL on a line of its own, then serves until stopped. Port 0
(the default) picks a free port."""

import argparse
import http.server
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--wasm-dir", default=str(ROOT / "build" / "wasm32"))
    args = parser.parse_args()
    wasm = Path(args.wasm_dir).resolve() / "libsheet.wasm"

    def resolve(url_path):
        """The file a URL path names, or None for anything the page does not load."""
        path = url_path.split("?", 1)[0].split("#", 1)[0]
        if path == "/build/wasm32/libsheet.wasm":
            return wasm
        if path.startswith("/examples/web/") or (path.startswith("/bindings/web/") and path.endswith(".js")):
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
                          ".wasm": "application/wasm", ".css": "text/css", ".html": "text/html"}

        def do_GET(self):
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

    if not wasm.is_file():
        print(f"serve-web: {wasm} not found (scripts/build-wasm builds it)", file=sys.stderr)
        return 2
    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    print(f"http://127.0.0.1:{server.server_address[1]}/examples/web/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
