// What a Wallet Standard session does the same on every namespace (solana, bip122):
// connecting and reconnecting, following the wallet's account changes, disconnecting.
import { Effect } from "effect"
import type { WalletAccount } from "@wallet-standard/base"
import {
  networkForNamespace,
  type ConnectOptions,
  type ConnectorImplementation,
  type SessionEvent,
  type WalletError,
  type WalletSession
} from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { MissingNetwork, WalletRequestFailed } from "../errors.js"

/** The standard features a session uses where the wallet has them. */
export interface StandardSessionWallet {
  readonly features: {
    readonly "standard:disconnect"?: { readonly disconnect: () => Promise<void> }
    readonly "standard:events"?: {
      readonly on: (
        event: "change",
        listener: (properties: { readonly accounts?: ReadonlyArray<WalletAccount> }) => void
      ) => () => void
    }
  }
}

/** Reports the wallet's account changes, as the addresses `addressesOf` keeps of them. */
export const standardAccountChanges =
  (wallet: StandardSessionWallet, addressesOf: (accounts: ReadonlyArray<WalletAccount>) => ReadonlyArray<string>) =>
  (listener: (event: SessionEvent) => void): (() => void) => {
    const events = wallet.features["standard:events"]
    if (events === undefined) return () => {}
    return events.on("change", ({ accounts }) => {
      if (accounts !== undefined) listener({ type: "accountsChanged", accounts: addressesOf(accounts) })
    })
  }

/** Asks the wallet to end its session; one that cannot or fails is left connected on its side only. */
export const standardDisconnect = (wallet: StandardSessionWallet) => (): Effect.Effect<void> =>
  Effect.promise(async () => {
    await wallet.features["standard:disconnect"]?.disconnect().catch(() => undefined)
  })

/** How one namespace connects to a Wallet Standard wallet and makes a session of the accounts it grants. */
export interface StandardConnectionParts<Account> {
  /** Asks the wallet for its accounts of the namespace, silently when asked (a reconnect). */
  readonly connect: (silent: boolean) => Effect.Effect<ReadonlyArray<Account>, WalletError>
  /** The session over the granted accounts (never none), on `network`. */
  readonly session: (accounts: ReadonlyArray<Account>, network: CaipNetwork) => WalletSession
  /** What connecting fails with when the wallet granted no account of the namespace. */
  readonly noAccount: { readonly method: string; readonly details: string }
}

/**
 * The connection to one Wallet Standard wallet on `namespace`, on the network the options give the
 * namespace. Connecting fails with `noAccount` when the wallet granted none; reconnecting then gives none.
 */
export const standardWalletConnection = <Account>(
  connector: Connector,
  namespace: ChainNamespace,
  parts: StandardConnectionParts<Account>
): ConnectorImplementation => {
  const open = (options: ConnectOptions, silent: boolean): Effect.Effect<ReadonlyArray<WalletSession>, WalletError> =>
    Effect.suspend(() => {
      const network = networkForNamespace(namespace, options)
      if (network === undefined) return Effect.fail(new MissingNetwork({ caipNetworkId: namespace }))
      return Effect.map(parts.connect(silent), (accounts) =>
        accounts.length === 0 ? [] : [parts.session(accounts, network)]
      )
    })
  return {
    connector,
    connect: (options) =>
      Effect.flatMap(open(options, false), (sessions) =>
        sessions.length === 0 ? Effect.fail(new WalletRequestFailed(parts.noAccount)) : Effect.succeed(sessions)
      ),
    reconnect: (options) => Effect.orElseSucceed(open(options, true), () => [])
  }
}
