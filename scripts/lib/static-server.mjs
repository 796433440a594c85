// Serves a built page's folder on 127.0.0.1 at a free port; unknown paths get index.html
// (a single-page app). No caching, so that every fresh browser fetches every byte.
import { existsSync, readFileSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json"
}

/** Resolves with { url, dir, close }. */
export const serveStatic = async (dir) => {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname))
    const candidate = join(dir, path)
    const file =
      candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile()
        ? candidate
        : join(dir, "index.html")
    response.writeHead(200, {
      "content-type": types[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-store"
    })
    response.end(readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    dir,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      })
  }
}
