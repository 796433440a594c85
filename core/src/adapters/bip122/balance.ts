import { Effect } from "effect"
import { formatAmount } from "../../domain/amount.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { TokenBalance } from "../../domain/token-balance.js"
import type { Esplora } from "./esplora.js"

/** The account's coins: confirmed (in a block) and unconfirmed (in the mempool), in satoshis. */
export const utxoBalance = (esplora: Esplora, network: CaipNetwork, address: string) =>
  Effect.map(esplora.utxos(network, address), (utxos) => {
    const confirmed = utxos.filter((utxo) => utxo.status.confirmed).reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    const total = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    return { confirmed, unconfirmed: total - confirmed, total }
  })

/**
 * The account's BTC as the balance list: one row for all its coins, its name saying how
 * much of it is still unconfirmed. No price is known from the chain: 0, and no value.
 */
export const bitcoinBalances = (esplora: Esplora) => (network: CaipNetwork, address: string) =>
  Effect.map(utxoBalance(esplora, network, address), ({ unconfirmed, total }): ReadonlyArray<TokenBalance> => {
    const { name, symbol, decimals } = network.nativeCurrency
    return [
      {
        name: unconfirmed === 0n ? name : `${name} (${formatAmount(unconfirmed, decimals)} unconfirmed)`,
        symbol,
        chainId: network.caipNetworkId,
        quantity: { decimals: String(decimals), numeric: formatAmount(total, decimals) },
        price: 0
      }
    ]
  })
