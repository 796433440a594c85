import type { TransferInput } from "../../adapters/adapter.js"
import { formatAmount } from "../../domain/amount.js"
import { tokenDecimals } from "../../domain/send-token.js"
import type { Transaction } from "../../domain/transaction.js"

/** The history's entry for a send just made, pending until the chain confirms it. */
export const pendingSendEntry = (input: TransferInput, hash: string, now: number): Transaction => ({
  id: hash,
  metadata: {
    operationType: "send",
    hash,
    minedAt: new Date(now).toISOString(),
    sentFrom: input.from,
    sentTo: input.to,
    status: "pending",
    chain: input.network.caipNetworkId
  },
  transfers: [
    {
      fungible_info: {
        ...(input.token.name === undefined ? {} : { name: input.token.name }),
        symbol: input.token.symbol,
        ...(input.token.iconUrl === undefined ? {} : { icon: { url: input.token.iconUrl } })
      },
      direction: "out",
      quantity: {
        numeric: formatAmount(input.units, tokenDecimals(input.token) ?? input.network.nativeCurrency.decimals)
      }
    }
  ]
})
