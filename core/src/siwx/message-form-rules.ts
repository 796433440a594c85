import { getAddress } from "viem"
import type { SiwxMessageData } from "../domain/siwx.js"
import {
  BREAKS,
  CHAIN_REFERENCE,
  EVM_ADDRESS,
  isAuthority,
  namespaceOf,
  NONCE,
  SOLANA_ADDRESS,
  safeLength,
  timeOf,
  urlOf
} from "./message-fields.js"
import { problem, type SiwxMessageProblem } from "./message-problem.js"

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
