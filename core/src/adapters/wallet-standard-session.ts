// What a Wallet Standard session does the same on every namespace (solana, bip122):
// connecting and reconnecting, following the wallet's account changes, disconnecting.
import { Effect } from "effect"
import type { WalletAccount } from "@wallet-standard/base"
import { networkForNamespace, type ConnectOptions, type ConnectorImplementation, type SessionEvent, type WalletError, type WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { MissingNetwork, WalletRequestFailed } from "../errors.js"

/** The standard features a session uses where the wallet has them. */
export interface StandardSessionWallet {
  readonly features: {
    readonly "standard:disconnect"?: { readonly disconnect: () => Promise<void> }
    readonly "standard:events"?: {
      readonly on: (event: "change", listener: (properties: { readonly accounts?: ReadonlyArray<WalletAccount> }) => void) => () => void
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

/**
 * The connection to one Wallet Standard wallet on `namespace`: `open` connects on the network the
 * options give the namespace (silently when asked) and gives its sessions. Connecting fails with
 * `noAccount` when the wallet granted none; reconnecting then gives none.
 */
export const standardWalletConnection = (
  connector: Connector,
  namespace: ChainNamespace,
  open: (network: CaipNetwork, silent: boolean) => Effect.Effect<ReadonlyArray<WalletSession>, WalletError>,
  noAccount: { readonly method: string; readonly details: string }
): ConnectorImplementation => {
  const openOn = (options: ConnectOptions, silent: boolean) =>
    Effect.suspend(() => {
      const network = networkForNamespace(namespace, options)
      return network === undefined ? Effect.fail(new MissingNetwork({ caipNetworkId: namespace })) : open(network, silent)
    })
  return {
    connector,
    connect: (options) =>
      Effect.flatMap(openOn(options, false), (sessions) =>
        sessions.length === 0 ? Effect.fail(new WalletRequestFailed(noAccount)) : Effect.succeed(sessions)
      ),
    reconnect: (options) => Effect.orElseSucceed(openOn(options, true), () => [])
  }
}
