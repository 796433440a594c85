import type { CreateGangwayOptions, GangwayOptions, GangwayClient } from "@gangway/core"
import {
  hasRememberedSession,
  initialGangwayState,
  rememberedNetworkId,
  resolveConnectMethodsOrder,
  resolveFeatures,
  servedNamespaces,
  toCaipNetwork
} from "@gangway/core/light"
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { preloadAccountBalance } from "./components/account-label.js"
import { GangwayContext, type GangwayConfig } from "./context.js"
import { LocaleProvider } from "./i18n/locale-provider.js"
import { onIdle } from "./internal/on-idle.js"
import { GangwayStyles } from "./internal/styles.js"
import { useWalletDiscovery } from "./internal/use-wallet-discovery.js"
import { makeWaitingStore } from "./internal/waiting-store.js"
import { GangwayModal } from "./modal/gangway-modal.js"

interface ProviderCommon {
  /** Mount the modal and toasts (default). Set false to render your own UI from the hooks. */
  readonly modal?: boolean
  readonly children?: ReactNode
}

/** A client created up front. */
interface EagerClient {
  readonly client: GangwayClient
  readonly load?: undefined
  readonly options?: undefined
}

/**
 * A client whose code loads when it is needed: at once when the visitor's
 * storage remembers a session to restore, otherwise at the first action that
 * needs it (the modal's first view opens without it). Until then the components
 * render from `options`, the ones `load` creates the client with.
 */
interface LazyClient {
  readonly client?: undefined
  readonly load: () => Promise<GangwayClient>
  readonly options: CreateGangwayOptions
}

export type GangwayProviderProps = ProviderCommon & (EagerClient | LazyClient)

type ConfigOptions = Pick<
  GangwayOptions,
  "features" | "connectMethodsOrder" | "projectId" | "basic" | "names" | "apiUrls" | "currency" | "adapters"
> &
  Pick<CreateGangwayOptions, "sdkFlavor" | "networks">

const configOf = (options: ConfigOptions): GangwayConfig => ({
  features: resolveFeatures(options),
  connectMethodsOrder: resolveConnectMethodsOrder(options),
  projectId: options.projectId,
  basic: options.basic === true,
  // The directory (and its images) needs a project id, as the hosted service does.
  // This package reports itself as `react`, as its `createGangway` does.
  directory:
    options.projectId === undefined
      ? undefined
      : { projectId: options.projectId, apiUrls: options.apiUrls, sdkFlavor: options.sdkFlavor ?? "react" },
  names: options.names,
  currency: (options.currency ?? "USD").toUpperCase(),
  walletNamespaces: servedNamespaces(options.networks.map(toCaipNetwork), options.adapters)
})

/**
 * Until the client is there, the browser wallets announce themselves to the waiting state: from the
 * moment the modal is wanted (its shell lists them), or, without the modal, for the dApp's own UI
 * (useConnectors) from the start.
 */
const WalletDiscovery = () => {
  useWalletDiscovery()
  return null
}

/** Gives the hooks and components their client, and mounts the modal. */
export const GangwayProvider = (props: GangwayProviderProps) => {
  const { modal = true, children } = props
  const [loaded, setLoaded] = useState<GangwayClient | undefined>(undefined)
  const client = props.client ?? loaded
  const [{ initialState, config, waiting }] = useState(() => {
    const [initialState, config] =
      props.client === undefined
        ? [initialGangwayState(props.options), configOf(props.options)]
        : [props.client.getState(), configOf(props.client.options)]
    return { initialState, config, waiting: makeWaitingStore(initialState) }
  })
  // The load runs once per provider; every caller shares its promise. A failed load
  // (the network dropped the chunk) stays failed for renders, so they do not retry in
  // a loop; an action of the visitor (`retryFailed`) starts it again.
  const loading = useRef<Promise<GangwayClient> | undefined>(undefined)
  const failed = useRef(false)
  const [loadClient] = useState(() => (retryFailed = false): Promise<GangwayClient> => {
    if (props.client !== undefined) return Promise.resolve(props.client)
    if (retryFailed && failed.current) {
      loading.current = undefined
      failed.current = false
    }
    loading.current ??= props.load().then(
      async (result) => {
        // The visitor opened the modal meanwhile: the client takes over on the same view,
        // and what the visitor does until React has switched over goes to the client too.
        waiting.handOver(result)
        void preloadAccountBalance()
        const shown = waiting.getState()
        if (shown.modal.open) await result.open({ view: shown.router.view })
        setLoaded(result)
        return result
      },
      (error: unknown) => {
        failed.current = true
        throw error
      }
    )
    return loading.current
  })
  const restoring = useRef(false)
  const [restoringSession] = useState(() => () => restoring.current)
  const value = useMemo(
    () => ({ client, initialState, waiting, config, loadClient, restoringSession }),
    [client, initialState, waiting, config, loadClient, restoringSession]
  )

  // A session to restore needs the client now. Otherwise nothing loads before the visitor heads
  // for a button (pointer, focus: the buttons then load the modal's shell and first view), so
  // the page's first load stays the buttons'. In basic mode the first view is the pairing code,
  // which needs the client: it loads once idle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: the provider's props are read then, as the client is made once
  useEffect(() => {
    if (props.client === undefined) {
      // The network the visitor last used is the client's first choice too; shown until it runs.
      const { options } = props
      const remembered = rememberedNetworkId(options.storage)
      const network = options.networks.find((item) => toCaipNetwork(item).caipNetworkId === remembered)
      if (network !== undefined)
        waiting.restoreChains(initialGangwayState({ ...options, defaultNetwork: network }).chains)
    }
    if (props.client === undefined && hasRememberedSession(props.options.storage)) {
      restoring.current = true
      loadClient().catch(() => (restoring.current = false))
    }
    // Inside Telegram its mini-app code loads now (the theme before the first click, the viewport); elsewhere nothing.
    const telegram =
      "Telegram" in globalThis
        ? import("./telegram/telegram-mini-app.js").then(
            (module) => module.followTelegram(loadClient),
            () => () => undefined
          )
        : undefined
    const stopIdle = onIdle(() => {
      if (config.basic) loadClient().catch(() => undefined)
    })
    return () => {
      stopIdle()
      void telegram?.then((stop) => stop())
    }
  }, [])

  return (
    <GangwayContext.Provider value={value}>
      <LocaleProvider locale={(props.client?.options ?? props.options)?.locale}>
        <GangwayStyles />
        {children}
        {modal ? <GangwayModal /> : <WalletDiscovery />}
      </LocaleProvider>
    </GangwayContext.Provider>
  )
}
