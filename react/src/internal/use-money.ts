import { useMemo } from "react"
import { useGangwayContext } from "../context.js"
import { useLocale } from "../i18n/use-messages.js"
import { formatUsd, usdOf } from "./money.js"

/**
 * Values the way the visitor reads them, in the dApp's currency (the `currency` option the data
 * API prices in): `value(1250)` is `$1,250.00` in English, `1.250,00 €` in German with EUR.
 */
export const useMoney = () => {
  const { locale } = useLocale()
  const { currency } = useGangwayContext().config
  return useMemo(
    () => ({
      locale,
      /** A value with exactly 2 decimals (SPEC §9). */
      value: (amount: string | number | undefined) => formatUsd(amount, locale, currency),
      /** What `amount` tokens are worth at `price`, or undefined when not a number yet or unpriced. */
      valueOf: (amount: string | undefined, price: number | undefined) => usdOf(amount, price, locale, currency)
    }),
    [locale, currency]
  )
}
