// The layer behind a client: which services, built from the options and the environment.
import { Effect, Layer } from "effect"
import type { GangwayOptions } from "./config.js"
import type { GangwayEnvironment } from "./create-options.js"
import { servedNamespaces } from "./adapters/namespaces.js"
import { Adapters } from "./adapters/registry.js"
import { resolveFeatures } from "./state/resolved-options.js"
import { Balances } from "./controllers/balances.js"
import { Chains } from "./controllers/chain.js"
import { History } from "./controllers/history.js"
import { FollowChain } from "./controllers/follow-chain.js"
import { Nfts } from "./controllers/nfts.js"
import { Profile } from "./controllers/identity.js"
import { Send } from "./controllers/send.js"
import { Connection } from "./controllers/connection.js"
import { connectionModalHooks } from "./controllers/connection/modal-hooks.js"
import { Modal } from "./controllers/modal.js"
import { Outcomes } from "./controllers/outcomes.js"
import { presenterLayer } from "./controllers/presenter.js"
import { Router } from "./controllers/router.js"
import { SignIn } from "./controllers/sign-in.js"
import { SignInFlow } from "./siwx/flow.js"
import { oneClickSignInFields } from "./siwx/one-click-fields.js"
import { WalletRequests } from "./controllers/wallet-requests.js"
import { Auth } from "./controllers/auth/auth.js"
import { SDK_VERSION } from "./constants.js"
import { Theme } from "./controllers/theme.js"
import { Toast } from "./controllers/toast.js"
import { Analytics } from "./services/analytics/analytics.js"
import { DataApi } from "./services/data-api/data-api.js"
import { ApiClient } from "./services/http/api-client.js"
import { ApiConfig, makeApiConfig } from "./services/http/api-config.js"
import { chainRpcEndpointOf } from "./services/chain-rpc/chain-rpc-url.js"
import { Platform } from "./services/platform/platform.js"
import { followTelegramMiniApp } from "./controllers/telegram-follow.js"
import { ImagePreloader } from "./services/wallet-directory/image-preloader.js"
import { WalletDirectory } from "./services/wallet-directory/wallet-directory.js"
import { curationOf, DirectoryCuration } from "./services/wallet-directory/curation.js"
import { Storage } from "./services/storage/storage.js"
import { Logs } from "./services/logger/logs.js"

export type GangwayServices =
  | Router
  | Modal
  | Toast
  | Outcomes
  | Theme
  | Chains
  | SignIn
  | SignInFlow
  | Connection
  | WalletRequests
  | Auth
  | Adapters
  | Balances
  | Profile
  | History
  | FollowChain
  | Nfts
  | Send
  | Storage
  | Platform
  | ApiConfig
  | ApiClient
  | DataApi
  | WalletDirectory
  | Analytics
  | Logs

const storageLayer = (storage: GangwayEnvironment["storage"]): Layer.Layer<Storage> => {
  if (storage === undefined || storage === "browser") return Storage.layerBrowser
  if (storage === "memory") return Storage.layerMemory
  return Storage.layerBackend(storage)
}

