import { erc20Abi } from "viem"
import type { TokenBalance } from "../../domain/token-balance.js"
import { isUsdt } from "../../domain/send-token.js"

/** USDT's `transfer(address,uint256)`: same selector as ERC20's, but no return value. */
export const usdtTransferAbi = [
  {
    type: "function",
    name: "transfer",
    stateMutability: "nonpayable",
    inputs: [
      { name: "to", type: "address" },
      { name: "value", type: "uint256" }
    ],
    outputs: []
  }
] as const

/** The ABI whose `transfer` fits the token (SPEC §9: USDT's alternate signature). */
export const transferAbiFor = (token: TokenBalance) => (isUsdt(token) ? usdtTransferAbi : erc20Abi)
