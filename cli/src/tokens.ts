import {
  InvalidInput,
  isEvmAddress,
  isNativeToken,
  isSolanaAddress,
  tokenContractAddress,
  tokenDecimals,
  type CaipNetwork,
  type TokenBalance
} from "@gangway/core"

/** The native token as a balance entry, from the chain's own balance (when the data API lists none). */
export const nativeBalanceEntry = (network: CaipNetwork, balance: string | undefined): TokenBalance => ({
  symbol: network.nativeCurrency.symbol,
  name: network.nativeCurrency.name,
  quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance ?? "0" },
  price: 0
})

/** The native entry first (from the data API, else the chain), then the tokens as listed. */
export const withNative = (
  balances: ReadonlyArray<TokenBalance>,
  network: CaipNetwork,
  nativeBalance: string | undefined
): ReadonlyArray<TokenBalance> => {
  const native = balances.find((balance) => isNativeToken(balance) && balance.symbol === network.nativeCurrency.symbol)
  const others = balances.filter((balance) => balance !== native)
  return [native ?? nativeBalanceEntry(network, nativeBalance), ...others]
}

/**
 * The token a `--token` names, by symbol (case-insensitive) or contract address (an SPL mint on Solana),
 * among what the account holds; the native token when none is named.
 */
export const resolveToken = (
  balances: ReadonlyArray<TokenBalance>,
  network: CaipNetwork,
  input: string | undefined
): TokenBalance => {
  const native = balances.find((balance) => isNativeToken(balance))
  if (input === undefined || input.trim() === "") {
    if (native === undefined) throw new InvalidInput({ field: "token", reason: `no native token on ${network.name}` })
    return native
  }
  const key = input.trim().toLowerCase()
  const found = balances.find(
    (balance) => balance.symbol.toLowerCase() === key || tokenContractAddress(balance)?.toLowerCase() === key
  )
  if (found !== undefined) return found
  throw new InvalidInput({
    field: "token",
    reason: (network.chainNamespace === "solana" ? isSolanaAddress(input.trim()) : isEvmAddress(input.trim()))
      ? `${input.trim()} is not held by this account on ${network.name} (${network.caipNetworkId})`
      : `unknown token ${input.trim()} on ${network.name} (${network.caipNetworkId})`
  })
}

export const tokenJson = (token: TokenBalance) => ({
  symbol: token.symbol,
  name: token.name ?? null,
  address: isNativeToken(token) ? null : (tokenContractAddress(token) ?? null),
  decimals: tokenDecimals(token) ?? null,
  quantity: token.quantity.numeric,
  price: token.price,
  value: token.value ?? null
})
