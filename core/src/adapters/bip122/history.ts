import { Clock, Effect } from "effect"
import { formatAmount } from "../../domain/amount.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { HistoryResponse, Transaction } from "../../domain/transaction.js"
import type { Esplora, EsploraTx } from "./esplora.js"

/** Esplora lists this many confirmed transactions a page; a full page may have more after it. */
const CHAIN_PAGE = 25

/**
 * One Esplora transaction as a history entry of `address`: a send when the account's
 * coins went out (the amount is what reached others; the fee is the network's), a
 * receive when only coins came in.
 */
export const historyEntry = (network: CaipNetwork, address: string, tx: EsploraTx, now: number): Transaction => {
  const spent = tx.vin.reduce(
    (sum, input) => sum + (input.prevout?.scriptpubkey_address === address ? BigInt(input.prevout.value) : 0n),
    0n
  )
  const others = tx.vout.filter((output) => output.scriptpubkey_address !== address)
  const received = tx.vout.reduce(
    (sum, output) => sum + (output.scriptpubkey_address === address ? BigInt(output.value) : 0n),
    0n
  )
  const sending = spent > 0n
  const toOthers = others.reduce((sum, output) => sum + BigInt(output.value), 0n)
  const amount = sending ? (others.length === 0 ? received : toOthers) : received
  // Newly mined coins come from no address: their sender is the block's coinbase.
  const coinbase = tx.vin.some((input) => input.is_coinbase === true)
  const sender = coinbase
    ? "coinbase"
    : (tx.vin.find((input) => input.prevout?.scriptpubkey_address !== undefined)?.prevout?.scriptpubkey_address ?? "")
  const time = tx.status.block_time
  return {
    id: tx.txid,
    metadata: {
      operationType: sending ? (others.length === 0 ? "self" : "send") : "receive",
      hash: tx.txid,
      minedAt: new Date(time === undefined || time === null ? now : time * 1000).toISOString(),
      sentFrom: sending ? address : sender,
      sentTo: sending ? (others[0]?.scriptpubkey_address ?? address) : address,
      status: tx.status.confirmed ? "confirmed" : "pending",
      chain: network.caipNetworkId
    },
    transfers: [
      {
        fungible_info: { name: network.nativeCurrency.name, symbol: network.nativeCurrency.symbol },
        direction: sending ? (others.length === 0 ? "self" : "out") : "in",
        quantity: { numeric: formatAmount(amount, network.nativeCurrency.decimals) }
      }
    ]
  }
}

/** A page of the account's transactions (mempool first, then confirmed, newest first); the cursor is the last txid listed. */
export const bip122History =
  (esplora: Esplora) => (network: CaipNetwork, address: string, cursor: string | undefined) =>
    Effect.gen(function* () {
      const txs = yield* esplora.transactions(network, address, cursor)
      const now = yield* Clock.currentTimeMillis
      const confirmed = txs.filter((tx) => tx.status.confirmed)
      const next = confirmed.length >= CHAIN_PAGE ? (confirmed.at(-1)?.txid ?? null) : null
      return { data: txs.map((tx) => historyEntry(network, address, tx, now)), next } satisfies HistoryResponse
    })
