import { InvalidInput, PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS, type CaipNetwork } from "@gangway/core"
import { createElement } from "react"
import { accountJson, accountText, activeAccount, connectedAccounts } from "../account.js"
import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { CliError, usageError } from "../failure.js"
import type { Session } from "../gangway.js"
import { findNetwork, resolveNetworks } from "../networks.js"
import { terminalQr } from "../qr.js"
import { requireRpc } from "../rpc-probe.js"
import { LivePairingCountdown, formatCountdown, pairingText } from "../screens/pairing.js"
import { effectiveProjectId } from "../settings.js"
import {
  FLAG_NAMES,
  forgetKey,
  keyFromFlags,
  keyNamespace,
  kindOfKey,
  storeKey,
  type KeyNames,
  type SignerFlags,
  type SignerKey
} from "../signer-key.js"
import { commandMessages } from "./messages.js"
import { say } from "../i18n/language.js"
import { withSession } from "../with-session.js"
import { pairingMessages } from "../screens/pairing-messages.js"

/** How `connect` connects: WalletConnect, or a local signer from an EVM key, an EVM mnemonic or a Solana keypair. */
export type WalletKind = "walletconnect" | "injected-key" | "mnemonic" | "keypair" | "wif"

export interface ConnectFlags extends SignerFlags {
  readonly wallet?: WalletKind | undefined
  readonly network?: string | undefined
  readonly timeout?: string | undefined
  /** Email login through the secure frame (`connect-email.ts`). */
  readonly email?: string | undefined
  readonly otpFromInbox?: boolean | undefined
}

const LOCAL_SIGNER_ID = "local-signer"
const WALLETCONNECT_ID = "walletConnect"

/** The longest `--timeout`: a timer beyond 2^31 − 1 ms fires at once in Node (about 24.8 days). */
export const MAX_TIMEOUT_SECONDS = Math.floor((2 ** 31 - 1) / 1000)

/** `--timeout <seconds>` in ms: a decimal number above 0, at most MAX_TIMEOUT_SECONDS. */
export const parseTimeout = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  const text = value.trim()
  // Decimal notation only: Number() would also take "0x10", "1e3" and "" (0).
  const seconds = /^\d+(\.\d+)?$|^\.\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw usageError(`Invalid timeout: ${value} is not a positive number of seconds`)
  if (seconds > MAX_TIMEOUT_SECONDS)
    throw usageError(`Invalid timeout: ${value} is more than ${MAX_TIMEOUT_SECONDS} seconds`)
  return Math.ceil(seconds * 1000)
}

export interface ConnectPlan {
  /** The local signer's key; none for WalletConnect. */
  readonly key: SignerKey | undefined
  /** The network asked for (checked against the configured ones). */
  readonly network: CaipNetwork | undefined
  readonly timeoutMs: number | undefined
}

const NAMESPACE_NAMES: Record<string, string> = { eip155: "EVM", solana: "Solana", bip122: "Bitcoin" }
const LOCAL_NETWORK: Record<string, string> = {
  eip155: "eip155:31337",
  solana: "solana-local",
  bip122: "bitcoin-local"
}

const MISSING_KEY: Record<Exclude<WalletKind, "walletconnect">, (names: KeyNames) => string> = {
  "injected-key": (names) =>
    `Missing key: ${names.wallet} injected-key needs ${names.privateKey} or GANGWAY_PRIVATE_KEY`,
  mnemonic: (names) => `Missing mnemonic: ${names.wallet} mnemonic needs ${names.mnemonic} or GANGWAY_MNEMONIC`,
  keypair: (names) =>
    `Missing keypair: ${names.wallet} keypair needs ${names.keypair}, ${names.secretKey} or GANGWAY_SOLANA_SECRET_KEY`,
  wif: (names) => `Missing WIF: ${names.wallet} wif needs ${names.wif ?? "--wif"} or GANGWAY_BITCOIN_WIF`
}

/**
 * Checks the flags (kind, key, network, timeout, project id) before anything starts: a bad
 * key file or network is bad input (exit 2) while nothing has changed.
 */
