import { refreshBalances } from "./refresh-balances.js"

export * from "./refresh-balances.js"

/** `client.balances` (with `watch`, which the client adds: it returns a function, not a promise). */
export const balancesActions = { refresh: refreshBalances }
