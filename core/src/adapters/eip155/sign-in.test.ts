// The EIP-4361 messages the product writes (siwx/message-rules.ts), read back by the reference `siwe` library and by viem's parser.
import { SiweMessage } from "siwe"
import { parseSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import type { SiwxMessageData } from "../../domain/siwx.js"
import { readSignInMessage, writeSignInMessage } from "../../siwx/message-rules.js"

const buildMessage = (data: SiwxMessageData) => {
  const written = writeSignInMessage(data)
  if ("problem" in written) throw new Error(written.problem.details)
  return written.message
}

const full: SiwxMessageData = {
  domain: "dapp.example:8443",
  accountAddress: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  statement: "Sign in to Harbor with this account.",
  uri: "https://dapp.example:8443/app?x=1",
  version: "1",
  chainId: "eip155:31337",
  nonce: "k3x9v0m2p8q7r6s5",
  issuedAt: "2026-11-24T10:00:00.000Z",
  expirationTime: "2026-11-25T10:00:00.000Z",
  notBefore: "2026-11-24T09:59:00.000Z",
  requestId: "req-42",
  resources: ["ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/", "https://dapp.example/terms"]
}
const minimal: SiwxMessageData = {
  domain: "localhost",
  accountAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  uri: "http://localhost/",
  chainId: "eip155:1",
  nonce: "abcdefgh12345678",
  issuedAt: "2026-11-24T10:00:00.000Z"
}

describe("EIP-4361 messages", () => {
  it.each([
    ["every field", full],
    ["the required fields only", minimal]
  ])("with %s parse with the siwe library to the same fields", (_, data) => {
    const parsed = new SiweMessage(buildMessage(data))
    expect(parsed).toMatchObject({
      domain: data.domain,
      address: data.accountAddress,
      uri: data.uri,
      version: "1",
      chainId: Number(data.chainId.split(":")[1]),
      nonce: data.nonce,
      issuedAt: data.issuedAt
    })
    expect(parsed.statement).toBe(data.statement)
    expect(parsed.expirationTime).toBe(data.expirationTime)
    expect(parsed.notBefore).toBe(data.notBefore)
    expect(parsed.requestId).toBe(data.requestId)
    expect(parsed.resources).toEqual(data.resources)
    // And siwe writes the very same text back.
    expect(parsed.prepareMessage()).toBe(buildMessage(data))
  })

  it.each([
    ["every field", full],
    ["the required fields only", minimal]
  ])("with %s round-trip through viem/siwe's parser and ours", (_, data) => {
    const message = buildMessage(data)
    expect(parseSiweMessage(message)).toMatchObject({
      address: data.accountAddress,
      domain: data.domain,
      nonce: data.nonce,
      chainId: Number(data.chainId.split(":")[1])
    })
    const read = readSignInMessage(message)
    expect(read).toEqual({ data: { ...data, version: "1" } })
    if ("data" in read) expect(buildMessage(read.data)).toBe(message)
  })

  it("a text that is not EIP-4361 is refused", () => {
    expect(readSignInMessage("hello")).toEqual({
      problem: { rule: "format", details: "the first line is not a sign-in header" }
    })
  })
})
