// `@gangway/core/light`: what a page needs before the client loads (its first state, the
// options' defaults and the networks), without Effect, viem or any other package. The constants
// are in the full index: a page's first bundle needs none of them.
// The browser wallets' discovery is in `@gangway/core/wallet-standard`, formatting and images are in `@gangway/core/display`, the sign-in providers in
// `@gangway/core/siwx`: esbuild's code splitting loads with the page every module this entry
// reaches that a lazy chunk also uses, so it holds only what the page draws first.
// @gangway/react's first bundle imports only this, so a dApp's own bundler (esbuild, webpack)
// leaves Effect in the chunk that loads with the client, whatever its tree-shaking does with the
// full index (esbuild's code splitting pulls it in). light-entry.test.ts checks the import graph.
// The modules the client loads later (adapters, the auth frame, the EIP-1193 provider, the features
// loaded on first use: swap, names, onramp, sessions) import this
// one: esbuild gives each distinct set of lazy importers of a module a chunk of its own, so a page
// would otherwise load several small chunks of these modules before the first click. Nothing runs
// twice, and Rollup, rolldown and webpack drop those imports (the package has no side effects).
// For the same reason this entry reaches the message catalogues' runtime, which the page's
// English text and the client's modules both use.
import "./i18n/messages.js"
export * from "./domain/networks.js"
export { fromChainDefinition, toCaipNetwork, type ChainDefinition, type NetworkInput } from "./domain/network-input.js"
export { structurallyEqual } from "./state/equal.js"
export { initialGangwayState, type InitialStateOptions } from "./state/initial-state.js"
// The options type only (erased from the bundle): a page types its options without reaching the client.
export type { CreateGangwayOptions } from "./create-options.js"
export {
  resolveConnectMethodsOrder,
  resolveFeatures,
  resolveNameSuffix,
  type ResolvedFeatures
} from "./state/resolved-options.js"
export { hasRememberedSession, rememberedNetworkId } from "./state/remembered-session.js"
export { ADAPTER_NAMESPACES, servedNamespaces } from "./adapters/namespaces.js"
export {
  announcedConnectorData,
  connectorNamespaces,
  LOCAL_SIGNER_ID,
  WALLETCONNECT_ID
} from "./connectors/connector-data.js"
