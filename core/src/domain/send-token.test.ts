import { describe, expect, it } from "vitest"
import { erc20Abi } from "viem"
import { transferAbiFor, usdtTransferAbi } from "../adapters/eip155/erc20.js"
import { isNativeToken, isNetworkNativeToken, isUsdt, tokenContractAddress, tokenDecimals } from "./send-token.js"
import type { TokenBalance } from "./token-balance.js"

const token = (overrides: Partial<TokenBalance>): TokenBalance => ({
  symbol: "GWT",
  price: 2,
  quantity: { decimals: "18", numeric: "1" },
  ...overrides
})

describe("send tokens", () => {
  it("a token without contract address, or with 0xEeee…, is native", () => {
    expect(isNativeToken(token({ symbol: "ETH" }))).toBe(true)
    expect(isNativeToken(token({ address: "eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE" }))).toBe(true)
    expect(isNativeToken(token({ address: "eip155:31337:0x45527bdf43Ce3e62fed56b62B0da909BF16cA84B" }))).toBe(false)
    // An address that is there but unusable does not make the token native.
    expect(isNativeToken(token({ address: "eip155:1:0xZZ" }))).toBe(false)
  })

  it("the network's native coin is native and carries the network's symbol", () => {
    const network = { nativeCurrency: { symbol: "ETH" } }
    expect(isNetworkNativeToken(token({ symbol: "ETH" }), network)).toBe(true)
    expect(isNetworkNativeToken(token({ symbol: "GWT" }), network)).toBe(false)
    expect(isNetworkNativeToken(token({ symbol: "ETH" }), undefined)).toBe(false)
  })

  it("the contract address of a CAIP-10 or plain token address", () => {
    expect(tokenContractAddress(token({ address: "eip155:31337:0x45527bdf43Ce3e62fed56b62B0da909BF16cA84B" }))).toBe(
      "0x45527bdf43Ce3e62fed56b62B0da909BF16cA84B"
    )
    expect(tokenContractAddress(token({ address: "0x45527bdf43Ce3e62fed56b62B0da909BF16cA84B" }))).toBe(
      "0x45527bdf43Ce3e62fed56b62B0da909BF16cA84B"
    )
    expect(tokenContractAddress(token({ address: "nonsense" }))).toBeUndefined()
  })

  it("amounts use the token's decimals", () => {
    expect(tokenDecimals(token({ quantity: { decimals: "6", numeric: "1" } }))).toBe(6)
    expect(tokenDecimals(token({ quantity: { decimals: "x", numeric: "1" } }))).toBeUndefined()
  })

  it("USDT uses the alternate transfer without a return value (SPEC §9)", () => {
    const usdt = token({ symbol: "USDT", address: "eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7" })
    expect(isUsdt(usdt)).toBe(true)
    expect(isUsdt(token({ symbol: "Tether", address: "eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7" }))).toBe(
      true
    )
    expect(transferAbiFor(usdt)).toBe(usdtTransferAbi)
    expect(usdtTransferAbi[0].outputs).toEqual([])
    expect(transferAbiFor(token({}))).toBe(erc20Abi)
  })
})
