// The sign-in message rules both sides follow (message-rules.ts), each with its exact words.
import { createSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import type { SiwxMessageData } from "../domain/siwx.js"
import {
  formProblems,
  readSignInMessage,
  signInMessageProblems,
  siteProblems,
  SIWX_CLOCK_SKEW_MS,
  writeSignInMessage
} from "./message-rules.js"

const NOW = Date.parse("2026-11-28T12:00:00.000Z")
const site = {
  domain: "app.example",
  origin: "https://app.example",
  chains: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
  now: NOW
}
const evm: SiwxMessageData = {
  domain: "app.example",
  accountAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  uri: "https://app.example/login",
  version: "1",
  chainId: "eip155:1",
  nonce: "k3x9v0m2p8q7r6s5",
  issuedAt: "2026-11-28T11:59:00.000Z",
  expirationTime: "2026-11-29T12:00:00.000Z"
}
const solana: SiwxMessageData = {
  ...evm,
  accountAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
}
const at = (ms: number) => new Date(ms).toISOString()

describe("the form of each field", () => {
  it.each<readonly [string, Partial<SiwxMessageData>, string, string]>([
    ["a nonce of 7", { nonce: "abc1234" }, "nonce", "the nonce is not 8 or more letters and digits"],
    ["a nonce with a dash", { nonce: "abcd-1234" }, "nonce", "the nonce is not 8 or more letters and digits"],
    ["a domain with a space", { domain: "app example" }, "domain", "the domain is not a host[:port]"],
    ["a domain with a path", { domain: "app.example/x" }, "domain", "the domain is not a host[:port]"],
    [
      "a lower-case EVM account",
      { accountAddress: evm.accountAddress.toLowerCase() },
      "address",
      "the account is not a checksummed (EIP-55) address"
    ],
    ["a relative URI", { uri: "/login" }, "uri", "the URI is not an absolute URI"],
    ["a URI with a space", { uri: "https://app.example/a b" }, "uri", "the URI is not an absolute URI"],
    ["version 2", { version: "2" as "1" }, "version", "the version is not 1"],
    ["a statement on two lines", { statement: "a\nb" }, "statement", "the statement is not one line"],
    ["a statement with a carriage return", { statement: "a\rURI: x" }, "statement", "the statement is not one line"],
    [
      "a resource on two lines",
      { resources: ["https://a.example/\n- https://b.example/"] },
      "resources",
      "a resource is not an absolute URI on one line"
    ],
    ["a request ID on two lines", { requestId: "1\n2" }, "request-id", "the request ID is not one line"],
    ["an issued-at in words", { issuedAt: "today" }, "issued-at", "the time of issue is not an RFC 3339 date-time"],
    [
      "an expiry without a zone",
      { expirationTime: "2026-11-29T12:00:00" },
      "expiration-time",
      "the expiration time is not an RFC 3339 date-time"
    ],
    [
      "a not-before in month 13",
      { notBefore: "2026-13-01T00:00:00Z" },
      "not-before",
      "the not-before time is not an RFC 3339 date-time"
    ],
    [
      "a chain of another namespace",
      { chainId: "cosmos:hub" },
      "chain",
      "the network is not an eip155 or solana CAIP-2 id"
    ]
  ])("%s", (_, change, rule, details) => {
    expect(formProblems({ ...evm, ...change })).toEqual([{ rule, details }])
  })

  it("a Solana account is base58", () => {
    expect(formProblems(solana)).toEqual([])
    expect(formProblems({ ...solana, accountAddress: "0OIl" })).toEqual([
      { rule: "address", details: "the account is not a base58 address" }
    ])
  })
})

describe("the site, the networks and the time", () => {
  it.each<readonly [string, Partial<SiwxMessageData>, string, string]>([
    ["another domain", { domain: "evil.example" }, "domain", "the message is for evil.example, not app.example"],
    ["a URI on another origin", { uri: "https://evil.example/login" }, "uri", "the URI is not on https://app.example"],
    ["a URI over http", { uri: "http://app.example/login" }, "uri", "the URI is not on https://app.example"],
    ["a network of another site", { chainId: "eip155:56" }, "chain", "eip155:56 is not one of the site's networks"],
    [
      "an issued-at past the skew",
      { issuedAt: at(NOW + SIWX_CLOCK_SKEW_MS + 1000), expirationTime: at(NOW + 2 * SIWX_CLOCK_SKEW_MS) },
      "issued-at",
      "the time of issue is in the future"
    ],
    ["an expiry past", { expirationTime: at(NOW - 1) }, "expiration-time", "the message has expired"],
    [
      "an expiry before the time of issue",
      { issuedAt: at(NOW + 60_000), expirationTime: at(NOW + 30_000) },
      "expiration-time",
      "the message expires before it is issued"
    ],
    [
      "a not-before past the skew",
      { notBefore: at(NOW + SIWX_CLOCK_SKEW_MS + 1000) },
      "not-before",
      "the message is not valid yet"
    ],
    [
      "a not-before after the expiry",
      { notBefore: at(NOW + 60_000), expirationTime: at(NOW + 30_000) },
      "not-before",
      "the message is never valid: it expires before its not-before time"
    ]
  ])("%s", (_, change, rule, details) => {
    expect(siteProblems({ ...evm, ...change }, site)).toEqual([{ rule, details }])
  })

  it("without an origin (a server called outside a browser) the URI's host must be the message's domain", () => {
    const { origin: _origin, ...noOrigin } = site
    expect(siteProblems(evm, noOrigin)).toEqual([])
    expect(siteProblems({ ...evm, uri: "https://evil.example/" }, noOrigin)).toEqual([
      { rule: "uri", details: "the URI is not on app.example" }
    ])
  })

  it("form first: a malformed message is not judged by its site", () => {
    expect(signInMessageProblems({ ...evm, nonce: "abc", domain: "evil.example" }, site)).toEqual([
      { rule: "nonce", details: "the nonce is not 8 or more letters and digits" }
    ])
  })
})

describe("writing and reading strictly", () => {
  it("writes EIP-4361 as viem does, the account checksummed, and reads it back to the same data", () => {
    const written = writeSignInMessage({
      ...evm,
      accountAddress: evm.accountAddress.toLowerCase(),
      issuedAt: "2026-11-28T11:59:00Z"
    })
    if (!("message" in written)) throw new Error(written.problem.details)
    expect(written.message).toBe(
      createSiweMessage({
        address: evm.accountAddress as `0x${string}`,
        chainId: 1,
        domain: "app.example",
        uri: evm.uri,
        version: "1",
        nonce: evm.nonce,
        issuedAt: new Date(evm.issuedAt),
        expirationTime: new Date(evm.expirationTime!)
      })
    )
    expect(written.data).toEqual(evm)
    expect(readSignInMessage(written.message)).toEqual({ data: evm })
  })

  it("writes and reads the CAIP-122 Solana form", () => {
    const written = writeSignInMessage({ ...solana, statement: "Sign in." })
    if (!("message" in written)) throw new Error(written.problem.details)
    expect(readSignInMessage(written.message)).toEqual({ data: { ...solana, statement: "Sign in." } })
  })

  it("refuses what viem's builder would throw on, as a problem", () => {
    expect(writeSignInMessage({ ...evm, domain: "app_example.com" })).toEqual({
      problem: { rule: "domain", details: "the domain is not a host[:port]" }
    })
  })

  it.each([
    ["CRLF line ends", (text: string) => text.replaceAll("\n", "\r\n"), "format"],
    ["a trailing new line", (text: string) => `${text}\n`, "format"],
    ["fields reordered", (text: string) => text.replace(/(Version: 1)\n(Chain ID: 1)/, "$2\n$1"), "format"],
    [
      "a lower-case account",
      (text: string) => text.replace(evm.accountAddress, evm.accountAddress.toLowerCase()),
      "address"
    ],
    ["no header", (text: string) => text.slice(text.indexOf("\n") + 1), "format"]
  ])("refuses a text with %s", (_, change, rule) => {
    const written = writeSignInMessage(evm)
    if (!("message" in written)) throw new Error(written.problem.details)
    expect(readSignInMessage(change(written.message))).toMatchObject({ problem: { rule } })
  })

  it("refuses a text longer than its limit before reading it", () => {
    expect(readSignInMessage("x".repeat(20), 10)).toEqual({
      problem: { rule: "format", details: "the message is longer than 10 characters" }
    })
  })
})
