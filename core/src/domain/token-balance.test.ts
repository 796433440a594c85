import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { BalanceResponse, usableBalances } from "./token-balance.js"

const response = {
  balances: [
    {
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:31337",
      value: 30000,
      price: 3000,
      quantity: { decimals: "18", numeric: "10" },
      iconUrl: "https://example.com/eth.svg"
    },
    {
      symbol: "JUNK",
      address: "eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3",
      price: 0,
      quantity: { decimals: "0", numeric: "5" }
    }
  ]
}

describe("token balances", () => {
  it("decode both forms and drop those whose decimals quantity is '0'", () => {
    const decoded = Schema.decodeUnknownSync(BalanceResponse)(response)
    expect(decoded.balances).toHaveLength(2)
    expect(usableBalances(decoded.balances).map((balance) => balance.symbol)).toEqual(["ETH"])
  })

  it("reject a balance without quantity", () => {
    const bad = { balances: [{ symbol: "ETH", price: 1 }] }
    expect(Schema.decodeUnknownExit(BalanceResponse)(bad)._tag).toBe("Failure")
  })
})
