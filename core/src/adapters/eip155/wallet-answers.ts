// What an EVM wallet may answer to each method (SPEC §5), checked before anyone uses the answer:
// a wallet is untrusted, whichever connector reaches it (WalletConnect, EIP-6963, the embedded one).
import { isAddress } from "viem"
import type { Eip1193Provider } from "../../connectors/provider.js"
import { isSignedMessage, isTransactionHash } from "../../domain/hex.js"
import { WalletAnswerInvalid } from "../../errors.js"

interface AnswerRule {
  /** What a valid answer is, in words for the error's reason. */
  readonly expected: string
  readonly accepts: (value: unknown) => boolean
}

const signature: AnswerRule = {
  expected: "a signature (0x and at least 62 hex digits)",
  accepts: (value) => typeof value === "string" && isSignedMessage(value)
}

const transactionHash: AnswerRule = {
  expected: "a transaction hash (0x and 64 hex digits)",
  accepts: (value) => typeof value === "string" && isTransactionHash(value)
}

/** EIP-5792 gives `{ id }`; wallets of its first draft gave the id itself. A bounded, non-empty string either way. */
const callsId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 4096

const callsBatch: AnswerRule = {
  expected: "a calls batch id (a string, or { id: string })",
  accepts: (value) =>
    callsId(value) ||
    (typeof value === "object" && value !== null && !Array.isArray(value) && callsId((value as { id?: unknown }).id))
}

const accounts: AnswerRule = {
  expected: "a list of 0x addresses",
  accepts: (value) =>
    Array.isArray(value) && value.every((item) => typeof item === "string" && isAddress(item, { strict: false }))
}

const chainId: AnswerRule = {
  expected: "a chain id (0x and hex digits, or a positive integer)",
  accepts: (value) =>
    (typeof value === "string" && /^0x[0-9a-fA-F]{1,13}$/.test(value) && Number(value) > 0) ||
    (typeof value === "number" && Number.isSafeInteger(value) && value > 0)
}

/** The methods whose answer Gangway or the dApp acts on; others pass as the wallet gave them. */
export const EIP155_ANSWER_RULES: Readonly<Record<string, AnswerRule>> = {
  personal_sign: signature,
  eth_sign: signature,
  eth_signTypedData: signature,
  eth_signTypedData_v3: signature,
  eth_signTypedData_v4: signature,
  signTypedData_v4: signature,
  eth_sendTransaction: transactionHash,
  // A user operation's hash is 32 bytes too.
  eth_sendUserOperation: transactionHash,
  wallet_sendCalls: callsBatch,
  eth_requestAccounts: accounts,
  eth_accounts: accounts,
  eth_chainId: chainId
}

/** A short, safe picture of a value for a log line (never the whole of a huge answer). */
const sketch = (value: unknown): string => {
  if (typeof value === "string")
    return value.length > 24 ? `"${value.slice(0, 24)}…" (${value.length} characters)` : `"${value}"`
  if (Array.isArray(value)) return `an array of ${value.length}`
  if (value === null) return "null"
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`
}

/** The wallet's answer to `method` when it is one, else the typed refusal saying what was expected. */
export const checkWalletAnswer = (method: string, value: unknown): WalletAnswerInvalid | undefined => {
  const rule = Object.hasOwn(EIP155_ANSWER_RULES, method) ? EIP155_ANSWER_RULES[method] : undefined
  if (rule === undefined || rule.accepts(value)) return undefined
  return new WalletAnswerInvalid({ method, reason: `expected ${rule.expected}, got ${sketch(value)}` })
}

/** The provider with every answer checked by its method: a malformed one rejects with `WalletAnswerInvalid`. */
export const answerCheckedProvider = (provider: Eip1193Provider): Eip1193Provider => ({
  on: (event, listener) => provider.on?.(event, listener),
  removeListener: (event, listener) => provider.removeListener?.(event, listener),
  request: async (args) => {
    const answer = await provider.request(args)
    const invalid = checkWalletAnswer(args.method, answer)
    if (invalid !== undefined) throw invalid
    return answer
  }
})
