import {
  SEND_CONFIRMATION_WAIT_MS,
  balanceUnits,
  checkAmount,
  formatAmount,
  InsufficientGas,
  InvalidInput,
  isEvmAddress,
  isNativeToken,
  tokenContractAddress,
  tokenDecimals,
  type FeeSpeed,
  type TokenBalance,
  type TransferFee
} from "@gangway/core"
import { describeError } from "@gangway/core/i18n"
import { createElement } from "react"
import { say } from "../i18n/language.js"
import { sendMessages } from "../screens/send-messages.js"
import { activeAccount } from "../account.js"
import { heldToken, readBalances } from "../balances.js"
import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { transactionExplorerUrl } from "../explorer.js"
import { CliError } from "../failure.js"
import type { Session } from "../gangway.js"
import { screenText } from "../render.js"
import { askYesNo } from "../screens/confirm.js"
import { ConfirmSend, SendPreview, type SendPreviewProps } from "../screens/send-preview.js"
import { SendProgress, type ProgressPhase } from "../screens/send-progress.js"
import { requireRpc } from "../rpc-probe.js"
import { withSession } from "../with-session.js"
import { feeJson, feeProps, rateJson } from "./send-fee.js"

export interface SendFlags {
  readonly to: string
  readonly amount: string
  readonly token?: string | undefined
  /** The fee speed, where the network prices one (Bitcoin). */
  readonly speed?: FeeSpeed | undefined
  readonly yes?: boolean | undefined
}

/** Everything checked before a wallet is asked: the preview. */
export interface PreparedSend {
  readonly token: TokenBalance
  readonly units: bigint
  readonly amount: string
  readonly to: string
  readonly toName: string | undefined
  /** The network fee as the core describes it. */
  readonly fee: TransferFee
  readonly preview: SendPreviewProps
}

/**
 * 'Invalid address: …' for 0x text that is no address on an EVM network (names go to the
 * data API). Other namespaces' addresses are checked by the core ('Invalid receiver: …').
 */
const checkReceiverText = (to: string, namespace: string) => {
  const text = to.trim()
  if (text === "") throw new InvalidInput({ field: "address", reason: "enter an address or a registered name" })
  if (namespace === "eip155" && /^0x/i.test(text) && !isEvmAddress(text)) {
    throw new InvalidInput({ field: "address", reason: "expected an EVM address (40 hex digits, optional 0x)" })
  }
}

/** The send's amount rule (the core's): a number with the token's decimals, above 0, at most what is held. */
const checkUnits = (amount: string, token: TokenBalance): bigint => {
  const decimals = tokenDecimals(token) ?? 18
  const checked = checkAmount(amount, decimals, { units: balanceUnits(token, decimals), symbol: token.symbol })
  if (!checked.ok) throw new InvalidInput({ field: "amount", reason: checked.reason })
  return checked.units
}

/**
 * Validates every input (address, amount, token, name), then lets the core check the
 * send and estimate its gas (`previewSend`). Nothing is signed or sent here.
 */
export const prepareSend = async (session: Session, flags: Omit<SendFlags, "yes">): Promise<PreparedSend> => {
  const { client } = session
  const account = activeAccount(session)
  checkReceiverText(flags.to, account.namespace)
  await requireRpc(account.network)
  const token = heldToken(await readBalances(session, account), account, flags.token)
  checkUnits(flags.amount, token)
  const preview = await client.send.preview({
    token,
    amount: flags.amount.trim(),
    receiver: flags.to.trim(),
    ...(flags.speed === undefined ? {} : { speed: flags.speed })
  })
  const native = account.network.nativeCurrency
  return {
    token,
    units: preview.units,
    amount: preview.amount,
    to: preview.to,
    toName: preview.receiverName,
    fee: preview.fee,
    preview: {
      from: preview.from,
      to: preview.to,
      toName: preview.receiverName,
      amount: preview.amount,
      symbol: token.symbol,
      network: `${account.network.name} (${account.network.caipNetworkId})`,
      namespace: account.namespace,
      // How the fee is counted and labelled comes with it from the core, whatever the network.
      ...feeProps(preview.fee, native.decimals),
      ...(preview.speed === undefined ? {} : { speed: preview.speed }),
      ...(preview.createsReceiverAccount === undefined
        ? {}
        : { receiverAccountRent: formatAmount(preview.createsReceiverAccount.rent, native.decimals) }),
      feeSymbol: native.symbol,
      feeUsd: preview.gasPriceInUSD,
      insufficientGas: preview.insufficientGas
    }
  }
}

/** The `send_preview` event: the preview, with the fee's rate under its `--json` key too. */
const previewEvent = (preview: SendPreviewProps) => ({ ...preview, ...rateJson(preview) })

/** Asks y/N under the preview on the terminal; resolves with the answer. */
const confirm = (ctx: CommandContext, preview: SendPreviewProps): Promise<boolean> =>
  askYesNo(ctx, (onAnswer) => createElement(ConfirmSend, { ...preview, language: ctx.output.language, onAnswer }))

/**
 * Sends through the core (which checks again), showing progress until mined, or until the
 * core stops waiting (SEND_CONFIRMATION_WAIT_MS): then the result's status is "unconfirmed".
 */
