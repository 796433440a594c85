// `@gangway/core/light`: what a page needs before the client loads (its first state, the
// options' defaults, the networks, constants and number formatting), without Effect or viem: of
// other packages only mipd. @gangway/react's first bundle imports
// only this, so a dApp's own bundler (esbuild, webpack) leaves Effect in the chunk that loads
// with the client, whatever its tree-shaking does with the full index (esbuild's code splitting
// pulls it in). light.test.ts checks the import graph.
export * from "./constants.js"
export * from "./domain/networks.js"
export { fromChainDefinition, toCaipNetwork, type ChainDefinition, type NetworkInput } from "./domain/network-input.js"
export { formatDisplayBalance, formatDisplayNumber, formatDisplayUsd } from "./domain/display-number.js"
export { formatBalance, formatQuantity, formatTokenValue, multiplyDecimal, roundDecimal } from "./domain/format.js"
export { structurallyEqual } from "./state/equal.js"
export { initialGangwayState, type InitialStateOptions } from "./state/initial-state.js"
// The options type only (erased from the bundle): a page types its options without reaching the client.
export type { CreateGangwayOptions } from "./client.js"
export { resolveConnectMethodsOrder, resolveFeatures, resolveNameSuffix, type ResolvedFeatures } from "./state/resolved-options.js"
export { hasRememberedSession, rememberedNetworkId } from "./state/remembered-session.js"
export { ADAPTER_NAMESPACES, servedNamespaces } from "./adapters/namespaces.js"
export { announcedConnectorData, connectorNamespaces, LOCAL_SIGNER_ID, WALLETCONNECT_ID } from "./connectors/connector-data.js"
export { watchAnnouncedWallets } from "./connectors/announced-wallets.js"
export { directoryImageUrls, type ImageUrls } from "./services/wallet-directory/image-urls.js"
export { injectedExtensionIdentity } from "./adapters/polkadot/extension-identity.js"
export { memorySessionStore, siwxLocal, type SiwxLocalOptions, type SiwxSessionStore } from "./siwx/local.js"
export { siwxServer, SiwxServerUnavailable, type SiwxServerOptions } from "./siwx/server.js"
export { SiwxProviderRefusal, type SiwxMessageRequest, type SiwxProvider, type SiwxRefusalReason } from "./siwx/provider.js"
