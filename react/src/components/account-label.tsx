import { Suspense } from "react"
import type { AccountView } from "../hooks/use-account.js"
import { shortAddress } from "../internal/short-address.js"
import { lazyView } from "../modal/lazy-view.js"

// The number formatting is a chunk of its own: a balance only exists once the client runs, and
// the provider loads this chunk with it (preloadAccountBalance).
const AccountBalance = lazyView<{ readonly balance: string; readonly symbol: string | undefined }>(() =>
  import("./account-balance.js").then((module) => module.AccountBalance)
)
export const preloadAccountBalance = AccountBalance.preload

/** A connected account as the buttons show it: balance (written for the visitor's locale), then name or short address. */
export const AccountLabel = ({ account, address }: { readonly account: AccountView; readonly address: string }) => {
  return (
    <>
      {account.balance !== undefined && (
        <Suspense fallback={null}>
          <AccountBalance balance={account.balance} symbol={account.balanceSymbol} />
        </Suspense>
      )}
      {/* A name may be cut to fit; a short address is already as short as it may be: never cut again. */}
      {account.profileName === undefined ? (
        <span className="gw-ltr">{shortAddress(address)}</span>
      ) : (
        <span className="gw-button__name">{account.profileName}</span>
      )}
    </>
  )
}
