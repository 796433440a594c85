/**
 * The rules a sign-in message must follow, written once for both sides: the client checks
 * them before its wallet is asked to sign, a server (fixtures/src/siwx) when a signed message
 * comes back. EIP-4361 on eip155 (written and read with viem/siwe), and the CAIP-122 form
 * the client writes on Solana. Framework-free and Effect-free: a server imports it as it is
 * (`@gangway/core/siwx-rules`).
 */
import { getAddress } from "viem"
import { createSiweMessage, parseSiweMessage, SiweInvalidMessageFieldError } from "viem/siwe"
import { buildSolanaSignInMessage, parseSolanaSignInMessage } from "../adapters/solana/sign-in-message.js"
import type { SiwxMessageData } from "../domain/siwx.js"

/** Each rule a message can break, by the part of it that breaks it. */
export const SIWX_MESSAGE_RULES = [
  "format",
  "domain",
  "uri",
  "chain",
  "address",
  "version",
  "nonce",
  "statement",
  "resources",
  "issued-at",
  "expiration-time",
  "not-before",
  "request-id"
] as const
export type SiwxMessageRule = (typeof SIWX_MESSAGE_RULES)[number]

export interface SiwxMessageProblem {
  readonly rule: SiwxMessageRule
  /** What is wrong, in English, for logs and the error's details. */
  readonly details: string
}

/** Where and when a message is checked: the site it must name, the networks it may sign in on, the clock. */
export interface SiwxSiteContext {
  /** The host the message must name (the page's `location.host`, the CLI's app domain, the server's own site). */
  readonly domain: string
  /** The origin its URI must be on; without one, the URI's host must be the message's domain. */
  readonly origin?: string | undefined
  /** The networks (CAIP-2) it may sign in on. */
  readonly chains: ReadonlyArray<string>
  /** Now, in ms since the epoch. */
  readonly now: number
}

/** The longest message a server reads (a statement, a few resources and the fields fit well within). */
export const SIWX_MESSAGE_MAX_LENGTH = 16 * 1024

/** How far ahead of our clock the other side's may be (issued at, not before). */
export const SIWX_CLOCK_SKEW_MS = 5 * 60_000

const problem = (rule: SiwxMessageRule, details: string): SiwxMessageProblem => ({ rule, details })

// RFC 3339 date-time, as EIP-4361 asks.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const timeOf = (value: string): number | undefined => {
  const time = DATE_TIME.test(value) ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? undefined : time
}
const NONCE = /^[A-Za-z0-9]{8,}$/
// Line breaks and other control characters end a field early: a second line could pose as another field.
const BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/
const AUTHORITY = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const CHAIN_REFERENCE: Readonly<Record<string, RegExp>> = {
  eip155: /^[1-9][0-9]{0,31}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32}$/
}
const safeLength = (value: string, limit = 2048) => value.length <= limit

const isAuthority = (value: string) => {
  if (!AUTHORITY.test(value)) return false
  try {
    return new URL(`http://${value}`).host === value.toLowerCase()
  } catch {
    return false
  }
}

