/**
 * Fuzz targets for what wallets and dApps hand the core (issue 30): EVM wallets' answers by
 * method, WalletConnect approvals and events, EIP-1193 requests to `client.request`, and the
 * secure frame's pre-check. Each answer is a typed refusal or satisfies the grammar, never a throw.
 */
import fc from "fast-check"
import { checkWalletAnswer, EIP155_ANSWER_RULES } from "../../src/adapters/eip155/wallet-answers.js"
import { eventAccounts, eventChainId } from "../../src/adapters/eip155/walletconnect.js"
import { createGangway } from "../../src/client.js"
import { frameMessageProblem } from "../../src/connectors/auth/frame-precheck.js"
import {
  MAX_APPROVED_ACCOUNTS,
  parseAccountId,
  readApprovedAccounts
} from "../../src/connectors/walletconnect/approved-accounts.js"
import { mainnet } from "../../src/domain/networks.js"
import { WalletAnswerInvalid } from "../../src/errors.js"
import { desktop } from "../controllers.js"
import { hostileString, hostileValue } from "./hostile.js"
import type { FuzzTarget } from "./runner.js"

const EVM = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const OTHER = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

const check = (ok: boolean, message: () => string) => {
  if (!ok) throw new Error(message())
}
const show = (value: unknown) => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 200)
  } catch {
    return String(value).slice(0, 200)
  }
}

// -- EVM wallets' answers ---------------------------------------------------------------------

const HEX = /^0x[0-9a-fA-F]*$/
/** An oracle written apart from the decoders: SPEC §5's rules, by method. */
const grammarOf = (method: string, value: unknown): boolean => {
  const hexOf = (length: (digits: number) => boolean) =>
    typeof value === "string" && HEX.test(value) && length(value.length - 2)
  if (/sign/i.test(method) && method !== "eth_sendTransaction") return hexOf((digits) => digits >= 62)
  if (method === "eth_sendTransaction" || method === "eth_sendUserOperation") return hexOf((digits) => digits === 64)
  if (method === "wallet_sendCalls") {
    const id =
      typeof value === "object" && value !== null && !Array.isArray(value) ? (value as { id?: unknown }).id : value
    return typeof id === "string" && id.length > 0 && id.length <= 4096
  }
  if (method === "eth_accounts" || method === "eth_requestAccounts") {
    return Array.isArray(value) && value.every((item) => typeof item === "string" && /^0x[0-9a-fA-F]{40}$/.test(item))
  }
  if (method === "eth_chainId")
    return (
      (typeof value === "string" && /^0x[0-9a-fA-F]{1,13}$/.test(value) && Number(value) > 0) ||
      (Number.isSafeInteger(value) && (value as number) > 0)
    )
  return true
}

const RULED = Object.keys(EIP155_ANSWER_RULES)
const SAMPLE_ANSWER: Readonly<Record<string, unknown>> = {
  eth_sendTransaction: `0x${"ab".repeat(32)}`,
  wallet_sendCalls: { id: "0x01", capabilities: {} },
  eth_accounts: [EVM],
  eth_requestAccounts: [EVM],
  eth_chainId: "0x7a69"
}

const answersTarget: FuzzTarget<{ readonly method: string; readonly value: unknown }> = {
  name: "EVM wallet answers",
  what: "checkWalletAnswer for every method it rules (signatures, hashes, calls ids, accounts, chain id) and others, on mutated valid answers and anything",
  input: fc.record({
    method: fc.oneof(fc.constantFrom(...RULED), hostileString),
    value: fc.constantFrom(...RULED).chain((method) => hostileValue(SAMPLE_ANSWER[method] ?? `0x${"cd".repeat(65)}`))
  }),
  boundMs: 1_000,
  start: () => ({
    check: ({ method, value }) => {
      const refused = checkWalletAnswer(method, value)
      const ruled = Object.hasOwn(EIP155_ANSWER_RULES, method)
      if (refused === undefined) check(!ruled || grammarOf(method, value), () => `${method} took ${show(value)}`)
      else
        check(
          refused instanceof WalletAnswerInvalid && refused.method === method && ruled && !grammarOf(method, value),
          () => `${method} refused ${show(value)} wrongly`
        )
    }
  })
}

// -- WalletConnect approvals and events -------------------------------------------------------

const accountPart = fc.oneof(
  fc.constantFrom("eip155", "solana", "EIP155", "eip155 ", "", "bip122"),
  fc.constantFrom("31337", "1", "0x7a69", "031337", "999", "", "31337:extra"),
  fc.constantFrom(EVM, OTHER, EVM.toLowerCase(), "0xZZ", "", `${EVM}:extra`),
  hostileString
)
const accountId = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(accountPart, accountPart, accountPart).map((parts) => parts.join(":")) },
  { weight: 1, arbitrary: fc.anything() }
)
const REQUESTED: ReadonlySet<string> = new Set(["eip155:31337", "eip155:1"])

