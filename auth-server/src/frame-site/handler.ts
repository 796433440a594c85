import { type AuthProjects, INVALID_APP_CONFIGURATION, originAllowed } from "../allowlist.js"
import type { FetchHandler } from "../http.js"
import { frameScript } from "./assets.js"
import { FRAME_CSS, framePage } from "./page.js"

/** The secure frame served beside the service (docs/auth.md): what it needs to know of the chains. */
export interface FrameOptions {
  /** RPC URL of each chain the embedded wallet serves, by CAIP-2 id. */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** ERC-4337 bundler URL per EVM chain with a smart account, by CAIP-2 id (default: none). */
  readonly bundlerUrls?: Readonly<Record<string, string>>
}

interface FrameSite {
  readonly apiUrl: string
  readonly projects: AuthProjects
}

const FRAME_PATHS = new Set(["/frame", "/frame.js", "/frame.css", "/frame-config.json", "/frame-worker.mjs"])
const SCRIPT = { "content-type": "text/javascript; charset=utf-8" }
// An origin pattern of the allowlist as a CSP source (`http://127.0.0.1:*` is one); anything else is left out.
const CSP_SOURCE = /^https?:\/\/[a-z0-9.[\]:-]+(:(\d+|\*))?$/i

/** Who may embed the frame: the origins the project in its URL allows, nobody for an unknown project. */
const frameAncestors = (projects: AuthProjects, projectId: string | null): string => {
  const allowed =
    projectId !== null && Object.hasOwn(projects, projectId)
      ? (projects[projectId] ?? []).filter((pattern) => CSP_SOURCE.test(pattern))
      : []
  return allowed.length === 0 ? "'none'" : allowed.join(" ")
}

/**
 * The page embedding the frame, as the browser names it (the Referer of the frame's navigation:
 * its origin at least, under browsers' default referrer policy); undefined when it sent none.
 */
const embeddingOrigin = (request: Request): string | undefined => {
  try {
    const referer = request.headers.get("referer")
    return referer === null ? undefined : new URL(referer).origin
  } catch {
    return undefined
  }
}

/**
 * The frame on the service's own origin: `/frame` (the page an app embeds, `?projectId=…`), its
 * script and style, `/frame-config.json` and `/frame-worker.mjs` for the CLI; undefined for other paths.
 */
export const frameRoutes = (site: FrameSite, options: FrameOptions) => {
  const config = {
    apiUrl: site.apiUrl,
    rpcUrls: options.rpcUrls,
    bundlerUrls: options.bundlerUrls ?? {}
  }
  const connectSources = [
    // The service does the social providers' part: the frame talks to no provider.
    config.apiUrl,
    ...Object.values(config.rpcUrls),
    ...Object.values(config.bundlerUrls)
  ].join(" ")
  const policy = `default-src 'none'; script-src 'self'; style-src 'self'; connect-src ${connectSources}; base-uri 'none'; form-action 'none'`
  const handler: FetchHandler = async (request) => {
    const url = new URL(request.url)
    if (request.method !== "GET") return new Response("Only GET here", { status: 405 })
    switch (url.pathname) {
      case "/frame": {
        const projectId = url.searchParams.get("projectId")
        const embedder = embeddingOrigin(request)
        // A page the project does not allow gets a frame that only says so (SPEC: 'Invalid App
        // Configuration'), framable by that page alone; the wallet's frame it could not show.
        const refused = embedder !== undefined && !originAllowed(site.projects, projectId ?? "", embedder)
        return new Response(framePage(refused ? { refused: INVALID_APP_CONFIGURATION } : config), {
          headers: {
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": `${policy}; frame-ancestors ${refused ? embedder : frameAncestors(site.projects, projectId)}`,
            "cache-control": "no-store",
            "referrer-policy": "no-referrer"
          }
        })
      }
      case "/frame.js":
        return new Response(await frameScript("browser/main"), { headers: SCRIPT })
      case "/frame-worker.mjs":
        return new Response(await frameScript("worker/main"), { headers: SCRIPT })
      case "/frame.css":
        return new Response(FRAME_CSS, { headers: { "content-type": "text/css; charset=utf-8" } })
      case "/frame-config.json":
        return new Response(JSON.stringify(config), { headers: { "content-type": "application/json" } })
      default:
        return new Response("Not found", { status: 404 })
    }
  }
  return (request: Request, path: string): Promise<Response> | undefined =>
    FRAME_PATHS.has(path) ? handler(request) : undefined
}
