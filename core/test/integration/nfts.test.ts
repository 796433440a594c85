// The NFTs tab's list against the local world: ERC721 tokens minted and moved on anvil, the
// chain-backed data API's history naming them, the chain saying who holds them.
import { collectiblesAbi, createLocalSigner, type LocalSigner } from "@gangway/fixtures"
import { parseEther, type Address } from "viem"
import { beforeAll, describe, expect, it } from "vitest"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const HOLDER = 3
const FRIEND = 4
const SPAMMER = 5
const NOBODY = 6

const signer = (index: number): LocalSigner =>
  createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[index]!.privateKey })
const address = (index: number) => world.chain.accounts[index]!.address as Address

const mined = async (from: LocalSigner, send: Promise<`0x${string}`>) => {
  const hash = await send
  await from.publicClient.waitForTransactionReceipt({ hash })
  return hash
}
let airdrop: `0x${string}`

beforeAll(async () => {
  const holder = signer(HOLDER)
  const collection = { address: world.chain.contracts.collectibles, abi: collectiblesAbi } as const
  // Harbor Pass #1 and #2 to the holder, who gives #1 to a friend.
  await mined(
    holder,
    holder.walletClient.writeContract({ ...collection, functionName: "mint", args: [address(HOLDER)] })
  )
  await mined(
    holder,
    holder.walletClient.writeContract({ ...collection, functionName: "mint", args: [address(HOLDER)] })
  )
  await mined(
    holder,
    holder.walletClient.writeContract({
      ...collection,
      functionName: "transferFrom",
      args: [address(HOLDER), address(FRIEND), 1n]
    })
  )
  // An unsolicited airdrop from a spam collection.
  const spammer = signer(SPAMMER)
  airdrop = await mined(
    spammer,
    spammer.walletClient.writeContract({
      address: world.chain.contracts.spamCollectibles,
      abi: collectiblesAbi,
      functionName: "mint",
      args: [address(HOLDER)]
    })
  )
  // Enough later transactions that the NFTs sit beyond the history's first page (20).
  for (let i = 0; i < 21; i++) {
    await mined(holder, holder.walletClient.sendTransaction({ to: address(NOBODY), value: parseEther("0.001") }))
  }
})

const connected = async (index: number) => {
  const client = world.client({ localSigner: { privateKey: world.chain.accounts[index]!.privateKey } })
  await client.connect("local-signer")
  return client
}

describe("NFTs", () => {
  it("lists what the account holds: named by the history, checked on the chain, spam left out", async () => {
    const client = await connected(HOLDER)
    const nfts = await client.refreshNfts()
    expect(nfts.status).toBe("filled")
    expect(nfts.caipAddress).toBe(`eip155:31337:${address(HOLDER)}`)
    expect(nfts.items).toEqual([
      expect.objectContaining({
        contract: world.chain.contracts.collectibles,
        tokenId: "2",
        name: "Harbor Pass #2",
        caipNetworkId: "eip155:31337"
      })
    ])
    const image = await fetch(nfts.items[0]!.imageUrl!)
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toContain("image/svg+xml")
    expect(client.getState().nfts).toEqual(nfts)
  })

  it("the history list leaves the spam airdrop out and keeps the Harbor Pass transfers", async () => {
    const client = await connected(HOLDER)
    let history = await client.fetchTransactions()
    while (history.next !== undefined) history = await client.loadMoreTransactions()
    const nftNames = history.transactions.flatMap((transaction) =>
      transaction.transfers.flatMap((transfer) => transfer.nft_info?.name ?? [])
    )
    expect(nftNames).toEqual(["Harbor Pass #1", "Harbor Pass #2", "Harbor Pass #1"])
    expect(history.transactions.some((transaction) => transaction.metadata.hash === airdrop)).toBe(false)
  })

  it("the token given away is the friend's", async () => {
    const client = await connected(FRIEND)
    const { items } = await client.refreshNfts()
    expect(items.map((item) => item.name)).toEqual(["Harbor Pass #1"])
  })

  it("an account that never held one has none", async () => {
    const client = await connected(NOBODY)
    expect(await client.refreshNfts()).toMatchObject({ status: "empty", items: [] })
  })

  it("a failed history read: 'Failed to fetch NFTs', an empty failed list; asking again works", async () => {
    const client = await connected(HOLDER)
    world.api.failNext("/v1/account/:address/history", 400, 1)
    await expect(client.refreshNfts()).rejects.toMatchObject({
      _tag: "NftsFetchFailed",
      message: "Failed to fetch NFTs"
    })
    expect(client.getState().nfts).toMatchObject({ status: "failed", items: [] })
    expect((await client.refreshNfts()).items).toHaveLength(1)
  })

  it("needs a connected account, and forgets the list when the account goes", async () => {
    const client = await connected(HOLDER)
    await client.refreshNfts()
    await client.disconnect()
    expect(client.getState().nfts).toMatchObject({ status: "idle", items: [] })
    await expect(client.refreshNfts()).rejects.toMatchObject({ _tag: "NoActiveCaipAddress" })
  })
})
