import { Effect } from "effect"
import { ContractFunctionRevertedError, erc721Abi, isAddressEqual, type Address, type PublicClient } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { NftItem } from "../../domain/nft.js"
import type { EvmRpc } from "./rpc.js"

/** Whether a failed `ownerOf` is the contract refusing (burnt, never minted, not ERC721) rather than the node failing. */
const refusedByContract = (error: unknown) =>
  error instanceof Error &&
  "walk" in error &&
  typeof error.walk === "function" &&
  error.walk((cause: unknown) => cause instanceof ContractFunctionRevertedError) !== null

/** The candidates `owner` still holds, asked of each collection (`ownerOf`). */
const heldBy = async (client: PublicClient, owner: Address, candidates: ReadonlyArray<NftItem>) => {
  const owners = await Promise.allSettled(
    candidates.map((item) =>
      client.readContract({
        address: item.contract,
        abi: erc721Abi,
        functionName: "ownerOf",
        args: [BigInt(item.tokenId)]
      })
    )
  )
  const failure = owners.find((result) => result.status === "rejected" && !refusedByContract(result.reason))
  if (failure?.status === "rejected") throw failure.reason
  return candidates.filter((_, index) => {
    const result = owners[index]
    return result?.status === "fulfilled" && isAddressEqual(result.value, owner)
  })
}

export const heldNfts = (rpc: EvmRpc) => (network: CaipNetwork, owner: string, candidates: ReadonlyArray<NftItem>) =>
  candidates.length === 0
    ? Effect.succeed([])
    : rpc.read(network, (client) => heldBy(client, owner as Address, candidates))
