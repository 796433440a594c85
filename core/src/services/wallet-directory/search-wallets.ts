import { Duration, Effect } from "effect"
import { WALLET_DIRECTORY } from "../../constants.js"
import { getWallets, type GetWalletsParams } from "./get-wallets.js"

export interface SearchWalletsParams extends Omit<GetWalletsParams, "entries" | "page" | "search"> {
  readonly search: string
}

/**
 * Searches the directory (100 entries). The result is not delivered before 300 ms after
 * the call, so a fast answer does not make the list flicker between keystrokes.
 */
export const searchWallets = Effect.fn("WalletDirectory.searchWallets")(function* (params: SearchWalletsParams) {
  const [result] = yield* Effect.all(
    [
      getWallets({ ...params, page: 1, entries: WALLET_DIRECTORY.searchEntries }),
      Effect.sleep(Duration.millis(WALLET_DIRECTORY.searchMinimumWaitMs))
    ],
    { concurrency: 2 }
  )
  return result
})
