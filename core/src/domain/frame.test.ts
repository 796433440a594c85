import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  ConnectEmailPayload,
  ConnectSocialPayload,
  FrameReply,
  FrameUser,
  SyncThemePayload,
  UpdateEmailPayload
} from "./frame.js"

const EVM = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const SOLANA = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

/** Decoded with the default options, as any caller would: the schemas themselves are strict. */
const accepts = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown) =>
  Schema.decodeUnknownExit(schema as never)(input)._tag === "Success"

describe("frame messages are strict (SPEC §5): a key the schema does not know is refused, not stripped", () => {
  const cases: ReadonlyArray<
    readonly [string, Schema.Top & { readonly DecodingServices: never }, Record<string, unknown>]
  > = [
    ["ConnectEmailPayload", ConnectEmailPayload, { email: "ada@example.com" }],
    ["UpdateEmailPayload", UpdateEmailPayload, { email: "ada@example.com" }],
    ["ConnectSocialPayload", ConnectSocialPayload, { provider: "github" }],
    ["SyncThemePayload", SyncThemePayload, { themeMode: "dark" }],
    ["FrameUser", FrameUser, { address: EVM, chainId: 1 }],
    ["FrameReply SUCCESS", FrameReply, { id: "1", type: "SUCCESS", payload: { anything: true } }],
    ["FrameReply ERROR", FrameReply, { id: "1", type: "ERROR", payload: { message: "nope" } }]
  ]

  it.each(cases)("%s", (_name, schema, valid) => {
    expect(accepts(schema, valid)).toBe(true)
    expect(accepts(schema, { ...valid, extra: 1 })).toBe(false)
    expect(
      accepts(schema, JSON.parse(JSON.stringify({ ...valid }).replace(/^\{/, '{"__proto__":{"admin":true},')))
    ).toBe(false)
    expect(accepts(schema, { ...valid, [Symbol("hidden")]: 1 })).toBe(false)
  })

  it("nested objects are strict too: an account, an error payload", () => {
    expect(accepts(FrameUser, { address: EVM, chainId: 1, accounts: [{ address: EVM, type: "eoa", extra: 1 }] })).toBe(
      false
    )
    expect(accepts(FrameReply, { id: "1", type: "ERROR", payload: { message: "x", stack: "y" } })).toBe(false)
  })
})

describe("FrameUser.address is an address of the user's namespace", () => {
  it("a numeric or eip155 chain id takes an EVM address; a solana one a Solana address", () => {
    expect(accepts(FrameUser, { address: EVM, chainId: 1 })).toBe(true)
    expect(accepts(FrameUser, { address: EVM, chainId: "eip155:1" })).toBe(true)
    expect(accepts(FrameUser, { address: EVM, chainId: "1" })).toBe(true)
    expect(accepts(FrameUser, { address: SOLANA, chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })).toBe(true)
  })

  it("refuses an address of another namespace, garbage, or a chain id of no known namespace", () => {
    expect(accepts(FrameUser, { address: "0xabc", chainId: 1 })).toBe(false)
    expect(accepts(FrameUser, { address: SOLANA, chainId: 1 })).toBe(false)
    expect(accepts(FrameUser, { address: EVM, chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })).toBe(false)
    expect(accepts(FrameUser, { address: "<img src=x onerror=alert(1)>", chainId: 1 })).toBe(false)
    expect(accepts(FrameUser, { address: EVM, chainId: "cosmos:hub" })).toBe(false)
    expect(accepts(FrameUser, { address: EVM, chainId: 1.5 })).toBe(false)
    expect(accepts(FrameUser, { address: EVM, chainId: 1, accounts: [{ address: "0xabc", type: "eoa" }] })).toBe(false)
  })
})
