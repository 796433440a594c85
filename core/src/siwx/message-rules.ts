/**
 * The rules a sign-in message must follow, written once for both sides: the client checks
 * them before its wallet is asked to sign, a server (fixtures/src/siwx) when a signed message
 * comes back. EIP-4361 on eip155 (written and read with viem/siwe), and the CAIP-122 form
 * the client writes on Solana. Framework-free and Effect-free: a server imports it as it is
 * (`@gangway/core/siwx-rules`).
 */
import { getAddress } from "viem"
import { SiweInvalidMessageFieldError } from "viem/siwe"
import { buildSolanaSignInMessage, parseSolanaSignInMessage } from "../adapters/solana/sign-in-message.js"
import type { SiwxMessageData } from "../domain/siwx.js"
import { RULE_OF_VIEM_FIELD, readEip4361, writeEip4361 } from "./eip4361-message.js"
import { EVM_ADDRESS, namespaceOf } from "./message-fields.js"
import { formProblems } from "./message-form-rules.js"
import { problem, SIWX_MESSAGE_MAX_LENGTH, type SiwxMessageProblem, type SiwxSiteContext } from "./message-problem.js"
import { siteProblems } from "./message-site-rules.js"

export {
  SIWX_CLOCK_SKEW_MS,
  SIWX_MESSAGE_MAX_LENGTH,
  SIWX_MESSAGE_RULES,
  type SiwxMessageProblem,
  type SiwxMessageRule,
  type SiwxSiteContext
} from "./message-problem.js"
export { formProblems } from "./message-form-rules.js"
export { siteProblems } from "./message-site-rules.js"

/** Every rule a message's data breaks, its form first. */
export const signInMessageProblems = (
  data: SiwxMessageData,
  context: SiwxSiteContext
): ReadonlyArray<SiwxMessageProblem> => {
  const form = formProblems(data)
  return form.length > 0 ? form : siteProblems(data, context)
}

export type SiwxWritten =
  | { readonly message: string; readonly data: SiwxMessageData }
  | { readonly problem: SiwxMessageProblem }

const FORMATS = {
  eip155: { write: writeEip4361, read: readEip4361, name: "an EIP-4361 message" },
  solana: { write: buildSolanaSignInMessage, read: parseSolanaSignInMessage, name: "a CAIP-122 Solana message" }
} as const

const formatOf = (chainId: string) =>
  namespaceOf(chainId) === "solana" ? FORMATS.solana : namespaceOf(chainId) === "eip155" ? FORMATS.eip155 : undefined

/**
 * The text of a message in its network's format, and the data as that text carries it (times
 * as the text writes them); the first broken rule instead when the fields break any.
 */
export const writeSignInMessage = (data: SiwxMessageData): SiwxWritten => {
  const format = formatOf(data.chainId)
  if (format === undefined) return { problem: problem("chain", `${data.chainId} has no sign-in message format`) }
  // The account as EIP-55 writes it: wallets may give it in lower case.
  const address =
    format === FORMATS.eip155 && EVM_ADDRESS.test(data.accountAddress)
      ? getAddress(data.accountAddress)
      : data.accountAddress
  const fields = { ...data, accountAddress: address }
  const broken = formProblems(fields)[0]
  if (broken !== undefined) return { problem: broken }
  try {
    const message = format.write(fields)
    const read = format.read(message)
    return read === undefined
      ? { problem: problem("format", `the fields do not make ${format.name}`) }
      : { message, data: read }
  } catch (error) {
    const rule =
      error instanceof SiweInvalidMessageFieldError
        ? RULE_OF_VIEM_FIELD[/field "?(\w+)"?/.exec(error.shortMessage)?.[1] ?? ""]
        : undefined
    return {
      problem: problem(rule ?? "format", error instanceof Error ? error.message.split("\n")[0]! : String(error))
    }
  }
}

export type SiwxRead = { readonly data: SiwxMessageData } | { readonly problem: SiwxMessageProblem }

/**
 * A signed message's data, read strictly: its header names the format, every field follows
 * its grammar, and writing the data again gives the same text byte for byte (no extra,
 * doubled or reordered lines, no lower-case EVM account).
 */
export const readSignInMessage = (message: string, limit = SIWX_MESSAGE_MAX_LENGTH): SiwxRead => {
  if (message.length > limit) return { problem: problem("format", `the message is longer than ${limit} characters`) }
  const firstLine = message.slice(0, message.indexOf("\n") >>> 0)
  const format = firstLine.endsWith(" wants you to sign in with your Solana account:")
    ? FORMATS.solana
    : firstLine.endsWith(" wants you to sign in with your Ethereum account:")
      ? FORMATS.eip155
      : undefined
  if (format === undefined) return { problem: problem("format", "the first line is not a sign-in header") }
  const data = format.read(message)
  if (data === undefined) return { problem: problem("format", `the text is not ${format.name}`) }
  const broken = formProblems(data)[0]
  if (broken !== undefined) return { problem: broken }
  let again: string
  try {
    again = format.write(data)
  } catch {
    return { problem: problem("format", `the text is not ${format.name}`) }
  }
  if (again !== message)
    return {
      problem: problem("format", "the text is not exactly what its fields write: extra, doubled or reordered lines")
    }
  return { data }
}
