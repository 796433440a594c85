import { InsufficientGas, parseAmount, tokenDecimals } from "@gangway/core"
import { NoActiveCaipAddress } from "@gangway/core"
import { createPublicKey, verify } from "node:crypto"
import { getBase58Decoder, getBase58Encoder } from "@solana/kit"
import { Result } from "effect"
import { toHex, verifyMessage } from "viem"
import { activeAccount, connectedAccounts, type ActiveAccount } from "../account.js"
import { heldToken, readBalances } from "../balances.js"
import { connectSession, planConnect } from "../commands/connect.js"
import { readHistory } from "../commands/history.js"
import { executeSend, prepareSend } from "../commands/send.js"
import { executeSwap, prepareSwap } from "../commands/swap.js"
import type { CommandContext } from "../context.js"
import { toFailure } from "../failure.js"
import { openSession, type Session } from "../gangway.js"
import { reportRecovery } from "../with-session.js"
import { findNetwork } from "../networks.js"
import { Output } from "../output.js"
import { forgetKey, type SignerKey } from "../signer-key.js"
import { requireRpc } from "../rpc-probe.js"
import { signInProvider, signInText } from "../sign-in.js"
import { SCRIPT_KEY_NAMES, type HistoryMatch, type Script, type Step } from "./format.js"

export interface StepOutcome {
  /** 1-based. */
  readonly index: number
  readonly step: Step["step"]
  readonly name: string | undefined
  readonly ok: boolean
  /** What happened, or why the step failed. */
  readonly detail: string
  readonly error?: { readonly tag: string; readonly message: string } | undefined
}

/** An expectation that was not met. */
class Unmet extends Error {}

/** The bytes of base58 `text`; undefined when it is not base58. */
const base58Bytes = (text: string): Uint8Array | undefined => {
  try {
    return new Uint8Array(getBase58Encoder().encode(text))
  } catch {
    return undefined
  }
}

/** The `sign` step: the message signed through the wallet, and whether the signature verifies for the account. */
const signMessage = async (session: Session, account: ActiveAccount, message: string) => {
  const { client } = session
  if (account.namespace === "eip155") {
    const address = account.address as `0x${string}`
    const signature = (await client.request("personal_sign", [toHex(message), address])) as string
    return { signature, valid: await verifyMessage({ address, message, signature: signature as `0x${string}` }) }
  }
  if (account.namespace === "solana") {
    // solana_signMessage: the message's bytes in base58; an Ed25519 signature (base58) by the account's key.
    const bytes = new TextEncoder().encode(message)
    const answer = (await client.request("solana_signMessage", {
      message: getBase58Decoder().decode(bytes),
      pubkey: account.address
    })) as { signature?: unknown }
    const signature = typeof answer?.signature === "string" ? answer.signature : ""
    const publicKey = base58Bytes(account.address)
    const signatureBytes = base58Bytes(signature)
    if (
      publicKey === undefined ||
      publicKey.length !== 32 ||
      signatureBytes === undefined ||
      signatureBytes.length !== 64
    ) {
      return { signature, valid: false }
    }
    const key = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") },
      format: "jwk"
    })
    return { signature, valid: verify(null, bytes, key, signatureBytes) }
  }
  throw new Unmet(`signing a message is not supported on ${account.network.name} (${account.network.caipNetworkId})`)
}

/** Progress of sends inside a script is not shown (the step line is). */
class QuietOutput extends Output {
  override get interactive() {
    return false
  }
  override event() {}
}

const matches =
  (match: HistoryMatch, lastSend: string | undefined) =>
  (row: Awaited<ReturnType<typeof readHistory>>["transactions"][number]) => {
    const hash = match.hash === "$lastSend" ? lastSend : match.hash
    if (hash !== undefined && row.metadata.hash?.toLowerCase() !== hash.toLowerCase()) return false
    if (match.to !== undefined && row.metadata.sentTo.toLowerCase() !== match.to.toLowerCase()) return false
    return row.transfers.some(
      (transfer) =>
        (match.symbol === undefined || transfer.fungible_info?.symbol?.toLowerCase() === match.symbol.toLowerCase()) &&
        (match.amount === undefined || Number(transfer.quantity.numeric) === Number(match.amount))
    )
  }

/**
 * Runs a script's steps in order against one client over the state dir, and
 * stops at the first failure. `onStep` hears each outcome as it happens.
 */
