// `@gangway/core/display`: how the modal writes and draws things before the client runs, without
// Effect or viem: numbers and money in the visitor's locale, the directory's image URLs (and how
// long an icon may take), an injected extension's id and name. @gangway/react's views and icons take these from here.
// They are not in `@gangway/core/light` because a page's first bundle does not need them:
// esbuild's code splitting puts every module `light` reaches that any lazy chunk uses into a
// chunk the page loads before the first click (display-entry.test.ts checks the graph).
export { formatDisplayBalance, formatDisplayNumber, formatDisplayUsd } from "./domain/display-number.js"
export { formatBalance, formatQuantity, formatTokenValue, multiplyDecimal, roundDecimal } from "./domain/format.js"
export { directoryImageUrls, type ImageUrls } from "./services/wallet-directory/image-urls.js"
export { injectedExtensionIdentity } from "./adapters/polkadot/extension-identity.js"
export { IMAGE_PRELOAD_TIMEOUT_MS } from "./constants.js"
// The send's amount rules: the modal's form checks as the user types and computes Max with the core's own.
export {
  balanceUnits,
  checkAmount,
  maxSendable,
  type AmountCheck,
  type SendAmountProblem
} from "./domain/send-amount.js"
