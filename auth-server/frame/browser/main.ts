import { startFrameCore } from "../core/frame-core.js"
import { pageStorage } from "../core/storage.js"
import { showApproval } from "./approval-view.js"
import { parentChannel, parentOriginOf } from "./parent-channel.js"

/** What the frame site writes into the page: where the services are. */
interface SiteConfig {
  /** The service refused the embedding page for this project: the frame only says so. */
  readonly refused?: string
  readonly apiUrl: string
  readonly rpcUrls: Readonly<Record<string, string>>
  readonly bundlerUrls?: Readonly<Record<string, string>>
}

const query = new URLSearchParams(location.search)
const verbose = query.get("enableLogger") === "true"
const log = (message: string, detail?: unknown) =>
  verbose ? console.warn("[gangway frame]", message, detail ?? "") : console.warn("[gangway frame]", message)
const site = JSON.parse(document.getElementById("frame-config")!.textContent ?? "{}") as SiteConfig
const parentOrigin = window.parent === window ? undefined : parentOriginOf(location, document.referrer)

if (parentOrigin === undefined) {
  document.querySelector("main")!.textContent =
    "This page is Gangway's secure frame: an app loads it, it does nothing on its own."
} else if (site.refused !== undefined) {
  parentChannel({ self: window, parent: window.parent, parentOrigin, log }).post({
    type: "FRAME_INIT_FAILED",
    payload: { message: site.refused }
  })
} else {
  const channel = parentChannel({ self: window, parent: window.parent, parentOrigin, log })
  const core = startFrameCore(
    {
      ...site,
      projectId: query.get("projectId") ?? "",
      appOrigin: parentOrigin,
      chainId: query.get("chainId") ?? "eip155:31337"
    },
    {
      post: channel.post,
      storage: pageStorage(localStorage),
      log,
      setTheme: (mode) => {
        document.documentElement.dataset.theme = mode
      },
      approve: (request, signal) =>
        showApproval(request, signal, (height) => channel.post({ type: "FRAME_RESIZE", payload: { height } }))
    }
  )
  // Nothing from the app is read before its origin is known to be on the project's allowlist.
  void core.start().then((serving) => serving && channel.listen(core.receive))
}
