import { erc20Abi, type Address, type PublicClient } from "viem"
import type { TokenBalance } from "../../domain/token-balance.js"
import { isUsdt } from "../../domain/send-token.js"
import { ChainError } from "../../errors.js"

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

/**
 * A token's `decimals()`. viem reads a uint8 from a whole 32-byte word without checking its
 * range, so a contract (or node) answering more than 255 is refused (ChainError InvalidAnswer).
 */
export const readErc20Decimals = async (client: PublicClient, token: Address): Promise<number> => {
  const decimals = await client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" })
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new ChainError({
      reason: "InvalidAnswer",
      details: `decimals() of ${token} answered ${decimals}: not a uint8`
    })
  }
  return decimals
}

/** What `owner` holds of `token`, in its smallest units (uint256, so always in range once decoded). */
export const readErc20Balance = (client: PublicClient, token: Address, owner: Address): Promise<bigint> =>
  client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] })
