import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CaipNetworkId, isCaipNetworkId } from "./caip-network.js"

const accepts = (input: unknown) => Schema.decodeUnknownExit(CaipNetworkId)(input)._tag === "Success"

describe("CAIP-2 network id: a known namespace, ':' and a reference of [-_a-zA-Z0-9]{1,32}", () => {
  it("accepts the ids of the networks the core knows", () => {
    for (const id of [
      "eip155:1",
      "eip155:31337",
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "bip122:000000000019d6689c085ae165831e93",
      "polkadot:91b171bb158e2d3848fa23a9f1c25182",
      "eip155:a-b_C"
    ]) {
      expect(accepts(id)).toBe(true)
      expect(isCaipNetworkId(id)).toBe(true)
    }
  })

  it("rejects references outside the grammar (they were accepted as any text)", () => {
    for (const id of [
      "eip155:",
      `eip155:${"1".repeat(33)}`,
      "eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      "eip155:1 ",
      "eip155: 1",
      "eip155:1/2",
      "eip155:1.5",
      "eip155:１",
      "eip155:1\u0000",
      "eip155:1\u200b",
      "eip155:__proto__!",
      "EIP155:1",
      "cosmos:cosmoshub-4",
      ":1"
    ]) {
      expect(accepts(id)).toBe(false)
      expect(isCaipNetworkId(id)).toBe(false)
    }
  })

  it("property: the decoder never throws and agrees with the grammar", () => {
    const grammar = /^(eip155|solana|polkadot|bip122):[-_a-zA-Z0-9]{1,32}$/
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string(),
          fc.string().map((text) => `eip155:${text}`)
        ),
        (input) => {
          expect(accepts(input)).toBe(typeof input === "string" && grammar.test(input))
        }
      )
    )
  })
})