const urlOf = (value: string): URL | undefined => {
  if (!safeLength(value) || !/^[\x21-\x7e]+$/.test(value)) return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

const namespaceOf = (chainId: string) => chainId.slice(0, Math.max(0, chainId.indexOf(":")))

/** Whether each field is written as its grammar allows (nothing about this site or now). */
export const formProblems = (data: SiwxMessageData): ReadonlyArray<SiwxMessageProblem> => {
  const found: Array<SiwxMessageProblem> = []
  const namespace = namespaceOf(data.chainId)
  const reference = data.chainId.slice(namespace.length + 1)
  if (!(CHAIN_REFERENCE[namespace]?.test(reference) ?? false))
    found.push(problem("chain", "the network is not an eip155 or solana CAIP-2 id"))
  if (!safeLength(data.domain, 255) || !isAuthority(data.domain))
    found.push(problem("domain", "the domain is not a host[:port]"))
  const addressOk =
    namespace === "solana"
      ? SOLANA_ADDRESS.test(data.accountAddress)
      : EVM_ADDRESS.test(data.accountAddress) && getAddress(data.accountAddress) === data.accountAddress
  if (!addressOk)
    found.push(
      problem(
        "address",
        namespace === "solana"
          ? "the account is not a base58 address"
          : "the account is not a checksummed (EIP-55) address"
      )
    )
  if (urlOf(data.uri) === undefined) found.push(problem("uri", "the URI is not an absolute URI"))
  if (data.version !== undefined && data.version !== "1") found.push(problem("version", "the version is not 1"))
  if (!NONCE.test(data.nonce) || !safeLength(data.nonce, 256))
    found.push(problem("nonce", "the nonce is not 8 or more letters and digits"))
  if (data.statement !== undefined && (BREAKS.test(data.statement) || !safeLength(data.statement))) {
    found.push(problem("statement", "the statement is not one line"))
  }
  if (
    data.resources !== undefined &&
    (data.resources.length > 64 || data.resources.some((resource) => urlOf(resource) === undefined))
  ) {
    found.push(problem("resources", "a resource is not an absolute URI on one line"))
  }
  if (data.requestId !== undefined && (BREAKS.test(data.requestId) || !safeLength(data.requestId, 256)))
    found.push(problem("request-id", "the request ID is not one line"))
  if (timeOf(data.issuedAt) === undefined)
    found.push(problem("issued-at", "the time of issue is not an RFC 3339 date-time"))
  if (data.expirationTime !== undefined && timeOf(data.expirationTime) === undefined)
    found.push(problem("expiration-time", "the expiration time is not an RFC 3339 date-time"))
  if (data.notBefore !== undefined && timeOf(data.notBefore) === undefined)
    found.push(problem("not-before", "the not-before time is not an RFC 3339 date-time"))
  return found
}

/** Whether a well-formed message is for this site, on one of its networks, and valid now. */
export const siteProblems = (data: SiwxMessageData, context: SiwxSiteContext): ReadonlyArray<SiwxMessageProblem> => {
  const found: Array<SiwxMessageProblem> = []
  if (data.domain.toLowerCase() !== context.domain.toLowerCase())
    found.push(problem("domain", `the message is for ${data.domain}, not ${context.domain}`))
  const uri = urlOf(data.uri)
  const uriOk =
    uri !== undefined &&
    (context.origin === undefined ? uri.host === data.domain.toLowerCase() : uri.origin === context.origin)
  if (!uriOk) found.push(problem("uri", `the URI is not on ${context.origin ?? data.domain}`))
  if (!context.chains.includes(data.chainId))
    found.push(problem("chain", `${data.chainId} is not one of the site's networks`))
  const issuedAt = timeOf(data.issuedAt)
  const expiresAt = data.expirationTime === undefined ? undefined : timeOf(data.expirationTime)
  const notBefore = data.notBefore === undefined ? undefined : timeOf(data.notBefore)
  if (issuedAt !== undefined && issuedAt > context.now + SIWX_CLOCK_SKEW_MS)
    found.push(problem("issued-at", "the time of issue is in the future"))
  if (expiresAt !== undefined && !(expiresAt > context.now))
    found.push(problem("expiration-time", "the message has expired"))
  else if (expiresAt !== undefined && issuedAt !== undefined && !(expiresAt > issuedAt))
    found.push(problem("expiration-time", "the message expires before it is issued"))
  if (notBefore !== undefined && notBefore > context.now + SIWX_CLOCK_SKEW_MS)
    found.push(problem("not-before", "the message is not valid yet"))
  else if (notBefore !== undefined && expiresAt !== undefined && !(notBefore < expiresAt))
    found.push(problem("not-before", "the message is never valid: it expires before its not-before time"))
  return found
}

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

const RULE_OF_VIEM_FIELD: Readonly<Record<string, SiwxMessageRule>> = {
  chainId: "chain",
  domain: "domain",
  nonce: "nonce",
  uri: "uri",
  version: "version",
  statement: "statement",
  resources: "resources"
}

const dateOf = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))

const writeEip4361 = (data: SiwxMessageData): string =>
  createSiweMessage({
    address: data.accountAddress as `0x${string}`,
    chainId: Number(data.chainId.slice(data.chainId.indexOf(":") + 1)),
    domain: data.domain,
    uri: data.uri,
    version: "1",
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    ...(data.statement === undefined ? {} : { statement: data.statement }),
    ...(data.expirationTime === undefined ? {} : { expirationTime: dateOf(data.expirationTime) }),
    ...(data.notBefore === undefined ? {} : { notBefore: dateOf(data.notBefore) }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] })
  })

const isoOf = (date: Date | undefined) =>
  date === undefined || Number.isNaN(date.getTime()) ? undefined : date.toISOString()

/** The data an EIP-4361 text carries, read with viem; undefined when a required field is missing. */
const readEip4361 = (message: string): SiwxMessageData | undefined => {
  const parsed = parseSiweMessage(message)
  const { address, chainId, domain, uri, nonce, issuedAt, version } = parsed
  const issued = isoOf(issuedAt)
  if (
    address === undefined ||
    chainId === undefined ||
    domain === undefined ||
    uri === undefined ||
    nonce === undefined ||
    issued === undefined ||
    version !== "1"
  ) {
    return undefined
  }
  const expirationTime = isoOf(parsed.expirationTime)
  const notBefore = isoOf(parsed.notBefore)
  if (
    (parsed.expirationTime !== undefined && expirationTime === undefined) ||
    (parsed.notBefore !== undefined && notBefore === undefined)
  )
    return undefined
  return {
    accountAddress: address,
    chainId: `eip155:${chainId}`,
    domain,
    uri,
    version: "1",
    nonce,
    issuedAt: issued,
    ...(parsed.statement === undefined ? {} : { statement: parsed.statement }),
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(parsed.requestId === undefined ? {} : { requestId: parsed.requestId }),
    ...(parsed.resources === undefined ? {} : { resources: parsed.resources })
  }
}

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
