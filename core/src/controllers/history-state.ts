import type { Transaction, TransactionGroup } from "../domain/transaction.js"

/** SPEC §4: loading, then filled, empty, or failed (empty, cursor cleared). */
export type HistoryStatus = "idle" | "loading" | "filled" | "empty" | "failed"

export interface HistoryState {
  readonly status: HistoryStatus
  /** Fetched pages of the active account on the active chain, spam NFTs left out, newest first. */
  readonly transactions: ReadonlyArray<Transaction>
  /** Sent from here and not yet mined (at most 99), newest first. */
  readonly pending: ReadonlyArray<Transaction>
  /** Pending and fetched transactions by year and month, newest first. */
  readonly groups: ReadonlyArray<TransactionGroup>
  /** The cursor of the next page; none when the last page is in. */
  readonly next: string | undefined
  /** The account and network (CAIP-10) the list belongs to. */
  readonly caipAddress: string | undefined
}

export const initialHistoryState: HistoryState = {
  status: "idle",
  transactions: [],
  pending: [],
  groups: [],
  next: undefined,
  caipAddress: undefined
}
