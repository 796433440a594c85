import type { SiwxMessageData } from "../../domain/siwx.js"

/**
 * CAIP-122 text for Solana ("Sign in with Solana"): EIP-4361's layout with the account
 * named as a Solana one and the chain written as the CAIP-2 reference (the genesis hash's
 * first 32 characters).
 */
const HEADER = " wants you to sign in with your Solana account:"

export const buildSolanaSignInMessage = (data: SiwxMessageData): string => {
  const reference = data.chainId.slice(data.chainId.indexOf(":") + 1)
  const lines = [`${data.domain}${HEADER}`, data.accountAddress, ""]
  if (data.statement !== undefined) lines.push(data.statement, "")
  lines.push(
    `URI: ${data.uri}`,
    `Version: 1`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`
  )
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0)
    lines.push("Resources:", ...data.resources.map((resource) => `- ${resource}`))
  return lines.join("\n")
}

const FIELDS = {
  URI: "uri",
  Version: "version",
  "Chain ID": "chainId",
  Nonce: "nonce",
  "Issued At": "issuedAt",
  "Expiration Time": "expirationTime",
  "Not Before": "notBefore",
  "Request ID": "requestId"
} as const

/** The data of a message `buildSolanaSignInMessage` wrote; undefined when the text is not one. */
export const parseSolanaSignInMessage = (message: string): SiwxMessageData | undefined => {
  const lines = message.split("\n")
  const [first, accountAddress, blank] = lines
  if (first === undefined || !first.endsWith(HEADER) || accountAddress === undefined || blank !== "") return undefined
  let index = 3
  let statement: string | undefined
  if (lines[index] !== undefined && !lines[index]!.startsWith("URI: ")) {
    statement = lines[index]
    if (lines[index + 1] !== "") return undefined
    index += 2
  }
  const found: Partial<Record<(typeof FIELDS)[keyof typeof FIELDS], string>> = {}
  const resources: Array<string> = []
  for (; index < lines.length; index++) {
    const line = lines[index]!
    if (line === "Resources:") {
      for (const item of lines.slice(index + 1)) {
        if (!item.startsWith("- ")) return undefined
        resources.push(item.slice(2))
      }
      break
    }
    const colon = line.indexOf(": ")
    const key = FIELDS[line.slice(0, colon) as keyof typeof FIELDS] as (typeof FIELDS)[keyof typeof FIELDS] | undefined
    if (colon < 0 || key === undefined || found[key] !== undefined) return undefined
    found[key] = line.slice(colon + 2)
  }
  const { uri, version, chainId, nonce, issuedAt } = found
  if (uri === undefined || version !== "1" || chainId === undefined || nonce === undefined || issuedAt === undefined)
    return undefined
  return {
    domain: first.slice(0, -HEADER.length),
    accountAddress,
    chainId: `solana:${chainId}`,
    uri,
    version: "1",
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
    ...(found.expirationTime === undefined ? {} : { expirationTime: found.expirationTime }),
    ...(found.notBefore === undefined ? {} : { notBefore: found.notBefore }),
    ...(found.requestId === undefined ? {} : { requestId: found.requestId }),
    ...(resources.length === 0 ? {} : { resources })
  }
}
