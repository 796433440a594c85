import {
  checksumAddress,
  groupByMonth,
  InvalidInput,
  isGangwayError,
  onChain,
  withoutSpam,
  type ChainNamespace,
  type Transaction
} from "@gangway/core"
import { createElement } from "react"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { usageError } from "../failure.js"
import type { Session } from "../gangway.js"
import { screenText } from "../render.js"
import { History, monthLabel, type HistoryRow } from "../screens/history.js"
import { historyMessages } from "../screens/history-messages.js"
import { say } from "../i18n/language.js"
import { withSession } from "../with-session.js"

export interface HistoryFlags {
  readonly limit?: string | undefined
  readonly cursor?: string | undefined
}

/**
 * A transaction as `history` prints it. On EVM networks the addresses are shown in their
 * EIP-55 form, whatever case the data API sent them in (native transfers come lower case).
 */
export const toRow = (transaction: Transaction, namespace?: ChainNamespace): HistoryRow => {
  const address = (value: string) => (namespace === "eip155" ? checksumAddress(value) : value)
  return {
    hash: transaction.metadata.hash,
    operationType: transaction.metadata.operationType,
    status: transaction.metadata.status,
    minedAt: transaction.metadata.minedAt,
    sentFrom: address(transaction.metadata.sentFrom),
    sentTo: address(transaction.metadata.sentTo),
    transfers: transaction.transfers.map((transfer) => ({
      direction: transfer.direction,
      quantity: transfer.quantity.numeric,
      symbol: transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? "?"
    }))
  }
}

export const parseLimit = (value: string | undefined) => {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw usageError(`Invalid limit: ${value} is not a positive whole number`)
  // 400 digits are Infinity: a limit must be a number that can be counted to.
  if (!Number.isSafeInteger(Number(value)))
    throw usageError(`Invalid limit: ${value.trim()} is more than ${Number.MAX_SAFE_INTEGER}`)
  return Number(value)
}

/**
 * A cursor is opaque (the data API's own encoding), so the CLI cannot check it
 * beyond "not empty"; the data API answers 400 to one it cannot read. That
 * answer, for the cursor the user gave, is bad input rather than a failure.
 */
export const checkCursor = (value: string | undefined) => {
  if (value === undefined) return undefined
  if (value.trim() === "")
    throw new InvalidInput({ field: "cursor", reason: "the cursor is empty; pass the `next` of an earlier page" })
  return value.trim()
}

const invalidCursor = (cursor: string) =>
  new InvalidInput({ field: "cursor", reason: `${cursor} is not a \`next\` cursor the data API knows` })

const isBadRequest = (error: unknown) => isGangwayError(error, "ApiStatusError") && error.status === 400

/**
 * The most pages one `history` reads to meet `--limit`: a data API that keeps naming a
 * `next` page must not keep the command reading for ever.
 */
export const HISTORY_MAX_PAGES = 100

/** Why the reading stopped before `--limit` was met and before the last page. */
export interface HistoryStop {
  readonly reason: "repeatedCursor" | "emptyPage" | "repeatedPage" | "pageCap"
  readonly message: string
}

const keyOf = (transaction: Transaction) => (transaction.metadata.hash ?? transaction.id).toLowerCase()

/**
 * The account's transactions on the active chain: the first page through the
 * core's history controller (or the data API from `--cursor`), later pages from
 * the data API; spam filtered, grouped by year and month, newest first. With a
 * limit, pages are read until it is met — or until the data API sends a cursor
 * again, an empty page, a page of transactions already listed, or
 * `HISTORY_MAX_PAGES` pages were read: then `stopped` says which.
 */
export const readHistory = async (session: Session, flags: HistoryFlags) => {
  const limit = parseLimit(flags.limit)
  const given = checkCursor(flags.cursor)
  const account = activeAccount(session)
  const { client } = session
  const readPage = (cursor: string) =>
    client.dataApi
      .getTransactions({ account: account.address, caipNetworkId: account.network.caipNetworkId, cursor })
      .catch((error: unknown) => {
        // Only the cursor the user gave can be at fault; later ones come from the data API.
        throw cursor === given && isBadRequest(error) ? invalidCursor(given) : error
      })

  const collected: Array<Transaction> = []
  const listed = new Set<string>()
  /** Adds a page's transactions of this chain (spam left out); how many of its entries were new. */
  const add = (page: ReadonlyArray<Transaction>) => {
    let fresh = 0
    for (const transaction of page) {
      const key = keyOf(transaction)
      if (listed.has(key)) continue
      listed.add(key)
      fresh++
    }
    for (const transaction of onChain(withoutSpam(page), account.network.caipNetworkId)) {
      if (!collected.some((item) => keyOf(item) === keyOf(transaction))) collected.push(transaction)
    }
    return fresh
  }

  let next: string | undefined
  if (given === undefined) {
    const state = await client.history.fetch()
    add(state.transactions)
    next = state.next
  } else {
    const page = await readPage(given)
    add(page.data)
    next = page.next ?? undefined
  }
  let pages = 1
  const cursors = new Set(given === undefined ? [] : [given])
  let stopped: HistoryStop | undefined
  const repeatedCursor = (cursor: string): HistoryStop => ({
    reason: "repeatedCursor",
    message: `the data API sent a \`next\` cursor it had sent before (${cursor}); stopped after ${pages} pages`
  })
  while (limit !== undefined && collected.length < limit && next !== undefined) {
    if (cursors.has(next)) {
      stopped = repeatedCursor(next)
      // Following it would read the same pages again.
      next = undefined
      break
    }
    if (pages >= HISTORY_MAX_PAGES) {
      stopped = {
        reason: "pageCap",
        message: `read ${HISTORY_MAX_PAGES} pages without meeting --limit ${limit}; continue with --cursor ${next}`
      }
      break
    }
    cursors.add(next)
    const page = await readPage(next)
    pages++
    const fresh = add(page.data)
    next = page.next ?? undefined
    if (next === undefined || cursors.has(next)) continue
    if (page.data.length === 0 && page.skipped === 0) {
      stopped = {
        reason: "emptyPage",
        message: `the data API sent an empty page that names a \`next\` page; stopped after ${pages} pages`
      }
      break
    }
    if (fresh === 0 && page.data.length > 0) {
      stopped = {
        reason: "repeatedPage",
        message: `page ${pages} lists only transactions already listed; stopped after ${pages} pages`
      }
      break
    }
  }
  const shown = limit === undefined ? collected : collected.slice(0, limit)
  return { account, transactions: shown, groups: groupByMonth(shown), next, stopped }
}

export const history = (ctx: CommandContext, flags: HistoryFlags): Promise<void> =>
  withSession(ctx, async (session) => {
    const { account, groups, next, stopped } = await readHistory(session, flags)
    const { language } = ctx.output
    if (stopped !== undefined) ctx.output.note(say(language, historyMessages, "stopped", { reason: stopped.message }))
    const views = groups.map((group) => ({
      year: group.year,
      month: group.month + 1,
      label: monthLabel(group.year, group.month + 1),
      transactions: group.transactions.map((transaction) => toRow(transaction, account.namespace))
    }))
    ctx.output.result(
      {
        address: account.address,
        network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
        groups: views,
        next: next ?? null,
        stoppedEarly: stopped ?? null
      },
      screenText(createElement(History, { groups: views, next, language }))
    )
  })