export const planConnect = (ctx: CommandContext, flags: ConnectFlags, names: KeyNames = FLAG_NAMES): ConnectPlan => {
  const timeoutMs = parseTimeout(flags.timeout)
  const networks = resolveNetworks(ctx.settings.networks, ctx.settings)
  const network = flags.network === undefined ? undefined : findNetwork(networks, flags.network, ctx.settings)
  const asked = flags.wallet === "walletconnect" ? undefined : flags.wallet
  const key =
    flags.wallet === "walletconnect"
      ? undefined
      : keyFromFlags(flags, ctx.io.env, asked, network?.chainNamespace, names)
  const kind = flags.wallet ?? (key === undefined ? "walletconnect" : kindOfKey(key))
  if (kind !== "walletconnect" && key === undefined) throw usageError(MISSING_KEY[kind](names))
  if (key !== undefined) {
    // A key signs for one namespace: it connects on a network of that namespace.
    const namespace = keyNamespace(key)
    const keyName = NAMESPACE_NAMES[namespace] ?? namespace
    if (network !== undefined && network.chainNamespace !== namespace) {
      throw new InvalidInput({
        field: "network",
        reason: `${network.name} (${network.caipNetworkId}) is not a${namespace === "eip155" ? "n" : ""} ${keyName} network; the ${kindLabel(kind)} connects on ${keyName} networks`
      })
    }
    if (!networks.some((item) => item.chainNamespace === namespace)) {
      throw new InvalidInput({
        field: "network",
        reason: `no ${keyName} network is configured for the ${kindLabel(kind)}; add one to --networks (${LOCAL_NETWORK[namespace] ?? namespace})`
      })
    }
  }
  if (kind === "walletconnect" && effectiveProjectId(ctx.settings) === undefined) {
    throw new CliError(
      "WalletConnectUnavailable",
      "WalletConnect needs a project id: pass --project-id (or --relay-url for a local relay)",
      ExitCode.badInput
    )
  }
  return { key, network, timeoutMs }
}

const kindLabel = (kind: WalletKind) =>
  kind === "keypair"
    ? "Solana keypair"
    : kind === "wif"
      ? "Bitcoin WIF"
      : kind === "mnemonic"
        ? "mnemonic"
        : "private key"

/**
 * Connects `session` (opened with `plan.key`) and remembers the session in the state dir.
 * Whatever is connected before (any namespace) is disconnected first. A local signer
 * connects on the network asked for, else on the active one when it is of the key's
 * namespace, else on the first configured network of that namespace (`solana-local` for a
 * Solana keypair with the default networks).
 */
export const connectSession = async (ctx: CommandContext, session: Session, plan: ConnectPlan) => {
  const { client } = session
  const namespace = plan.key === undefined ? undefined : keyNamespace(plan.key)
  const active = client.getState().chains.activeCaipNetwork
  const target =
    plan.network ??
    (namespace === undefined || active?.chainNamespace === namespace
      ? undefined
      : session.networks.find((network) => network.chainNamespace === namespace))
  // A local signer signs here and sends through the network's RPC: one that does not
  // answer is said before anything changes (and before "Connected" is claimed).
  const network = target ?? active
  if (plan.key !== undefined && network !== undefined) await requireRpc(network)
  if (connectedAccounts(session).length > 0) await client.connection.disconnect()
  if (target !== undefined && target.caipNetworkId !== active?.caipNetworkId)
    await client.connection.switchNetwork(target.caipNetworkId)
  if (plan.key !== undefined) await client.connection.connect(LOCAL_SIGNER_ID)
  else await connectWalletConnect(ctx, session, plan.timeoutMs)
  // Never "Connected" for a connection that later commands would not find: when the
  // session or the key could not be saved, the connection is undone and that is the failure.
  try {
    if (plan.key !== undefined) storeKey(ctx.settings.stateDir, plan.key)
    else forgetKey(ctx.settings.stateDir)
    session.requireSaved("The connection")
  } catch (error) {
    await client.connection.disconnect().catch(() => undefined)
    try {
      forgetKey(ctx.settings.stateDir)
    } catch {
      // Nothing can be written there: the failure below says so.
    }
    throw error
  }
  return activeAccount(session)
}

export const connect = async (ctx: CommandContext, flags: ConnectFlags): Promise<void> => {
  if (flags.email !== undefined)
    return (await import("./connect-email.js")).connectEmail(ctx, {
      email: flags.email,
      otpFromInbox: flags.otpFromInbox
    })
  const plan = planConnect(ctx, flags)
  await withSession(
    ctx,
    async (session) => {
      const account = await connectSession(ctx, session, plan)
      ctx.output.result(
        { connected: true, ...accountJson(account) },
        `${say(ctx.output.language, commandMessages, "connected")}\n${accountText(account, ctx.output.language)}`
      )
    },
    plan.key,
    { persist: true }
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
      // The QR code and the URI are printed as they are (the URI on one line, copyable);
      // only the countdown below them is a live screen.
      ctx.io.stdout.write(`\n${pairingText(uri, qr, output.language)}`)
      const { render } = await import("ink")
      screen = render(
        createElement(LivePairingCountdown, {
          expiresAt,
          marginMs: PAIRING_EXPIRY_MARGIN_MS,
          language: output.language
        }),
        {
          stdout: ctx.io.stdout,
          stdin: ctx.io.stdin,
          patchConsole: false
        }
      )
    } else {
      output.note(
        `${pairingText(uri, qr, output.language)}${say(output.language, pairingMessages, "expiresIn")} ${formatCountdown(expiresAt - Date.now())}`
      )
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
    await Promise.race([client.connection.connect(WALLETCONNECT_ID), gaveUp])
  } finally {
    unsubscribe()
    if (timer !== undefined) clearTimeout(timer)
    screen?.unmount()
  }
}
