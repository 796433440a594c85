// The page's wallets per namespace, found without loading any chain library: the
// connection lists them at once, and a namespace's adapter loads when one is used.
import { watchAnnouncedWallets } from "../connectors/announced-wallets.js"
import { announcedConnectorData } from "../connectors/connector-data.js"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { watchPolkadotExtensions } from "./polkadot/discovery.js"
import { watchBitcoinWallets } from "./bip122/discovery.js"
import { watchSolanaWallets } from "./solana/discovery.js"

export type Discover = (onChange: (connectors: ReadonlyArray<Connector>) => void) => () => void

/** EIP-6963 announcements for eip155, Wallet Standard registrations for solana and bip122, `window.injectedWeb3` for polkadot. */
export const discoverers: Readonly<Partial<Record<ChainNamespace, Discover>>> = {
  eip155: (onChange) =>
    watchAnnouncedWallets((details) =>
      onChange(details.map((detail) => ({ ...announcedConnectorData(detail.info), provider: detail.provider })))
    ),
  solana: watchSolanaWallets,
  polkadot: watchPolkadotExtensions,
  bip122: watchBitcoinWallets
}
