import { groupByMonth, InvalidInput, onChain, withoutSpam, type Transaction } from "@gangway/core"
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
 * A cursor is opaque (the data API's own encoding), so the CLI cannot check it
 * beyond "not empty"; the data API answers 400 to one it cannot read. That
 * answer, for the cursor the user gave, is bad input rather than a failure.
 */
const checkCursor = (value: string | undefined) => {
  if (value === undefined) return undefined
  if (value.trim() === "") throw new InvalidInput({ field: "cursor", reason: "the cursor is empty; pass the `next` of an earlier page" })
  return value.trim()
}

const invalidCursor = (cursor: string) =>
  new InvalidInput({ field: "cursor", reason: `${cursor} is not a \`next\` cursor the data API knows` })

const isBadRequest = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { _tag?: unknown })._tag === "ApiStatusError" &&
  (error as { status?: unknown }).status === 400

/**
 * The account's transactions on the active chain: the first page through the
 * core's history controller, later pages from a cursor; spam filtered, grouped
 * by year and month, newest first. With a limit, pages are read until it is met.
 */
export const readHistory = async (session: Session, flags: HistoryFlags) => {
  const limit = parseLimit(flags.limit)
  const given = checkCursor(flags.cursor)
  const account = activeAccount(session)
  const { client } = session
  let transactions: ReadonlyArray<Transaction>
  let next: string | undefined
  if (given === undefined) {
    let state = await client.fetchTransactions()
    while (limit !== undefined && state.transactions.length < limit && state.next !== undefined) {
      state = await client.loadMoreTransactions()
    }
    transactions = state.transactions
    next = state.next
  } else {
    const collected: Array<Transaction> = []
    const readPage = (cursor: string) =>
      client.dataApi
        .getTransactions({ account: account.address, caipNetworkId: account.network.caipNetworkId, cursor })
        .catch((error: unknown) => {
          // Only the cursor the user gave can be at fault; later ones come from the data API.
          throw cursor === given && isBadRequest(error) ? invalidCursor(given) : error
        })
    let cursor: string | undefined = given
    do {
      const page = await readPage(cursor)
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