export const executeSend = async (ctx: CommandContext, session: Session, prepared: PreparedSend) => {
  const { client } = session
  const { output } = ctx
  const { language } = output
  const network = activeAccount(session).network
  const base = { amount: prepared.amount, symbol: prepared.token.symbol, to: prepared.toName ?? prepared.to, language }
  const explorerUrl = (hash: string | undefined) =>
    hash === undefined ? undefined : transactionExplorerUrl(network, hash)
  const { render } = await import("ink")
  const screen = output.interactive
    ? render(createElement(SendProgress, { ...base, phase: "preparing" }), {
        stdout: ctx.io.stdout,
        patchConsole: false
      })
    : undefined
  const unsubscribe = client.subscribe(
    (state) => ({ phase: state.send.phase, hash: state.send.hash }),
    (next) => {
      if (next.phase === "idle") return
      output.event("send_phase", { phase: next.phase, hash: next.hash ?? null })
      screen?.rerender(
        createElement(SendProgress, {
          ...base,
          phase: next.phase as ProgressPhase,
          hash: next.hash,
          explorerUrl: explorerUrl(next.hash)
        })
      )
    }
  )
  try {
    const result = await client.send.submit({
      token: prepared.token,
      amount: prepared.amount,
      receiver: prepared.to,
      ...(prepared.preview.speed === undefined ? {} : { speed: prepared.preview.speed })
    })
    const phase = result.status === "unconfirmed" ? "unconfirmed" : "confirmed"
    screen?.rerender(
      createElement(SendProgress, { ...base, phase, hash: result.hash, explorerUrl: explorerUrl(result.hash) })
    )
    return { ...result, explorerUrl: explorerUrl(result.hash) }
  } catch (error) {
    const message =
      typeof error === "object" && error !== null && "_tag" in error && error instanceof Error
        ? describeError(error as Error & { readonly _tag: string }, language.locale, language.loaded)
        : error instanceof Error
          ? error.message
          : String(error)
    screen?.rerender(
      createElement(SendProgress, { ...base, phase: "failed", hash: client.getState().send.hash, error: message })
    )
    throw error
  } finally {
    unsubscribe()
    screen?.unmount()
  }
}

/**
 * The send's result document. `fee` is in the native coin, with the units and rate the network
 * counts (`gas` and `gasPriceGwei`; `gas` signatures and `lamportsPerSignature`; `vbytes`,
 * `satPerVbyte` and `speed`); where the network charges rent for accounts (Solana),
 * `createsReceiverAccount` says whether the receiver's token account was created (its rent is in `fee.estimate`).
 */
export const sendJson = (prepared: PreparedSend, hash: string, status: string) => ({
  hash,
  status,
  from: prepared.preview.from,
  to: prepared.to,
  toName: prepared.toName ?? null,
  amount: prepared.amount,
  token: {
    symbol: prepared.token.symbol,
    address: isNativeToken(prepared.token) ? null : (tokenContractAddress(prepared.token) ?? null)
  },
  fee: feeJson(prepared.preview),
  ...(prepared.fee.rent === undefined
    ? {}
    : {
        createsReceiverAccount:
          prepared.preview.receiverAccountRent === undefined
            ? null
            : { rent: prepared.preview.receiverAccountRent, symbol: prepared.preview.feeSymbol }
      })
})

export const send = (ctx: CommandContext, flags: SendFlags): Promise<void> =>
  withSession(ctx, async (session) => {
    const { output } = ctx
    const prepared = await prepareSend(session, flags)
    const { preview } = prepared
    output.event("send_preview", previewEvent(preview))
    if (preview.insufficientGas) throw new InsufficientGas({ symbol: preview.feeSymbol })
    if (flags.yes !== true) {
      if (!output.interactive || ctx.io.stdin.isTTY !== true) {
        throw new CliError("ConfirmationRequired", "Sending needs confirmation: pass --yes", ExitCode.badInput)
      }
      if (!(await confirm(ctx, preview))) throw new CliError("SendCancelled", "Send cancelled: nothing was sent")
    } else if (!output.json) {
      output.note(screenText(createElement(SendPreview, { ...preview, language: output.language })))
    }
    const result = await executeSend(ctx, session, prepared)
    const document = { ...sendJson(prepared, result.hash, result.status), explorerUrl: result.explorerUrl ?? null }
    const words = { amount: prepared.amount, symbol: prepared.token.symbol, hash: result.hash }
    const explorer =
      result.explorerUrl === undefined
        ? ""
        : `\n${say(output.language, sendMessages, "explorer", { url: result.explorerUrl })}`
    if (result.status === "success") {
      output.result(document, `${say(output.language, sendMessages, "sent", words)}${explorer}`)
      return
    }
    // Sent, not confirmed in time: the result is printed, and the exit code says so (the failure itself prints nothing more).
    output.result(document, `${say(output.language, sendMessages, "sentUnconfirmed", words)}${explorer}`)
    throw new CliError(
      "SendUnconfirmed",
      `Sent, not yet confirmed after ${SEND_CONFIRMATION_WAIT_MS / 1000} s: ${result.hash}`,
      ExitCode.sentUnconfirmed
    )
  })
