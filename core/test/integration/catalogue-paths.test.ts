// Errors of the catalogue (SPEC §8) reached through the client's real paths.
import { solanaTestAccount } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { localChain, solanaLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ solana: true })
const solana = () => solanaLocal(world.solana.rpcUrl, world.solana.wsUrl)

describe("the error catalogue, reached for real", () => {
  it("'No ActiveCaipNetwork or client found': a name and avatar asked for while the active network is Solana's (they are EVM-only)", async () => {
    const { secretKeyBase58 } = await solanaTestAccount(3)
    const client = world.client({
      networks: [solana(), localChain(world.chain.rpcUrl)],
      localSigner: { solanaSecretKey: secretKeyBase58 }
    })
    await client.connect("local-signer")
    expect(client.getState().chains.activeCaipNetwork?.chainNamespace).toBe("solana")
    await expect(client.refreshIdentity()).rejects.toMatchObject({
      _tag: "NoActiveCaipNetwork",
      message: "No ActiveCaipNetwork or client found"
    })
  })

  it("'No adapter for namespace solana': the dApp lists a Solana network but loads only the EVM adapter, and prices a send there", async () => {
    const client = world.client({ networks: [localChain(world.chain.rpcUrl), solana()], adapters: ["eip155"] })
    await client.switchNetwork(solana().caipNetworkId)
    expect(client.getState().chains.activeCaipNetwork?.chainNamespace).toBe("solana")
    await expect(client.refreshGasPrice()).rejects.toMatchObject({
      _tag: "MissingAdapter",
      message: "No adapter for namespace solana"
    })
  })
})
