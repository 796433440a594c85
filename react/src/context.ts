import type {
  ChainNamespace,
  CreateGangwayOptions,
  ConnectMethod,
  GangwayClient,
  GangwayOptions,
  GangwayState,
  ResolvedFeatures
} from "@gangway/core"
import { createContext, useCallback, useContext } from "react"
import { usePromise } from "./internal/react-compat.js"
import type { WaitingStore } from "./internal/waiting-store.js"

/** The options the views read, known before the client loads. */
export interface GangwayConfig {
  readonly features: ResolvedFeatures
  readonly connectMethodsOrder: ReadonlyArray<ConnectMethod>
  /** The directory and WalletConnect need one. */
  readonly projectId: string | undefined
  /** WalletConnect-only mode: the modal opens on the pairing code. */
  readonly basic: boolean
  /**
   * Where the directory's images (network icons by `assets.imageId`) are, when a project id
   * configures the directory: read by the icons themselves, so a page without them carries no URL code.
   */
  readonly directory: Pick<CreateGangwayOptions, "projectId" | "apiUrls" | "sdkFlavor"> | undefined
  /** The `names` option: the zone registered names live in (`resolveNameSuffix`, `.reown.id` by default). */
  readonly names: GangwayOptions["names"]
  /** The `currency` option: the ISO 4217 code values are asked in and written in (`USD` by default). */
  readonly currency: string
  /** The namespaces whose browser wallets are listed before the client runs (the served ones). */
  readonly walletNamespaces: ReadonlyArray<ChainNamespace>
}

export interface GangwayContextValue {
  /** The client; undefined while a provider given `load` has not loaded it yet. */
  readonly client: GangwayClient | undefined
  /**
   * The state as of the provider's first render: what the server rendered and
   * what hydration must reproduce, before the live state takes over.
   */
  readonly initialState: GangwayState
  /** What the components show until a lazily loaded client is there. */
  readonly waiting: WaitingStore
  readonly config: GangwayConfig
  /**
   * The client, loading it first if need be; the same promise every call. A
   * failed load stays failed unless `retryFailed` (a visitor's action) says to try again.
   */
  readonly loadClient: (retryFailed?: boolean) => Promise<GangwayClient>
  /** True while a lazily loaded client is on its way to restore a remembered session. */
  readonly restoringSession: () => boolean
}

export const GangwayContext = createContext<GangwayContextValue | null>(null)

export const useGangwayContext = (): GangwayContextValue => {
  const value = useContext(GangwayContext)
  if (value === null) throw new Error("Gangway hooks must be used inside <GangwayProvider client={…}>")
  return value
}

/**
 * The client given to the nearest `<GangwayProvider>`. Under a provider given
 * `load`, the component suspends until the client has loaded (and asks for it).
 */
export const useGangwayClient = (): GangwayClient => {
  const { client, loadClient } = useGangwayContext()
  // biome-ignore lint/correctness/useHookAtTopLevel: usePromise is React's `use`, which may be called conditionally
  return client ?? usePromise(loadClient())
}

/**
 * Runs an action on the client: at once when it is there, after loading it
 * otherwise. What the buttons, the Connect view and the state hooks' actions
 * use, so that they render before the client has loaded.
 */
export const useWithClient = () => {
  const { client, loadClient } = useGangwayContext()
  return useCallback(
    <A>(action: (client: GangwayClient) => Promise<A>): Promise<A> =>
      client === undefined ? loadClient(true).then(action) : action(client),
    [client, loadClient]
  )
}
