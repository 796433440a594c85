import type { SiwxMessageData } from "../domain/siwx.js"
import { timeOf, urlOf } from "./message-fields.js"
import { problem, SIWX_CLOCK_SKEW_MS, type SiwxMessageProblem, type SiwxSiteContext } from "./message-problem.js"

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
