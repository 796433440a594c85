import {
  feeRateText,
  formatAmount,
  gasFee,
  InsufficientGas,
  SwapBalanceTooLow,
  swapsOf,
  type SwapPhase,
  type SwapPreview as CoreSwapPreview
} from "@gangway/core"
import { createElement } from "react"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { CliError, usageError } from "../failure.js"
import type { Session } from "../gangway.js"
import { screenText } from "../render.js"
import { requireRpc } from "../rpc-probe.js"
import { askYesNo } from "../screens/confirm.js"
import { ConfirmSwap, SwapPreview, type SwapPreviewProps } from "../screens/swap-preview.js"
import { withSession } from "../with-session.js"
import { swapMessages } from "../screens/swap-messages.js"
import { say } from "../i18n/language.js"

export interface SwapFlags {
  readonly from: string
  readonly to: string
  readonly amount: string
  /** Percent, as typed (default: the core's shared slippage). */
  readonly slippage?: string | undefined
  readonly yes?: boolean | undefined
}

const slippageOf = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined
  const value = Number(text.trim().replace(/%$/, ""))
  if (text.trim() === "" || !Number.isFinite(value))
    throw usageError(`--slippage must be a percentage, e.g. 0.5, got ${text}`)
  return value
}

const previewProps = (preview: CoreSwapPreview): SwapPreviewProps => ({
  from: preview.address,
  network: `${preview.network.name} (${preview.network.caipNetworkId})`,
  pay: preview.fromAmount,
  paySymbol: preview.from.symbol,
  receive: preview.toAmount,
  receiveSymbol: preview.to.symbol,
  minimumReceived: preview.minimumReceived,
  rate: preview.rate,
  priceImpact: preview.priceImpact,
  slippage: preview.slippage,
  approval: preview.approval !== undefined,
  // Swaps pay EVM gas: the core describes its rate (in gwei).
  gasPriceGwei: feeRateText(gasFee(preview.gas, preview.gasPrice).rate),
  fee: preview.feeAmount,
  feeSymbol: preview.network.nativeCurrency.symbol,
  feeUsd: preview.feeInUsd,
  insufficientBalance: preview.insufficientBalance,
  insufficientGas: preview.insufficientGas
})

/** Quotes and prices the swap through the core; nothing is signed here. */
export const prepareSwap = async (session: Session, flags: Omit<SwapFlags, "yes">) => {
  await requireRpc(activeAccount(session).network)
  return swapsOf(session.client).preview({
    from: flags.from,
    to: flags.to,
    amount: flags.amount.trim(),
    slippage: slippageOf(flags.slippage)
  })
}

/** Approves when needed and swaps through the core (which checks again), reporting each phase. */
export const executeSwap = (ctx: CommandContext, session: Session, preview: CoreSwapPreview) =>
  swapsOf(session.client).swap(preview, {
    onPhase: (phase: SwapPhase) => {
      ctx.output.event("swap_phase", { phase })
      if (ctx.output.interactive && phase !== "done") ctx.output.note(say(ctx.output.language, swapMessages, phase))
    }
  })

/** Asks y/N under the preview on the terminal; resolves with the answer. */
const confirm = (ctx: CommandContext, props: SwapPreviewProps): Promise<boolean> =>
  askYesNo(ctx, (onAnswer) => createElement(ConfirmSwap, { ...props, language: ctx.output.language, onAnswer }))

/** The swap's result document: amounts in whole tokens, the fee in the native coin. */
export const swapJson = (preview: CoreSwapPreview, hash: string, approvalHash: string | undefined) => ({
  hash,
  approvalHash: approvalHash ?? null,
  status: "success",
  from: { symbol: preview.from.symbol, address: preview.from.address, amount: preview.fromAmount },
  to: {
    symbol: preview.to.symbol,
    address: preview.to.address,
    quoted: preview.toAmount,
    minimum: preview.minimumReceived
  },
  rate: preview.rate,
  priceImpact: preview.priceImpact ?? null,
  slippage: preview.slippage,
  fee: { estimate: preview.feeAmount, symbol: preview.network.nativeCurrency.symbol, usd: preview.feeInUsd ?? null }
})

export const swap = (ctx: CommandContext, flags: SwapFlags): Promise<void> =>
  withSession(ctx, async (session) => {
    const { output } = ctx
    const preview = await prepareSwap(session, flags)
    const props = previewProps(preview)
    output.event("swap_preview", { ...props })
    if (preview.insufficientBalance) {
      const available = formatAmount(preview.from.balance, preview.from.decimals)
      throw new SwapBalanceTooLow({ symbol: props.paySymbol, needed: props.pay, available })
    }
    if (preview.insufficientGas) throw new InsufficientGas({ symbol: props.feeSymbol })
    if (flags.yes !== true) {
      if (!output.interactive || ctx.io.stdin.isTTY !== true) {
        throw new CliError("ConfirmationRequired", "Swapping needs confirmation: pass --yes", ExitCode.badInput)
      }
      if (!(await confirm(ctx, props))) throw new CliError("SwapCancelled", "Swap cancelled: nothing was swapped")
    } else if (!output.json) {
      output.note(screenText(createElement(SwapPreview, { ...props, language: output.language })))
    }
    const result = await executeSwap(ctx, session, preview)
    output.result(
      swapJson(preview, result.hash, result.approvalHash),
      say(output.language, swapMessages, "swapped", {
        amount: preview.fromAmount,
        symbol: preview.from.symbol,
        toSymbol: preview.to.symbol,
        hash: result.hash
      })
    )
  })
