import type { CaipNetwork } from "@gangway/core"
import { useEffect, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useLocale } from "../../i18n/use-messages.js"
import { formatBalance } from "../../internal/format.js"

export interface AccountExtras {
  /** The native balance, written for the visitor's locale with 3 decimals at most, when the data API knows it. */
  readonly balance: string | undefined
  /** True until the balance call has answered. */
  readonly balanceLoading: boolean
  readonly identityName: string | undefined
  readonly identityAvatar: string | undefined
}

// As the data API answered: written for the locale when shown, so a change of language rewrites it.
interface Fetched extends Omit<AccountExtras, "balance"> {
  readonly native: { readonly numeric: string; readonly symbol: string } | undefined
}

const none: Fetched = { native: undefined, balanceLoading: false, identityName: undefined, identityAvatar: undefined }

/**
 * What the account state does not hold yet, from the data API: the native
 * balance on the active network and the address's name and avatar. Nothing is
 * asked when the account state already has them, and a failed call shows nothing.
 */
export const useAccountExtras = (
  address: string | undefined,
  network: CaipNetwork | undefined,
  known: { readonly balance: boolean; readonly identity: boolean }
): AccountExtras => {
  const client = useGangwayClient()
  const { locale } = useLocale()
  const [extras, setExtras] = useState<Fetched>(none)
  const caipNetworkId = network?.caipNetworkId
  const symbol = network?.nativeCurrency.symbol

  useEffect(() => {
    const asking = address !== undefined && caipNetworkId !== undefined && !known.balance
    setExtras({ ...none, balanceLoading: asking })
    if (address === undefined || caipNetworkId === undefined) return
    let current = true
    if (asking) {
      client.dataApi.getBalance({ address, caipNetworkId }).then(
        (balances) => {
          const native = balances.find((item) => item.address === undefined && item.symbol === symbol)
          const found = native === undefined ? undefined : { numeric: native.quantity.numeric, symbol: native.symbol }
          if (current) setExtras((previous) => ({ ...previous, native: found, balanceLoading: false }))
        },
        () => current && setExtras((previous) => ({ ...previous, balanceLoading: false }))
      )
    }
    if (!known.identity) {
      client.dataApi.getIdentity({ address, caipNetworkId, sender: address }).then(
        (identity) => {
          if (current) {
            setExtras((previous) => ({
              ...previous,
              identityName: identity.name ?? undefined,
              identityAvatar: identity.avatar ?? undefined
            }))
          }
        },
        () => undefined
      )
    }
    return () => {
      current = false
    }
  }, [client, address, caipNetworkId, symbol, known.balance, known.identity])

  const { native, ...rest } = extras
  return {
    ...rest,
    balance: native === undefined ? undefined : `${formatBalance(native.numeric, locale)} ${native.symbol}`
  }
}
