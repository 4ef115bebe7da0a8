#!/usr/bin/env python3
"""Serves build/web (make web) on 127.0.0.1 for a browser on this machine.

By default with the two headers that make the page cross-origin isolated
(Cross-Origin-Opener-Policy: same-origin, Cross-Origin-Embedder-Policy:
require-corp): the form with threads needs SharedArrayBuffer, which
browsers give only to such pages. --no-isolation serves without them, as a
plain static host does: the page then runs its form without threads. Only the loopback address is bound: this is a
local test server, not a web server for others (docs/web.md).

Usage: serve-web.py [--dir DIR] [--port N] [--no-isolation]
Prints "serving http://127.0.0.1:PORT/" once it listens (--port 0: a free
port, for tests)."""
import argparse
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    isolate = True
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                          **{".wasm": "application/wasm", ".js": "text/javascript",
                             ".data": "application/octet-stream"})

    def end_headers(self):
        if self.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        # A rebuilt page is what the next reload gets.
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, fmt, *args):
        if os.environ.get("SERVE_WEB_QUIET") != "1":
            super().log_message(fmt, *args)


def main():
    ap = argparse.ArgumentParser(description="Serve build/web on 127.0.0.1.")
    ap.add_argument("--dir", default="build/web", help="the folder to serve (default build/web)")
    ap.add_argument("--port", type=int, default=8000, help="the port (default 8000; 0: any free one)")
    ap.add_argument("--no-isolation", action="store_true",
                    help="leave out the cross-origin isolation headers")
    a = ap.parse_args()
    if not os.path.isfile(os.path.join(a.dir, "index.html")):
        sys.exit(f"serve-web: no index.html in {a.dir} (run make web first)")
    if not 0 <= a.port <= 65535:
        sys.exit(f"serve-web: --port {a.port}: not a port number (0 to 65535)")
    Handler.isolate = not a.no_isolation
    handler = functools.partial(Handler, directory=a.dir)
    try:
        srv = http.server.ThreadingHTTPServer(("127.0.0.1", a.port), handler)
    except OSError as e:
        sys.exit(f"serve-web: cannot listen on 127.0.0.1:{a.port}: {e.strerror}")
    iso = "cross-origin isolated" if Handler.isolate else "without the isolation headers"
    print(f"serving http://127.0.0.1:{srv.server_address[1]}/ ({a.dir}, {iso}); Ctrl+C stops",
          flush=True)
    try:
        srv.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        srv.server_close()


if __name__ == "__main__":
    main()
