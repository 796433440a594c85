// Resetting the WalletConnect connection (SPEC §4) clears the pairing state and the transactions
// shown, against the local world's chain-backed data API.
import { createLocalSigner } from "@gangway/fixtures"
import { parseEther } from "viem"
import { beforeAll, describe, expect, it } from "vitest"
import { createGangway } from "../../src/client.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const SENDER = 5

beforeAll(async () => {
  const signer = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[SENDER]!.privateKey })
  const hash = await signer.walletClient.sendTransaction({
    to: world.chain.accounts[9]!.address,
    value: parseEther("0.001")
  })
  await signer.publicClient.waitForTransactionReceipt({ hash })
})

describe("resetting the connection", () => {
  it("clears the pairing state and resets transactions", async () => {
    const client = world.track(
      createGangway({
        networks: [localChain(world.chain.rpcUrl)],
        projectId: "gangway-tests",
        apiUrls: world.apiUrls(),
        storage: "memory",
        platform: desktop,
        localSigner: { privateKey: world.chain.accounts[SENDER]!.privateKey }
      })
    )
    await client.connect("local-signer")
    const fetched = await client.fetchTransactions()
    expect(fetched.transactions.length).toBeGreaterThan(0)

    await client.resetWalletConnect()
    expect(client.getState().history.transactions).toEqual([])
    expect(client.getState().history.next).toBeUndefined()
    const connection = client.getState().connection
    expect(connection.status).toBe("disconnected")
    expect([connection.wcUri, connection.wcPairingExpiry, connection.recentWallet]).toEqual([
      undefined,
      undefined,
      undefined
    ])
  })
})
