import { createLocalSigner, TEST_MNEMONIC } from "@gangway/fixtures"
import {
  createPublicClient,
  formatEther,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Hash,
  type Hex
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { createGangway, type CreateGangwayOptions } from "../../src/client.js"
import { isEvmSigner } from "../../src/adapters/eip155/signer.js"
import { Connection } from "../../src/controllers/connection.js"
import { localChain, mainnet } from "../../src/domain/networks.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld()

const make = (overrides: Partial<CreateGangwayOptions> = {}) =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), mainnet],
      storage: "memory",
      platform: desktop,
      localSigner: { mnemonic: TEST_MNEMONIC, accountIndex: 1 },
      ...overrides
    })
  )

describe("local signer connector", () => {
  it("is offered only when configured", async () => {
    const plain = world.track(
      createGangway({ networks: [localChain(world.chain.rpcUrl)], storage: "memory", platform: desktop })
    )
    expect(plain.getState().connection.connectors).toEqual([])
    expect(
      make()
        .getState()
        .connection.connectors.map((c) => c.id)
    ).toEqual(["local-signer"])
  })

  it("connects: status, address, CAIP address and wallet info per namespace", async () => {
    const client = make()
    const statuses: Array<string> = []
    client.subscribe(
      (state) => state.chains.chains.eip155?.account.status,
      (status) => statuses.push(String(status))
    )
    await client.connect("local-signer")
    const account = client.getState().chains.chains.eip155?.account
    const expected = world.chain.accounts[1]?.address
    expect(account?.address).toBe(expected)
    expect(account?.caipAddress).toBe(`eip155:31337:${expected}`)
    expect(account?.connectedWalletInfo?.name).toBe("Local signer")
    expect(statuses).toEqual(["connecting", "connected"])
    expect(client.getState().connection.activeConnectorIds).toEqual({ eip155: "local-signer" })
  })

  it("shows the account's native balance, read from the chain, once connected", async () => {
    const client = make()
    await client.connect("local-signer")
    const wei = await createPublicClient({ transport: http(world.chain.rpcUrl) }).getBalance({
      address: world.chain.accounts[1]!.address
    })
    await expect.poll(() => client.getState().chains.chains.eip155?.account.balanceSymbol).toBe("ETH")
    expect(client.getState().chains.chains.eip155?.account.balance).toBe(formatEther(wei))
  })

  it("signs with the real key", async () => {
    const client = make()
    await client.connect("local-signer")
    const session = client.runtime.runSync(Connection).session("eip155")
    const signer = session!.signer
    if (!isEvmSigner(signer)) throw new Error("expected an eip155 signer")
    const signature = await signer.walletClient(localChain(world.chain.rpcUrl)).signMessage({ message: "gangway" })
    expect(await verifyMessage({ address: world.chain.accounts[1]!.address, message: "gangway", signature })).toBe(true)
  })

  it("bad keys are a typed error and leave the state disconnected", async () => {
    const client = make({ localSigner: { privateKey: "0x1234" } })
    await expect(client.connect("local-signer")).rejects.toMatchObject({
      _tag: "InvalidInput",
      message: "Invalid private key: expected 32 bytes of hex"
    })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
  })

  it("an unknown connector is a typed error", async () => {
    await expect(make().connect("io.metamask")).rejects.toMatchObject({ _tag: "ConnectorNotFound" })
  })

  it("disconnect resets the account and forgets the connector", async () => {
    const backend = memoryBackend()
    const client = make({ storage: backend })
    await client.connect("local-signer")
    expect(backend.getItem("@appkit/connected_connector_ids")).toBe(JSON.stringify({ eip155: "local-signer" }))
    await client.disconnect()
    expect(client.getState().chains.chains.eip155?.account).toMatchObject({
      status: "disconnected",
      address: undefined
    })
    expect(client.getState().connection.activeConnectorIds).toEqual({})
    expect(backend.getItem("@appkit/connected_connector_ids")).toBeNull()
  })

  it("reconnects after a restart from storage, without prompting", async () => {
    const backend = memoryBackend()
    const first = make({ storage: backend })
    await first.connect("local-signer")
    await first.destroy()
    const second = make({ storage: backend })
    expect(await second.ready).toBe(true)
    expect(second.getState().chains.chains.eip155?.account.address).toBe(world.chain.accounts[1]?.address)
  })

  it("answers with a key the node does not hold: its own account, messages and typed data signed here, a transaction signed here and sent raw", async () => {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const funder = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[0]!.privateKey })
    await funder.publicClient.waitForTransactionReceipt({
      hash: await funder.walletClient.sendTransaction({ to: address, value: parseEther("1") })
    })
    const client = make({ localSigner: { privateKey } })
    await client.connect("local-signer")

    expect(await client.request("eth_accounts")).toEqual([address])
    const signature = (await client.request("personal_sign", [toHex("gangway"), address])) as Hex
    expect(await verifyMessage({ address, message: "gangway", signature })).toBe(true)

    const typedData = {
      domain: { name: "Gangway", version: "1", chainId: 31337 },
      types: { Greeting: [{ name: "text", type: "string" }] },
      primaryType: "Greeting" as const,
      message: { text: "hello" }
    }
    const typedSignature = (await client.request("eth_signTypedData_v4", [address, JSON.stringify(typedData)])) as Hex
    expect(await verifyTypedData({ address, ...typedData, signature: typedSignature })).toBe(true)

    const receiver = world.chain.accounts[7]!.address
    const hash = (await client.request("eth_sendTransaction", [
      { from: address, to: receiver, value: toHex(parseEther("0.1")) }
    ])) as Hash
    const receipt = await funder.publicClient.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({ status: "success", from: address.toLowerCase() })
  })
})
