// The public API of @gangway/core, by area (docs/api/core.api.md lists every name; npm run api:report).
// A module that reaches Effect is re-exported with `export *` only (light-entry.test.ts checks it):
// esbuild's code splitting puts the module of a named re-export (`export { x } from`) in every chunk
// that reaches this index, so a page importing one network from here would load Effect before the first click.
// So what a module exports for the rest of the core only stays out of its barrel, not off a list here.

// Before the client loads, also on their own as `@gangway/core/light` and `@gangway/core/display`.
export * from "./light.js"
export * from "./display.js"

// The client: createGangway, its options, and the actions, one per file (`previewSend`, `connect`…),
// for Effect users; the client offers them as promises.
export * from "./client.js"
export * from "./config.js"
export * from "./actions/index.js"

// Domain, rules, errors and constants (docs/core-domain.md, docs/errors.md).
export * as Constants from "./constants.js"
export * from "./constants.js"
export * from "./domain/index.js"
export * from "./policy/index.js"
export * from "./errors.js"
export * from "./error-catalogue.js"

// The client's services and their state (docs/client.md, "For Effect users").
export type { Store } from "./controllers/store.js"
export * from "./controllers/chain.js"
export * from "./controllers/connection.js"
export * from "./controllers/directory.js"
export * from "./controllers/wallet-requests.js"
export type { PendingRequest, WalletRequestsState } from "./controllers/wallet-requests-state.js"
export * from "./controllers/balances.js"
export type { BalancesState } from "./controllers/balances-state.js"
export * from "./controllers/history.js"
export type { HistoryState, HistoryStatus } from "./controllers/history-state.js"
export * from "./controllers/nfts.js"
export type { NftsState, NftsStatus } from "./controllers/nfts-state.js"
export * from "./controllers/identity.js"
export * from "./controllers/send.js"
export * from "./controllers/modal.js"
export type { ModalState } from "./controllers/modal-state.js"
export * from "./controllers/router.js"
export type { RouterState } from "./controllers/router-state.js"
export * from "./controllers/views.js"
export * from "./controllers/toast.js"
export type { ToastAbout, ToastError, ToastState, ToastVariant } from "./controllers/toast-state.js"
export * from "./controllers/theme.js"

// Email and social login (the auth frame).
export * from "./controllers/auth/auth-state.js"
export * from "./controllers/auth/auth-actions.js"
export * from "./controllers/auth/auth-errors.js"
export type { FrameHost, FrameQuery } from "./connectors/auth/frame-host.js"
export type { AuthFrameHostFactory } from "./controllers/auth/auth-frame-loader.js"

// Sign-in with X.
export * from "./controllers/sign-in.js"
export type { SignInState, SignInStatus } from "./controllers/sign-in-state.js"
export * from "./siwx/index.js"

// The features loaded on first use: onramp, swap, names, sessions.
export * from "./controllers/onramp/index.js"
export * from "./controllers/swap/index.js"
export * from "./controllers/names/index.js"
export * from "./controllers/sessions/index.js"

// Namespace adapters, connectors and wallet links.
export type {
  ChainAdapter,
  FeeSpeed,
  TransferAdapter,
  TransferInput,
  TransferQuote,
  WalletConnectNamespace
} from "./adapters/adapter.js"
export * from "./adapters/registry.js"
export { localSignerKeyNamespace, type LocalSignerKey } from "./adapters/local-signer-key.js"
export type { ConnectorImplementation, SessionEvent, WalletError, WalletSession } from "./connectors/session.js"
export * from "./connectors/walletconnect/wallet-link.js"
export * from "./connectors/walletconnect/telegram-link.js"

// The EIP-1193 provider (wagmi and other EVM libraries).
export type {
  Eip1193Event,
  Eip1193Listener,
  GangwayEip1193Provider,
  NamespaceProviders,
  ProviderNamespace,
  RequestArguments
} from "./provider/eip1193-types.js"
export * from "./provider/provider-error.js"

// Theming.
export * from "./theme/index.js"

// The services under the client: hosted APIs, wallet directory, analytics, storage, platform, logs.
export * from "./services/http/index.js"
export * from "./services/data-api/index.js"
export * from "./services/wallet-directory/index.js"
export * from "./services/analytics/index.js"
export * from "./services/storage/index.js"
export * from "./services/platform/platform.js"
export * from "./services/platform/telegram-web-app.js"
export * from "./services/logger/logs.js"
