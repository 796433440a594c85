import { onrampOf, type OnrampOrder, type OnrampQuote } from "@gangway/core"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { CliError, usageError } from "../failure.js"
import { withSession } from "../with-session.js"

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
  providerFee: quote.coinbaseFee,
  networkFee: quote.networkFee,
  receive: quote.purchaseAmount
})

const quoteText = (quote: OnrampQuote) =>
  [
    `You pay       ${quote.paymentTotal.amount} ${quote.paymentTotal.currency}`,
    `Provider fee  ${quote.coinbaseFee.amount} ${quote.coinbaseFee.currency}`,
    `Network fee   ${quote.networkFee.amount} ${quote.networkFee.currency}`,
    `You receive   ${quote.mock ? "about " : ""}${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`,
    ...(quote.mock ? ["(an estimate: the provider gave no quote; its page shows the real figures)"] : [])
  ].join("\n")

/**
 * Quotes the purchase, prints the provider's page to pay on, and with `--wait` watches the
 * wallet until the tokens arrive (or the provider reports the payment failed).
 */
export const buy = (ctx: CommandContext, flags: BuyFlags): Promise<void> =>
  withSession(ctx, async (session) => {
    const { output } = ctx
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
      output.note(quoteText(purchase.quote))
      output.result({ ...summary, status: "open" }, `Pay on the provider's page:\n${purchase.url}`)
      return
    }
    output.note(`${quoteText(purchase.quote)}\n\nPay on the provider's page:\n${purchase.url}\n\nWaiting for the purchase to arrive (Ctrl-C to stop waiting)…`)
    const stop = new AbortController()
    const onInterrupt = () => stop.abort()
    process.once("SIGINT", onInterrupt)
    try {
      const outcome = await onramp.watch(purchase, { signal: stop.signal })
      if (outcome.status === "cancelled") throw new CliError("PurchaseWaitCancelled", "Stopped waiting: the purchase may still arrive (see gangway balance)")
      if (outcome.status === "failed") throw outcome.error
      output.result(
        { ...summary, status: "completed", received: { amount: outcome.received, symbol: purchase.asset.symbol } },
        `Received ${outcome.received} ${purchase.asset.symbol}`
      )
    } finally {
      process.off("SIGINT", onInterrupt)
    }
  })
