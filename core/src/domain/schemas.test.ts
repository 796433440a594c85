import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SocialProvider } from "./account.js"
import { CaipNetwork, CaipNetworkId, splitCaipNetworkId } from "./caip-network.js"
import { ConnectEmailPayload, FrameReply, FrameUser } from "./frame.js"
import { definedNetworks, localChain } from "./networks.js"
import { fallbackOnrampOptions, OnrampOptions } from "./onramp.js"
import { SendCallsEntry, SolanaCommitment } from "./rpc.js"
import { decodeNetworkList, encodeNetworkList, StorageKeys } from "./storage-keys.js"
import { ThemeMode } from "./theme.js"

const accepts = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown) =>
  Schema.decodeUnknownExit(schema as never)(input)._tag === "Success"

describe("closed sets", () => {
  it("social provider is one of google, github, apple, facebook, x, discord", () => {
    for (const provider of ["google", "github", "apple", "facebook", "x", "discord"]) {
      expect(accepts(SocialProvider, provider)).toBe(true)
    }
    for (const provider of ["twitter", "Google", "", "farcaster"]) expect(accepts(SocialProvider, provider)).toBe(false)
  })

  it("theme mode is light, dark or system", () => {
    expect(accepts(ThemeMode, "light")).toBe(true)
    expect(accepts(ThemeMode, "dark")).toBe(true)
    expect(accepts(ThemeMode, "system")).toBe(true)
    expect(accepts(ThemeMode, "auto")).toBe(false)
  })

  it("Solana preflight commitment is one of the eight levels", () => {
    const levels = ["processed", "confirmed", "finalized", "recent", "single", "singleGossip", "root", "max"]
    for (const level of levels) expect(accepts(SolanaCommitment, level)).toBe(true)
    expect(accepts(SolanaCommitment, "final")).toBe(false)
    expect(SolanaCommitment.literals).toEqual(levels)
  })
})

describe("send-calls entries: 'to' and optional 'data' start with 0x", () => {
  it("accepts and rejects", () => {
    expect(accepts(SendCallsEntry, { to: "0xabc" })).toBe(true)
    expect(accepts(SendCallsEntry, { to: "0xabc", data: "0x" })).toBe(true)
    expect(accepts(SendCallsEntry, { to: "abc" })).toBe(false)
    expect(accepts(SendCallsEntry, { to: "0xabc", data: "1234" })).toBe(false)
    expect(accepts(SendCallsEntry, { data: "0x" })).toBe(false)
  })

  it("property: never throws on arbitrary input", () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof accepts(SendCallsEntry, input) === "boolean"))
  })
})

describe("secure frame messages are checked strictly", () => {
  it("connect-email requires a valid email", () => {
    expect(accepts(ConnectEmailPayload, { email: "ada@example.com" })).toBe(true)
    expect(accepts(ConnectEmailPayload, { email: "ada@" })).toBe(false)
  })

  it("a frame user has an address, a chain id and optional accounts", () => {
    const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    expect(
      accepts(FrameUser, {
        email: null,
        address,
        chainId: 1,
        accounts: [{ address, type: "eoa" }],
        smartAccountDeployed: false,
        preferredAccountType: "smartAccount"
      })
    ).toBe(true)
    expect(accepts(FrameUser, { address: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", chainId: "solana:1" })).toBe(
      true
    )
    expect(accepts(FrameUser, { address })).toBe(false)
    expect(accepts(FrameUser, { address, chainId: 1, preferredAccountType: "admin" })).toBe(false)
  })

  it("a reply is SUCCESS or ERROR with the request id", () => {
    expect(accepts(FrameReply, { id: "1", type: "SUCCESS", payload: { ok: true } })).toBe(true)
    expect(accepts(FrameReply, { id: "1", type: "ERROR", payload: { message: "nope" } })).toBe(true)
    expect(accepts(FrameReply, { id: "1", type: "MAYBE" })).toBe(false)
    expect(accepts(FrameReply, { type: "SUCCESS" })).toBe(false)
  })
})

describe("networks", () => {
  it("the defined chains decode as CAIP networks with the spec's ids", () => {
    for (const network of [...definedNetworks, localChain("http://127.0.0.1:8545")]) {
      expect(accepts(CaipNetwork, network)).toBe(true)
    }
    // SPEC §1's named chains among the 26 defined (networks.test.ts lists the rest).
    expect(definedNetworks).toHaveLength(26)
    expect(definedNetworks.map((network) => network.caipNetworkId)).toEqual(
      expect.arrayContaining([
        "eip155:1",
        "eip155:42161",
        "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
        "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
        "bip122:000000000019d6689c085ae165831e93",
        "bip122:000000000933ea01ad0ee984209779ba"
      ])
    )
    expect(definedNetworks.find((network) => network.id === 42161)?.name).toBe("Arbitrum One")
  })

  it("CAIP network ids need a known namespace and a reference", () => {
    expect(accepts(CaipNetworkId, "eip155:31337")).toBe(true)
    expect(accepts(CaipNetworkId, "cosmos:1")).toBe(false)
    expect(accepts(CaipNetworkId, "eip155:")).toBe(false)
    expect(splitCaipNetworkId("eip155:31337")).toEqual({ namespace: "eip155", reference: "31337" })
  })
})

describe("storage keys", () => {
  it("use the @appkit/ and @appkit-wallet/ prefixes", () => {
    const keys = Object.entries(StorageKeys).filter(([name]) => name !== "deepLink")
    for (const [, key] of keys) expect(key.startsWith("@appkit/") || key.startsWith("@appkit-wallet/")).toBe(true)
    expect(StorageKeys.emailLoginUsed.startsWith("@appkit-wallet/")).toBe(true)
    expect(StorageKeys.activeNamespace.startsWith("@appkit/")).toBe(true)
  })

  it("smart-account networks are a comma list; junk entries are skipped", () => {
    expect(encodeNetworkList([1, 137, 42161])).toBe("1,137,42161")
    expect(decodeNetworkList("1,137, 42161")).toEqual([1, 137, 42161])
    expect(decodeNetworkList("1,abc,,-5,2.5")).toEqual([1])
    expect(decodeNetworkList(undefined)).toEqual([])
  })
})

describe("onramp fallback options", () => {
  it("offer USD Coin and Ether on Ethereum (1) and Polygon (137), paid in USD or EUR", () => {
    expect(accepts(OnrampOptions, fallbackOnrampOptions)).toBe(true)
    expect(fallbackOnrampOptions.purchaseCurrencies.map((c) => c.name)).toEqual(["USD Coin", "Ether"])
    expect(fallbackOnrampOptions.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toEqual(["1", "137"])
    expect(fallbackOnrampOptions.paymentCurrencies.map((c) => c.id)).toEqual(["USD", "EUR"])
    expect(fallbackOnrampOptions.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: "card", min: "10.00", max: "7500.00" },
      { id: "ach_bank_account", min: "10.00", max: "25000.00" }
    ])
  })
})
