import { groupByMonth, onChain, withoutSpam, type Transaction } from "@gangway/core"
import { createElement } from "react"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { usageError } from "../failure.js"
import type { Session } from "../gangway.js"
import { screenText } from "../render.js"
import { History, monthLabel, type HistoryRow } from "../screens/history.js"
import { withSession } from "../with-session.js"

export interface HistoryFlags {
  readonly limit?: string | undefined
  readonly cursor?: string | undefined
}

export const toRow = (transaction: Transaction): HistoryRow => ({
  hash: transaction.metadata.hash,
  operationType: transaction.metadata.operationType,
  status: transaction.metadata.status,
  minedAt: transaction.metadata.minedAt,
  sentFrom: transaction.metadata.sentFrom,
  sentTo: transaction.metadata.sentTo,
  transfers: transaction.transfers.map((transfer) => ({
    direction: transfer.direction,
    quantity: transfer.quantity.numeric,
    symbol: transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? "?"
  }))
})

const parseLimit = (value: string | undefined) => {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw usageError(`Invalid limit: ${value} is not a positive whole number`)
  return Number(value)
}

/**
 * The account's transactions on the active chain: the first page through the
 * core's history controller, later pages from a cursor; spam filtered, grouped
 * by year and month, newest first. With a limit, pages are read until it is met.
 */
export const readHistory = async (session: Session, flags: HistoryFlags) => {
  const limit = parseLimit(flags.limit)
  const account = activeAccount(session)
  const { client } = session
  let transactions: ReadonlyArray<Transaction>
  let next: string | undefined
  if (flags.cursor === undefined) {
    let state = await client.fetchTransactions()
    while (limit !== undefined && state.transactions.length < limit && state.next !== undefined) {
      state = await client.loadMoreTransactions()
    }
    transactions = state.transactions
    next = state.next
  } else {
    const collected: Array<Transaction> = []
    let cursor: string | undefined = flags.cursor
    do {
      const page = await client.dataApi.getTransactions({ account: account.address, caipNetworkId: account.network.caipNetworkId, cursor })
      collected.push(...onChain(withoutSpam(page.data), account.network.caipNetworkId))
      cursor = page.next ?? undefined
    } while (limit !== undefined && collected.length < limit && cursor !== undefined)
    transactions = collected
    next = cursor
  }
  const shown = limit === undefined ? transactions : transactions.slice(0, limit)
  return { account, transactions: shown, groups: groupByMonth(shown), next }
}

export const history = (ctx: CommandContext, flags: HistoryFlags): Promise<void> =>
  withSession(ctx, async (session) => {
    const { account, groups, next } = await readHistory(session, flags)
    const views = groups.map((group) => ({
      year: group.year,
      month: group.month + 1,
      label: monthLabel(group.year, group.month + 1),
      transactions: group.transactions.map(toRow)
    }))
    ctx.output.result(
      {
        address: account.address,
        network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
        groups: views,
        next: next ?? null
      },
      screenText(createElement(History, { groups: views, next }))
    )
  })
