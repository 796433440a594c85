import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from "@gangway/core"
import { createElement } from "react"
import { accountJson, accountText, activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { CliError, usageError } from "../failure.js"
import type { Session } from "../gangway.js"
import { findNetwork } from "../networks.js"
import { terminalQr } from "../qr.js"
import { LivePairing, formatCountdown } from "../screens/pairing.js"
import { effectiveProjectId } from "../settings.js"
import { forgetKey, keyFromFlags, storeKey, type SignerFlags, type SignerKey } from "../signer-key.js"
import { withSession } from "../with-session.js"

export interface ConnectFlags extends SignerFlags {
  readonly wallet?: "walletconnect" | "injected-key" | "mnemonic" | undefined
  readonly network?: string | undefined
  readonly timeout?: string | undefined
}

const LOCAL_SIGNER_ID = "local-signer"
const WALLETCONNECT_ID = "walletConnect"

const parseTimeout = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  const seconds = Number(value)
  if (!Number.isFinite(seconds) || seconds <= 0) throw usageError(`Invalid timeout: ${value} is not a positive number of seconds`)
  return seconds * 1000
}

export interface ConnectPlan {
  /** The local signer's key; none for WalletConnect. */
  readonly key: SignerKey | undefined
  readonly network: string | undefined
  readonly timeoutMs: number | undefined
}

/** Checks the flags (kind, key, timeout, project id) before anything starts. */
export const planConnect = (ctx: CommandContext, flags: ConnectFlags): ConnectPlan => {
  const timeoutMs = parseTimeout(flags.timeout)
  const given = keyFromFlags(flags, ctx.io.env)
  const kind = flags.wallet ?? (given === undefined ? "walletconnect" : "privateKey" in given ? "injected-key" : "mnemonic")
  const key = kind === "walletconnect" ? undefined : keyFromFlags(flags, ctx.io.env, kind === "injected-key" ? "privateKey" : "mnemonic")
  if (kind !== "walletconnect" && key === undefined) {
    throw usageError(
      kind === "injected-key"
        ? "Missing key: --wallet injected-key needs --private-key or GANGWAY_PRIVATE_KEY"
        : "Missing mnemonic: --wallet mnemonic needs --mnemonic or GANGWAY_MNEMONIC"
    )
  }
  if (kind === "walletconnect" && effectiveProjectId(ctx.settings) === undefined) {
    throw new CliError(
      "WalletConnectUnavailable",
      "WalletConnect needs a project id: pass --project-id (or --relay-url for a local relay)",
      ExitCode.badInput
    )
  }
  return { key, network: flags.network, timeoutMs }
}

/** Connects `session` (opened with `plan.key`) and remembers the session in the state dir. */
export const connectSession = async (ctx: CommandContext, session: Session, plan: ConnectPlan) => {
  const { client } = session
  // Validate the network before anything changes.
  const network = plan.network === undefined ? undefined : findNetwork(session.networks, plan.network)
  if (client.getState().chains.chains.eip155?.account.status === "connected") await client.disconnect()
  if (network !== undefined) await client.switchNetwork(network.caipNetworkId)
  if (plan.key !== undefined) {
    await client.connect(LOCAL_SIGNER_ID)
    storeKey(ctx.settings.stateDir, plan.key)
  } else {
    await connectWalletConnect(ctx, session, plan.timeoutMs)
    forgetKey(ctx.settings.stateDir)
  }
  return activeAccount(session)
}

export const connect = async (ctx: CommandContext, flags: ConnectFlags): Promise<void> => {
  const plan = planConnect(ctx, flags)
  await withSession(
    ctx,
    async (session) => {
      const account = await connectSession(ctx, session, plan)
      ctx.output.result({ connected: true, ...accountJson(account) }, `Connected\n${accountText(account)}`)
    },
    plan.key
  )
}

/** Shows the pairing URI (QR screen, or a JSON line on stderr) and waits for the wallet. */
export const connectWalletConnect = async (ctx: CommandContext, session: Session, timeoutMs: number | undefined) => {
  const { client } = session
  const { output } = ctx
  let screen: { unmount: () => void } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let giveUp: ((error: unknown) => void) | undefined
  const gaveUp = new Promise<never>((_resolve, reject) => (giveUp = reject))

  const armTimer = (ms: number, error: CliError) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => giveUp?.(error), ms)
  }
  if (timeoutMs !== undefined) {
    armTimer(timeoutMs, new CliError("ConnectTimeout", `No wallet connected within ${timeoutMs / 1000} seconds`))
  }

  const show = async (uri: string, expiresAt: number) => {
    output.event("walletconnect_uri", { uri, expiresAt: new Date(expiresAt).toISOString() })
    if (timeoutMs === undefined) {
      armTimer(
        Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now()),
        new CliError("PairingExpired", "The pairing expired before a wallet connected")
      )
    }
    if (output.json) return
    const qr = await terminalQr(uri)
    if (output.interactive) {
      screen?.unmount()
      const { render } = await import("ink")
      screen = render(createElement(LivePairing, { uri, qr, expiresAt, marginMs: PAIRING_EXPIRY_MARGIN_MS }), {
        stdout: ctx.io.stdout,
        stdin: ctx.io.stdin,
        patchConsole: false
      })
    } else {
      output.note(`Scan with a WalletConnect wallet\n${qr}\n${uri}\nExpires in ${formatCountdown(expiresAt - Date.now())}`)
    }
  }

  let shown: string | undefined
  const onUri = (state: { uri: string | undefined; expiry: number | undefined }) => {
    if (state.uri === undefined || state.uri === shown) return
    shown = state.uri
    void show(state.uri, state.expiry ?? Date.now() + PAIRING_VALIDITY_MS)
  }
  const unsubscribe = client.subscribe(
    (state) => ({ uri: state.connection.wcUri, expiry: state.connection.wcPairingExpiry }),
    (next) => onUri(next)
  )
  try {
    await Promise.race([client.connect(WALLETCONNECT_ID), gaveUp])
  } finally {
    unsubscribe()
    if (timer !== undefined) clearTimeout(timer)
    screen?.unmount()
  }
}
