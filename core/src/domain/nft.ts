import { getAddress, isAddress, type Address } from "viem"
import type { Transaction } from "./transaction.js"

/** An NFT the account holds (the NFTs tab). */
export interface NftItem {
  readonly contract: Address
  /** Decimal token id. */
  readonly tokenId: string
  readonly name: string
  readonly imageUrl: string | undefined
  /** The chain it lives on (CAIP-2). */
  readonly caipNetworkId: string
}

const isTokenId = (value: string) => /^\d+$/.test(value)

/**
 * Every NFT that moved to or from the account in `transactions` (newest first):
 * the candidates the account may still hold. Spam NFTs, transfers without a
 * contract or token id, and other chains' transfers are left out; each token
 * appears once, as its newest transfer names it.
 */
export const nftCandidates = (
  transactions: ReadonlyArray<Transaction>,
  caipNetworkId: string
): ReadonlyArray<NftItem> => {
  const seen = new Map<string, NftItem>()
  for (const transaction of transactions) {
    if ((transaction.metadata.chain ?? caipNetworkId) !== caipNetworkId) continue
    for (const { nft_info: nft } of transaction.transfers) {
      if (nft === undefined || nft.flags.is_spam) continue
      const { contract_address: contract, token_id: tokenId } = nft
      if (contract === undefined || tokenId === undefined || !isAddress(contract) || !isTokenId(tokenId)) continue
      const key = `${contract.toLowerCase()}/${tokenId}`
      if (seen.has(key)) continue
      seen.set(key, {
        contract: getAddress(contract),
        tokenId,
        name: nft.name ?? `#${tokenId}`,
        imageUrl: nft.content?.preview?.url,
        caipNetworkId
      })
    }
  }
  return [...seen.values()]
}
