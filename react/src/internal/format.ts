import { formatDisplayBalance, formatDisplayNumber } from "@gangway/core/display"

// Its own module: the buttons write it before the first click, without the number formatting.
export { shortAddress } from "./short-address.js"

/**
 * A non-negative decimal for display, the one way Gangway writes numbers (the core's, shared
 * with the CLI): `1234.56789` → `1,234.567` with 3 decimals; too small shows as `< 0.001`.
 */
export const formatNumber = formatDisplayNumber

/** A balance or a quantity held (SPEC §9: 3 decimals), e.g. `9,999.499`: the button, Account, token lists, send, activity. */
export const formatBalance = formatDisplayBalance
