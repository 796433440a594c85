import { onrampOf, type OnrampOrder, type OnrampQuote } from "@gangway/core"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { CliError, usageError } from "../failure.js"
import { withSession } from "../with-session.js"
import { buyMessages } from "./buy-messages.js"
import { speaker, say, type Language } from "../i18n/language.js"

export interface BuyFlags {
  readonly amount: string
  readonly currency?: string | undefined
  readonly token?: string | undefined
  /** `card` (default) or `bank` (an ACH bank account). */
  readonly method?: string | undefined
  readonly wait?: boolean | undefined
}

const METHODS: Readonly<Record<string, OnrampOrder["paymentMethod"]>> = {
  card: "card",
  bank: "ach_bank_account",
  ach_bank_account: "ach_bank_account"
}

const quoteJson = (quote: OnrampQuote) => ({
  estimate: quote.mock,
  quoteId: quote.quoteId,
  pay: quote.paymentTotal,
  subtotal: quote.paymentSubtotal,
  providerFee: quote.coinbaseFee ?? null,
  networkFee: quote.networkFee,
  receive: quote.purchaseAmount
})

const quoteText = (quote: OnrampQuote, language: Language) => {
  const t = speaker(buyMessages, language)
  const received = `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`
  const fee = quote.coinbaseFee
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t("youPay"), `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`],
    // A quote may not name the provider's fee: the row is left out rather than guessed.
    ...(fee === undefined ? [] : [[t("providerFee"), `${fee.amount} ${fee.currency}`] as const]),
    [t("networkFee"), `${quote.networkFee.amount} ${quote.networkFee.currency}`],
    [t("youReceive"), quote.mock ? t("about", { amount: received }) : received]
  ]
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  return [
    ...rows.map(([label, value]) => `${label.padEnd(width)}${value}`),
    ...(quote.mock ? [t("estimate")] : [])
  ].join("\n")
}

/**
 * Quotes the purchase, prints the provider's page to pay on, and with `--wait` watches the
 * wallet until the tokens arrive (or the provider reports the payment failed).
 */
export const buy = (ctx: CommandContext, flags: BuyFlags): Promise<void> =>
  withSession(ctx, async (session) => {
    const { output } = ctx
    const { language } = output
    const method = METHODS[(flags.method ?? "card").toLowerCase()]
    if (method === undefined) throw usageError(`Unknown payment method: ${flags.method} (card or bank)`)
    const account = activeAccount(session)
    const onramp = onrampOf(session.client)
    const offer = await onramp.offer()
    const order: OnrampOrder = {
      asset: (flags.token ?? "USDC").toUpperCase(),
      paymentCurrency: (flags.currency ?? "USD").toUpperCase(),
      paymentMethod: method,
      amount: flags.amount.trim()
    }
    const purchase = await onramp.start(offer, order)
    output.event("buy_quote", quoteJson(purchase.quote))
    output.event("buy_url", { url: purchase.url })
    const summary = {
      address: account.address,
      network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
      asset: { symbol: purchase.asset.symbol, address: purchase.asset.contractAddress ?? null },
      method,
      quote: quoteJson(purchase.quote),
      url: purchase.url
    }
    if (flags.wait !== true) {
      output.note(quoteText(purchase.quote, language))
      output.result({ ...summary, status: "open" }, `${say(language, buyMessages, "payOn")}\n${purchase.url}`)
      return
    }
    output.note(
      `${quoteText(purchase.quote, language)}\n\n${say(language, buyMessages, "payOn")}\n${purchase.url}\n\n${say(language, buyMessages, "waiting")}`
    )
    const stop = new AbortController()
    const onInterrupt = () => stop.abort()
    process.once("SIGINT", onInterrupt)
    try {
      const outcome = await onramp.watch(purchase, { signal: stop.signal })
      if (outcome.status === "cancelled")
        throw new CliError(
          "PurchaseWaitCancelled",
          "Stopped waiting: the purchase may still arrive (see gangway balance)"
        )
      if (outcome.status === "failed") throw outcome.error
      output.result(
        { ...summary, status: "completed", received: { amount: outcome.received, symbol: purchase.asset.symbol } },
        say(language, buyMessages, "received", { amount: outcome.received, symbol: purchase.asset.symbol })
      )
    } finally {
      process.off("SIGINT", onInterrupt)
    }
  })
