import { isEvmAddress, isSolanaAddress } from "./address.js"
import type { ChainNamespace } from "./namespace.js"
import type { TokenBalance } from "./token-balance.js"

/** The address APIs use for a chain's native token. */
export const NATIVE_TOKEN_ADDRESS = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"

/** Mainnet and Arbitrum USDT: `transfer` returns nothing (SPEC §9, alternate transfer signature). */
const USDT_CONTRACT_ADDRESSES: ReadonlyArray<string> = [
  "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9"
]

/**
 * The plain on-chain address of a token (balances may carry CAIP-10 `eip155:1:0x…`
 * or `solana:<ref>:<mint>`): an ERC20 contract or an SPL mint.
 */
export const tokenContractAddress = (token: TokenBalance): string | undefined => {
  const last = token.address?.split(":").at(-1)
  if (last === undefined) return undefined
  return (isEvmAddress(last) && last.startsWith("0x")) || isSolanaAddress(last) ? last : undefined
}

/**
 * A native token has no contract address (or the conventional 0xEeee… one). A token whose
 * address is there but malformed is not native: it is an ERC20 without a usable address.
 */
export const isNativeToken = (token: TokenBalance): boolean => {
  if (token.address === undefined || token.address.trim() === "") return true
  return tokenContractAddress(token)?.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
}

/** The network's own coin: native, and with the network's native symbol (an addressless ERC20 row is not). */
export const isNetworkNativeToken = (
  token: TokenBalance,
  network: { readonly nativeCurrency: { readonly symbol: string } } | undefined
): boolean => isNativeToken(token) && token.symbol === network?.nativeCurrency.symbol

export const tokenDecimals = (token: TokenBalance): number | undefined => {
  const decimals = Number(token.quantity.decimals)
  return Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined
}

/** USDT contracts use the alternate transfer without a return value. */
export const isUsdt = (token: TokenBalance): boolean => {
  const address = tokenContractAddress(token)?.toLowerCase()
  return (
    token.symbol.toUpperCase() === "USDT" ||
    (address !== undefined && USDT_CONTRACT_ADDRESSES.some((usdt) => usdt.toLowerCase() === address))
  )
}

/**
 * Fee units of a plain transfer of the native coin, what a fee rate is multiplied by to
 * price one: 21,000 gas on eip155, one signature on solana, 141 virtual bytes on bip122 (one
 * native SegWit input paying a receiver and change).
 */
export const PLAIN_TRANSFER_FEE_UNITS: Readonly<Partial<Record<ChainNamespace, bigint>>> = {
  eip155: 21_000n,
  solana: 1n,
  bip122: 141n
}
