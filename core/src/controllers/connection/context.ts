import type { Effect, FiberSet } from "effect"

/** The run function `FiberSet.makeRuntime()` gives. */
export type RunInScope = Effect.Success<ReturnType<typeof FiberSet.makeRuntime<never>>>
import type { Adapters } from "../../adapters/registry.js"
import type { LocalSignerKey } from "../../adapters/local-signer-key.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { DirectoryWallet } from "../../domain/wallet.js"
import type { Analytics } from "../../services/analytics/analytics.js"
import type { Platform } from "../../services/platform/platform.js"
import type { WalletConnectMetadata } from "../../connectors/walletconnect/sign-client.js"
import type { Storage } from "../../services/storage/storage.js"
import type { Store } from "../store.js"
import type { Chains } from "../chain.js"
import type { Modal } from "../modal.js"
import type { Outcomes } from "../outcomes.js"
import type { SignIn } from "../sign-in.js"
import type { ConnectorRegistry } from "./connector-registry.js"
import type { SessionBook } from "./session-book-shape.js"
import type { ConnectionStoreState } from "./store-state.js"
import type { WalletConnectSignInFields } from "../../connectors/walletconnect/connector.js"

export interface ConnectionOptions {
  readonly networks: ReadonlyArray<CaipNetwork>
  /** Offer a local signer (CLI, tests); never set in a public web page. */
  readonly localSigner?: LocalSignerKey | undefined
  readonly networkSwitching: boolean
  readonly allowUnsupportedChain: boolean
  /** WalletConnect-only mode: sessions are basic (`wcBasic`). */
  readonly basic: boolean
  /** WalletConnect, offered when a project id (or a self-hosted relay) is configured. */
  readonly walletConnect?:
    | {
        readonly projectId: string
        readonly relayUrl?: string | undefined
        readonly metadata: WalletConnectMetadata
        readonly storagePrefix: string
        /** Sign-in while connecting: the provider's message fields for a one-click sign-in. */
        readonly signInFields?: ((chainId: string) => Promise<WalletConnectSignInFields>) | undefined
      }
    | undefined
}

export interface WalletConnectAttempt {
  /** The directory wallet the user picked, remembered as recent on success. */
  readonly wallet?: DirectoryWallet | undefined
  /** The deep link opened for a mobile wallet, when there was one. */
  readonly linking?: { readonly name: string; readonly href: string } | undefined
}

/** What the connection's actions share: its state, the services it uses, its connectors and sessions. */
export interface ConnectionContext {
  readonly options: ConnectionOptions
  readonly store: Store<ConnectionStoreState>
  readonly chains: Chains["Service"]
  /** Read only: whether the modal is open (navigation and toasts are the presenter's, through `outcomes`). */
  readonly modal: Modal["Service"]
  readonly outcomes: Outcomes["Service"]
  readonly platform: Platform["Service"]
  readonly analytics: Analytics["Service"]
  readonly signIn: SignIn["Service"]
  readonly adapters: Adapters["Service"]
  readonly withStorage: <A, E>(effect: Effect.Effect<A, E, Storage>) => Effect.Effect<A, E>
  /** Runs an effect in the client's scope (wallet events arrive outside any fiber). */
  readonly runInScope: RunInScope
  readonly connectors: ConnectorRegistry
  readonly sessions: SessionBook
}
