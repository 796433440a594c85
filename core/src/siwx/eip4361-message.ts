import { createSiweMessage, parseSiweMessage } from "viem/siwe"
import type { SiwxMessageData } from "../domain/siwx.js"
import type { SiwxMessageRule } from "./message-problem.js"

/** The rule each field viem refuses to write breaks. */
export const RULE_OF_VIEM_FIELD: Readonly<Record<string, SiwxMessageRule>> = {
  chainId: "chain",
  domain: "domain",
  nonce: "nonce",
  uri: "uri",
  version: "version",
  statement: "statement",
  resources: "resources"
}

const dateOf = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))

/** An EIP-4361 text, written with viem. */
export const writeEip4361 = (data: SiwxMessageData): string =>
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
export const readEip4361 = (message: string): SiwxMessageData | undefined => {
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