/** The layer behind a client, for Effect users who compose their own runtime. */
export const gangwayLayer = (options: GangwayOptions, environment: GangwayEnvironment = {}) => {
  const adapters = options.adapters ?? [...new Set(options.networks.map((network) => network.chainNamespace))]
  const base = Layer.mergeAll(
    // Only the namespaces the dApp uses and Gangway has an adapter for are loaded.
    Adapters.layer(
      servedNamespaces(options.networks, options.adapters),
      [(options.defaultNetwork ?? options.networks[0]).chainNamespace],
      { chainRpc: chainRpcEndpointOf(makeApiConfig({ projectId: options.projectId, baseUrls: options.apiUrls })) }
    ),
    Router.layer,
    Toast.layer,
    Theme.layer({ themeMode: options.themeMode ?? "system", themeVariables: options.themeVariables ?? {} }),
    Chains.layer(options.networks, options.defaultNetwork),
    SignIn.layer({ required: options.siwx?.getRequired() ?? false }),
    storageLayer(environment.storage),
    Logs.layer(options.enableLogger ?? true),
    environment.platform === undefined ? Platform.layerDetect : Platform.layer(environment.platform)
  )
  const curation = Layer.succeed(DirectoryCuration, curationOf(options))
  const apiClient = Layer.provideMerge(
    ApiClient.layer,
    ApiConfig.layer({
      projectId: options.projectId,
      baseUrls: options.apiUrls,
      sdkFlavor: environment.sdkFlavor,
      currency: options.currency
    })
  )
  const services = Layer.provideMerge(
    Layer.mergeAll(
      DataApi.layer,
      Layer.provide(WalletDirectory.layer, Layer.merge(ImagePreloader.layer, curation)),
      // The controllers read the curation too (the Connect view's list, recent wallets).
      curation,
      Analytics.layer({ enabled: resolveFeatures(options).analytics, page: environment.analyticsPage })
    ),
    apiClient
  )
  const connection = Connection.layer({
    networks: options.networks,
    localSigner: environment.localSigner,
    networkSwitching: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
    walletConnect: walletConnectOptions(options)
  })
  // Balances, identity, history, NFTs and send: they reach the chains through the namespaces' adapters.
  const accountFlows = Layer.provideMerge(
    Layer.merge(Send.layer, FollowChain.layer),
    Layer.mergeAll(Balances.layer, Profile.layer, History.layer, Nfts.layer)
  )
  return Layer.provideMerge(
    accountFlows,
    Layer.provideMerge(
      Layer.provideMerge(
        Layer.mergeAll(
          WalletRequests.layer,
          Auth.layer(authOptions(options, environment)),
          connectionModalHooks,
          SignInFlow.layer(options.siwx, options.metadata?.url),
          followTelegramMiniApp(options.themeVariables?.accent)
        ),
        connection
      ),
      // The presenter turns the actions' outcomes into the modal's navigation and toasts.
      Layer.provideMerge(
        reportRefusedConfiguration,
        Layer.provideMerge(
          presenterLayer,
          Layer.provideMerge(Modal.layer({ adapters, basic: options.basic ?? false }), Layer.merge(base, services))
        )
      )
    )
  )
}

/** 'Invalid App Configuration', once, when the analytics service refuses the project. */
const reportRefusedConfiguration = Layer.effectDiscard(
  Effect.gen(function* () {
    const analytics = yield* Analytics
    const outcomes = yield* Outcomes
    yield* Effect.forkScoped(
      Effect.flatMap(analytics.configError, (error) => outcomes.report({ _tag: "ConfigurationRefused", error }))
    )
  })
)

/** Email and social login, when the dApp gave the secure frame's URL. */
const authOptions = (options: GangwayOptions, environment: GangwayEnvironment) =>
  options.auth === undefined
    ? undefined
    : {
        frameUrl: options.auth.frameUrl,
        projectId: options.projectId ?? "",
        version: SDK_VERSION,
        enableLogger: options.enableLogger ?? true,
        metadata: options.metadata,
        host: environment.authFrameHost
      }

/** WalletConnect is offered when there is a projectId to present to the relay. */
const walletConnectOptions = (options: GangwayOptions) => {
  if (options.projectId === undefined) return undefined
  const siwx = options.siwx
  const page = globalThis.location?.origin
  return {
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: {
      name: options.metadata?.name ?? "Gangway",
      description: options.metadata?.description ?? "",
      url: options.metadata?.url ?? (page === undefined || page === "null" ? "https://gangway.invalid" : page),
      icons: options.metadata?.icons ?? []
    },
    storagePrefix: "@gangway/wc/",
    // With sign-in configured, the wallet is asked to connect and sign in at once, on the provider's nonce.
    signInFields:
      siwx === undefined
        ? undefined
        : (chainId: string) =>
            oneClickSignInFields(
              siwx,
              options.metadata?.url,
              options.networks.map((network) => network.caipNetworkId),
              chainId
            )
  }
}