export const runScript = async (
  ctx: CommandContext,
  script: Script,
  onStep: (outcome: StepOutcome) => void
): Promise<ReadonlyArray<StepOutcome>> => {
  const quiet: CommandContext = { ...ctx, output: new QuietOutput(ctx.io, true) }
  let session: Session | undefined
  let lastSend: string | undefined
  const open = async (key?: SignerKey) => {
    if (key !== undefined || session === undefined) {
      await session?.close()
      session = undefined
      session = await openSession(ctx.settings, key, { persist: true, onStorageRecovered: reportRecovery(ctx) })
    }
    return session
  }

  const perform = async (step: Step): Promise<string> => {
    switch (step.step) {
      case "connect": {
        const plan = planConnect(
          ctx,
          {
            wallet: step.wallet,
            privateKey: step.privateKey,
            mnemonic: step.mnemonic,
            accountIndex: step.accountIndex === undefined ? undefined : String(step.accountIndex),
            keypair: step.keypair,
            secretKey: step.secretKey,
            network: step.network,
            timeout: step.timeout === undefined ? undefined : String(step.timeout)
          },
          SCRIPT_KEY_NAMES
        )
        const current = await open(plan.key)
        const account = await connectSession(ctx, current, plan)
        const expected = step.expect?.address
        if (expected !== undefined && expected.toLowerCase() !== account.address.toLowerCase()) {
          throw new Unmet(`expected account ${expected}, connected ${account.address}`)
        }
        return `${account.address} on ${account.network.caipNetworkId}`
      }
      case "switch": {
        const current = await open()
        const network = findNetwork(current.networks, step.network, ctx.settings)
        await current.client.connection.switchNetwork(network.caipNetworkId)
        current.requireSaved("The network switch")
        return `${network.name} (${network.caipNetworkId})`
      }
      case "balance": {
        const current = await open()
        const account = activeAccount(current)
        await requireRpc(account.network)
        const token = heldToken(await readBalances(current, account), account, step.token)
        const held = `${token.quantity.numeric} ${token.symbol}`
        const atLeast = step.expect?.balanceAtLeast
        if (atLeast !== undefined) {
          const decimals = tokenDecimals(token) ?? 18
          const want = parseAmount(atLeast, decimals)
          const have = parseAmount(token.quantity.numeric, decimals)
          if (Result.isFailure(want)) throw new Unmet(`balanceAtLeast ${atLeast} is not an amount`)
          if (Result.isFailure(have) || have.success < want.success) {
            throw new Unmet(`expected at least ${atLeast} ${token.symbol}, holds ${held}`)
          }
        }
        return held
      }
      case "send": {
        const current = await open()
        const prepared = await prepareSend(current, { to: step.to, amount: step.amount, token: step.token })
        if (prepared.preview.insufficientGas) throw new InsufficientGas({ symbol: prepared.preview.feeSymbol })
        const result = await executeSend(quiet, current, prepared)
        lastSend = result.hash
        return `${prepared.amount} ${prepared.token.symbol} to ${prepared.to}: ${result.hash}${result.status === "unconfirmed" ? " (sent, not yet confirmed)" : ""}`
      }
      case "swap": {
        const current = await open()
        const slippage = step.slippage === undefined ? undefined : String(step.slippage)
        const preview = await prepareSwap(current, { from: step.from, to: step.to, amount: step.amount, slippage })
        if (preview.insufficientGas) throw new InsufficientGas({ symbol: preview.network.nativeCurrency.symbol })
        const result = await executeSwap(quiet, current, preview)
        lastSend = result.hash
        return `${preview.fromAmount} ${preview.from.symbol} for about ${preview.toAmount} ${preview.to.symbol}: ${result.hash}`
      }
      case "history": {
        const current = await open()
        const { transactions } = await readHistory(current, {
          limit: step.limit === undefined ? undefined : String(step.limit)
        })
        const wanted = step.expect?.historyContains
        if (wanted !== undefined && !transactions.some(matches(wanted, lastSend))) {
          throw new Unmet(
            `no transaction matches ${JSON.stringify(wanted.hash === "$lastSend" ? { ...wanted, hash: lastSend } : wanted)}`
          )
        }
        return `${transactions.length} transaction${transactions.length === 1 ? "" : "s"}`
      }
      case "sign": {
        const current = await open()
        const account = activeAccount(current)
        const { signature, valid } = await signMessage(current, account, step.message)
        if (!valid) throw new Unmet(`the signature does not verify for ${account.address}`)
        return `signed by ${account.address}: ${signature.slice(0, 18)}…`
      }
      case "signIn": {
        const { url, appUrl, provider } = signInProvider(ctx.settings, ctx.io.env, {
          url: step.url,
          domain: step.domain
        })
        // A client with the sign-in provider, over the same state dir (the session stays connected).
        await session?.close()
        session = undefined
        session = await openSession(ctx.settings, undefined, {
          persist: true,
          siwx: provider,
          appUrl,
          onStorageRecovered: reportRecovery(ctx)
        })
        if (connectedAccounts(session)[0] === undefined) throw new NoActiveCaipAddress()
        const signed = await session.client.siwx.signIn()
        return signInText(signed, url)
      }
      case "disconnect": {
        const current = await open()
        const address = connectedAccounts(current)[0]?.address
        if (address === undefined) throw new NoActiveCaipAddress()
        await current.client.connection.disconnect()
        forgetKey(ctx.settings.stateDir)
        current.requireSaved("The disconnect")
        return `${address} disconnected`
      }
    }
  }

  const outcomes: Array<StepOutcome> = []
  try {
    for (const [position, step] of script.steps.entries()) {
      const base = { index: position + 1, step: step.step, name: step.name }
      let outcome: StepOutcome
      try {
        const detail = await perform(step)
        outcome =
          step.expectError === undefined
            ? { ...base, ok: true, detail }
            : {
                ...base,
                ok: false,
                detail: `expected error ${step.expectError.tag}, but the step succeeded (${detail})`
              }
      } catch (error) {
        if (error instanceof Unmet) {
          outcome = { ...base, ok: false, detail: error.message }
        } else {
          const failure = toFailure(error)
          const expected = step.expectError
          const asExpected =
            expected !== undefined &&
            expected.tag === failure.tag &&
            (expected.message === undefined || expected.message === failure.message)
          outcome = {
            ...base,
            ok: asExpected,
            detail: asExpected ? `failed as expected: ${failure.message}` : failure.message,
            error: { tag: failure.tag, message: failure.message }
          }
        }
      }
      outcomes.push(outcome)
      onStep(outcome)
      if (!outcome.ok) break
    }
  } finally {
    await session?.close()
  }
  return outcomes
}
