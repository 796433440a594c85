// The client's namespaced promise API, built from the action tables (actions/*): adding an
// action adds a file and a line to its table, not a member written out here.
import type { Effect } from "effect"
import {
  authActions,
  balancesActions,
  connectionActions,
  historyActions,
  identityActions,
  modalActions,
  nftsActions,
  requestsActions,
  sendActions,
  siwxActions,
  themeActions,
  toastActions
} from "./actions/index.js"
import { lazyFeature } from "./actions/lazy-feature.js"
import type { GangwayServices } from "./client-layer.js"
import type { ClientNamespaces, SendNamespace } from "./client-namespaces.js"
import type { ClientRuntime } from "./controllers/client-runtime.js"
import type { ResolvedFeatures } from "./state/resolved-options.js"
import { promised } from "./promised.js"

type Run = <A, E>(effect: Effect.Effect<A, E, GangwayServices>) => Promise<A>

/** What the features that load on first use need of the client (it exists once they are called). */
type FeatureHost = ClientRuntime<GangwayServices> & { readonly features: ResolvedFeatures }

export const clientNamespaces = (
  run: Run,
  synchronous: {
    readonly watchBalances: () => () => void
    readonly showFrame: (container: HTMLElement | undefined) => void
  },
  host: () => FeatureHost
): ClientNamespaces => {
  const send = promised(sendActions, run)
  return {
    modal: promised(modalActions, run),
    toast: promised(toastActions, run),
    theme: promised(themeActions, run),
    connection: promised(connectionActions, run),
    requests: promised(requestsActions, run),
    balances: { ...promised(balancesActions, run), watch: synchronous.watchBalances },
    identity: promised(identityActions, run),
    send: Object.assign((options?: Parameters<SendNamespace>[0]) => send.submit(options), send) as SendNamespace,
    history: promised(historyActions, run),
    nfts: promised(nftsActions, run),
    siwx: promised(siwxActions, run),
    auth: { ...promised(authActions, run), showFrame: synchronous.showFrame },
    swap: lazyFeature(
      () => import("./controllers/swap/client-swap.js").then(({ swapsOf }) => swapsOf(host())),
      ["tokens", "preview", "swap"]
    ),
    names: lazyFeature(
      () => import("./controllers/names/client-names.js").then(({ namesOf }) => namesOf(host())),
      ["offered", "check", "register", "refresh"]
    ),
    onramp: lazyFeature(
      () => import("./controllers/onramp/client-onramp.js").then(({ onrampOf }) => onrampOf(host())),
      ["offer", "offered", "quote", "start", "watch", "returned"]
    ),
    sessions: lazyFeature(
      () => import("./controllers/sessions/client-sessions.js").then(({ sessionsOf }) => sessionsOf(host())),
      ["offered", "list", "grant", "spend", "revoke"]
    )
  }
}
