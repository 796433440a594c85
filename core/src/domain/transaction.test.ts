import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { groupByMonth, HistoryResponse, onChain, withoutSpam, type Transaction } from "./transaction.js"

const tx = (
  id: string,
  minedAt: string,
  extra: Partial<Transaction["metadata"]> = {},
  spam?: boolean
): Transaction => ({
  id,
  metadata: {
    operationType: "send",
    minedAt,
    sentFrom: "0xa",
    sentTo: "0xb",
    status: "confirmed",
    chain: "eip155:31337",
    ...extra
  },
  transfers:
    spam === undefined
      ? [{ quantity: { numeric: "1" }, fungible_info: { symbol: "ETH" } }]
      : [{ quantity: { numeric: "1" }, nft_info: { name: "NFT", flags: { is_spam: spam } } }]
})

describe("history", () => {
  it("groups by year and month in the given time zone, newest first", () => {
    const groups = groupByMonth(
      [
        tx("a", "2025-12-31T23:59:59Z"),
        tx("b", "2026-01-01T00:00:00Z"),
        tx("c", "2026-01-15T10:00:00Z"),
        tx("d", "2026-11-02T10:00:00Z")
      ],
      "UTC"
    )
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2026, 10, ["d"]],
      [2026, 0, ["c", "b"]],
      [2025, 11, ["a"]]
    ])
  })

  it("puts a transaction in the month of the visitor's calendar, not UTC's", () => {
    const late = [tx("a", "2026-01-31T23:30:00Z")]
    expect(groupByMonth(late, "Asia/Tokyo").map((g) => [g.year, g.month])).toEqual([[2026, 1]])
    expect(groupByMonth(late, "America/New_York").map((g) => [g.year, g.month])).toEqual([[2026, 0]])
    const newYear = [tx("b", "2025-12-31T20:00:00Z")]
    expect(groupByMonth(newYear, "Asia/Tokyo").map((g) => [g.year, g.month])).toEqual([[2026, 0]])
    expect(groupByMonth(newYear, "UTC").map((g) => [g.year, g.month])).toEqual([[2025, 11]])
  })

  it("filters spam NFTs and other chains", () => {
    const list = [
      tx("a", "2026-01-01T00:00:00Z", {}, true),
      tx("b", "2026-01-02T00:00:00Z", {}, false),
      tx("c", "2026-01-03T00:00:00Z", { chain: "eip155:1" })
    ]
    expect(withoutSpam(list).map((t) => t.id)).toEqual(["b", "c"])
    expect(onChain(list, "eip155:31337").map((t) => t.id)).toEqual(["a", "b"])
  })

  it("decodes the data API's page shape with its cursor", () => {
    const page = Schema.decodeUnknownSync(HistoryResponse)({
      data: [tx("a", "2026-01-01T00:00:00Z")],
      next: "cursor-2"
    })
    expect(page.next).toBe("cursor-2")
    expect(Schema.decodeUnknownExit(HistoryResponse)({ data: [{ id: 1 }], next: null })._tag).toBe("Failure")
  })
})
