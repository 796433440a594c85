// A balance is the balance of the network shown beside it (issue 14): switching to a network whose
// RPC does not answer leaves no other network's balance behind.
import { createPublicClient, formatEther, http } from "viem"
import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../../src/domain/caip-network.js"
import { localChain } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld()
// Nothing listens on port 9: this network's RPC never answers.
const silent: CaipNetwork = { ...localChain("http://127.0.0.1:9", 999), name: "Silent Chain" }

describe("the balance beside a network", () => {
  it("is cleared when the network changes, and stays unknown where the RPC does not answer", async () => {
    const client = world.client({
      networks: [localChain(world.chain.rpcUrl), silent],
      localSigner: { privateKey: world.chain.accounts[1]!.privateKey }
    })
    await client.connect("local-signer")
    const wei = await createPublicClient({ transport: http(world.chain.rpcUrl) }).getBalance({
      address: world.chain.accounts[1]!.address
    })
    await expect.poll(() => client.getState().chains.chains.eip155?.account.balance).toBe(formatEther(wei))

    await client.switchNetwork(silent.caipNetworkId)
    expect(client.getState().chains.activeCaipNetwork?.name).toBe("Silent Chain")
    expect(client.getState().chains.chains.eip155?.account).toMatchObject({
      balance: undefined,
      balanceSymbol: undefined
    })
    await expect(client.refreshBalances()).rejects.toMatchObject({ _tag: "TokenBalanceUnavailable" })
    expect(client.getState().chains.chains.eip155?.account.balance).toBeUndefined()

    await client.switchNetwork(localChain(world.chain.rpcUrl).caipNetworkId)
    await expect.poll(() => client.getState().chains.chains.eip155?.account.balance).toBe(formatEther(wei))
  })
})