const approvalsTarget: FuzzTarget<unknown> = {
  name: "WalletConnect approvals",
  what: "readApprovedAccounts over CAIP-10 accounts built from hostile parts (extra parts, hex chain ids, other namespaces) and non-lists",
  input: fc.oneof(
    { weight: 9, arbitrary: fc.array(accountId, { maxLength: 12 }) },
    { weight: 1, arbitrary: fc.anything() }
  ),
  boundMs: 1_000,
  start: () => ({
    check: (accounts) => {
      const read = readApprovedAccounts("eip155", accounts, REQUESTED)
      for (const account of read.accepted) {
        const parsed = parseAccountId(account)
        check(
          parsed !== undefined && parsed.namespace === "eip155" && REQUESTED.has(parsed.caipNetworkId),
          () => `accepted ${show(account)}`
        )
        check(
          account.split(":").length === 3,
          () => `accepted ${show(account)} with ${account.split(":").length} parts`
        )
      }
      const seen = Array.isArray(accounts) ? Math.min(accounts.length, MAX_APPROVED_ACCOUNTS) : 1
      check(
        read.accepted.length + read.refused.length <= seen + 1,
        () => `more results than accounts for ${show(accounts)}`
      )
    }
  })
}

const eventsTarget: FuzzTarget<{ readonly accounts: unknown; readonly chainId: unknown }> = {
  name: "WalletConnect events",
  what: "accountsChanged (0x or CAIP-10 items, other chains, non-lists) against the approved accounts, and chainChanged ids (hex, decimal, CAIP-2, anything)",
  input: fc.record({
    accounts: fc.oneof(
      fc.array(fc.oneof(accountId, fc.constantFrom(EVM, OTHER, `eip155:31337:${EVM}`, `eip155:1:${EVM}`)), {
        maxLength: 8
      }),
      fc.anything()
    ),
    chainId: fc.oneof(
      fc.constantFrom("0x7a69", 31337, "eip155:31337", "31337", "0x", "-1", 0, 1.5, true, "0x7a69 "),
      hostileValue("0x7a69")
    )
  }),
  boundMs: 1_000,
  start: () => ({
    check: ({ accounts, chainId }) => {
      const read = eventAccounts(accounts, 31337, [EVM])
      if ("accounts" in read) {
        check(
          read.accounts.every((account) => account === EVM),
          () => `accountsChanged took ${show(read.accounts)} from ${show(accounts)}`
        )
        check(
          read.accounts.length > 0 || (Array.isArray(accounts) && accounts.length === 0),
          () => `an empty take from ${show(accounts)}`
        )
      }
      const id = eventChainId(chainId)
      check(
        id === undefined || (Number.isSafeInteger(id) && id > 0),
        () => `chainChanged ${show(chainId)} read as ${id}`
      )
    }
  })
}

// -- EIP-1193 requests to client.request ------------------------------------------------------

const throwingGetter = fc.constant(null).map(() =>
  Object.defineProperty({}, "x", {
    enumerable: true,
    get() {
      throw new Error("read me not")
    }
  })
)

const requestsTarget: FuzzTarget<{ readonly method: unknown; readonly params: unknown }> = {
  name: "client.request",
  what: "client.request with random method and params shapes (numbers, objects, throwing getters, functions, huge names): always a rejected promise with a numeric code, never a sync throw",
  input: fc.record({
    method: fc.oneof(
      fc.constantFrom(
        "personal_sign",
        "eth_chainId",
        "solana_signMessage",
        "signPsbt",
        "wallet_watchAsset",
        "eth_sign"
      ),
      hostileString,
      fc.anything()
    ),
    params: fc.oneof(
      fc.constant(undefined),
      fc.jsonValue(),
      fc.anything(),
      throwingGetter,
      fc.array(throwingGetter, { maxLength: 2 }),
      fc.constant([() => 1])
    )
  }),
  boundMs: 2_000,
  start: () => {
    // No wallet connects: nothing can reach one, every request must be refused, typed and coded.
    const client = createGangway({ networks: [mainnet], storage: "memory", platform: desktop })
    return {
      check: async ({ method, params }) => {
        let promise: Promise<unknown>
        try {
          promise = client.request(method as never, params)
        } catch (error) {
          throw new Error(`client.request threw synchronously for ${show(method)}: ${String(error)}`)
        }
        const outcome = await promise.then(
          (value) => ({ value }),
          (error: unknown) => ({ error })
        )
        check("error" in outcome, () => `client.request(${show(method)}) resolved with no wallet`)
        const code = "error" in outcome ? (outcome.error as { code?: unknown } | null)?.code : undefined
        check(
          typeof code === "number" && Number.isInteger(code),
          () => `client.request(${show(method)}) rejected without a numeric code`
        )
      },
      close: () => client.destroy().then(() => undefined)
    }
  }
}

// -- The secure frame's pre-check --------------------------------------------------------------

const frameShapeTarget: FuzzTarget<unknown> = {
  name: "frame pre-check",
  what: "frameMessageProblem on mutated frame messages and anything: undefined only for an object of a known type (a reply only with a pending id)",
  input: fc.oneof(
    hostileValue({ type: "SUCCESS", id: "known", payload: {} }),
    hostileValue({ type: "FRAME_READY", payload: {} })
  ),
  boundMs: 500,
  start: () => ({
    check: (data) => {
      const problem = frameMessageProblem(data, (id) => id === "known")
      if (problem !== undefined) return
      const type = (data as { type?: unknown }).type
      check(
        typeof data === "object" && data !== null && !Array.isArray(data) && typeof type === "string",
        () => `passed ${show(data)}`
      )
      if (type === "SUCCESS" || type === "ERROR")
        check((data as { id?: unknown }).id === "known", () => `a reply to ${show(data)} passed`)
    }
  })
}

export const walletAnswerTargets = [
  answersTarget,
  approvalsTarget,
  eventsTarget,
  requestsTarget,
  frameShapeTarget
] as const
