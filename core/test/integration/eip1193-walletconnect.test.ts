// client.getProvider("eip155") over WalletConnect: the test wallet (real keys, local chain)
// paired through the loopback relay. Signing waits in `requests` with the approval view shown.
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage, type Address } from "viem"
import { describe, expect, it } from "vitest"
import type { GangwayClient } from "../../src/client.js"
import { toViemChain } from "../../src/adapters/eip155/viem-chain.js"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { localChain, mainnet } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true })

const paired = async (accountIndex: number) => {
  const client = world.client({ networks: [localChain(world.chain.rpcUrl), mainnet], relayUrl: world.relay.url })
  const { wallet, testWallet } = await world.walletConnectWallet(accountIndex)
  const answer = client.getProvider("eip155").request({ method: "eth_requestAccounts" })
  await expect.poll(() => client.getState().modal.open).toBe(true)
  const connecting = client.connect(WALLETCONNECT_ID) // the modal's QR code, scanned
  await expect.poll(() => client.getState().connection.wcUri, { timeout: 10_000 }).toBeDefined()
  await wallet.pair({ uri: client.getState().connection.wcUri! })
  await connecting
  expect(await answer).toEqual([testWallet.address])
  return { client, testWallet }
}

const viemOver = (client: GangwayClient) =>
  createWalletClient({
    chain: toViemChain(localChain(world.chain.rpcUrl)),
    transport: custom(client.getProvider("eip155"))
  })

describe("getProvider('eip155') over WalletConnect", () => {
  it("viem sends a transaction that lands and signs a message that verifies, through the paired wallet", async () => {
    const { client, testWallet } = await paired(3)
    const to = world.chain.accounts[9]!.address as Address
    const hash = await viemOver(client).sendTransaction({ account: testWallet.address, to, value: parseEther("0.05") })
    const receipt = await createPublicClient({ transport: http(world.chain.rpcUrl) }).waitForTransactionReceipt({
      hash
    })
    expect(receipt).toMatchObject({ status: "success", from: testWallet.address.toLowerCase() })
    const signature = await viemOver(client).signMessage({ account: testWallet.address, message: "over the relay" })
    expect(await verifyMessage({ address: testWallet.address, message: "over the relay", signature })).toBe(true)
  })

  it("a signature waits in `requests` with the approval view until the wallet answers", async () => {
    const { client, testWallet } = await paired(22)
    const delay = testWallet.behave("sign", "delay")
    const signature = viemOver(client).signMessage({ account: testWallet.address, message: "later" })
    await delay.arrived
    expect(client.getState().requests.pending.map((request) => request.method)).toEqual(["personal_sign"])
    expect(client.getState().router.view).toBe("ApproveTransaction")
    delay.release()
    expect(await verifyMessage({ address: testWallet.address, message: "later", signature: await signature })).toBe(
      true
    )
    expect(client.getState().requests.pending).toEqual([])
  })

  it("a chain the session did not approve is 4901 with the product's words", async () => {
    const { client } = await paired(23)
    await expect(
      client.getProvider("eip155").request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] })
    ).rejects.toMatchObject({
      code: 4901,
      message:
        "Your wallet did not approve Ethereum for this connection. Disconnect and connect again, choosing Ethereum in the wallet."
    })
  })
})
