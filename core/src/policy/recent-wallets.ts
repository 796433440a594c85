import { RECENT_WALLETS_KEPT } from "../constants.js"

/** Puts `wallet` first, drops an older entry with the same id, keeps the 2 newest. */
export const addRecentWallet = <W extends { readonly id: string }>(
  recent: ReadonlyArray<W>,
  wallet: W
): ReadonlyArray<W> => [wallet, ...recent.filter((item) => item.id !== wallet.id)].slice(0, RECENT_WALLETS_KEPT)
