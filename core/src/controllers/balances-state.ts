import type { TokenBalance } from "../domain/token-balance.js"

export interface BalancesState {
  /** The active account's token balances from the data API (decimals quantity '0' dropped). */
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  /** True while a fetch is under way. */
  readonly loading: boolean
  /** Epoch ms of the last failed fetch: no retry for 30 s after it (SPEC §4, §9). */
  readonly lastRetry: number | undefined
  /** The account and network (CAIP-10) the balances belong to. */
  readonly caipAddress: string | undefined
}

export const initialBalancesState: BalancesState = {
  tokenBalances: [],
  loading: false,
  lastRetry: undefined,
  caipAddress: undefined
}
