// client.getProvider("eip155") over the local signer: viem's custom() transport and ethers v6's
// BrowserProvider send and sign through it on the local chain; state, modal and error codes.
import { TEST_MNEMONIC } from "@gangway/fixtures"
import { BrowserProvider, verifyMessage as ethersVerifyMessage } from "ethers"
import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage, type Address } from "viem"
import { describe, expect, it } from "vitest"
import { createGangway, type CreateGangwayOptions } from "../../src/client.js"
import { localChain, mainnet, solanaDevnet } from "../../src/domain/networks.js"
import { toViemChain } from "../../src/adapters/eip155/viem-chain.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ chainIds: [31337, 31338] })

const make = (overrides: Partial<CreateGangwayOptions> = {}) =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338), mainnet],
      storage: "memory",
      platform: desktop,
      localSigner: { mnemonic: TEST_MNEMONIC, accountIndex: 1 },
      ...overrides
    })
  )

const account = () => world.chain.accounts[1]!.address
const receiver = () => world.chain.accounts[7]!.address as Address
const node = () => createPublicClient({ transport: http(world.chain.rpcUrl) })

describe("getProvider('eip155') over the local signer", () => {
  it("is one provider per client, and refuses a namespace without one", () => {
    const client = make()
    expect(client.getProvider("eip155")).toBe(client.getProvider("eip155"))
    expect(() => client.getProvider("solana" as never)).toThrow(/Gangway gives a provider for eip155, not solana/)
  })

  it("answers accounts and chain from the state, and reads from the network's RPC before any wallet connects", async () => {
    const provider = make().getProvider("eip155")
    expect(await provider.request({ method: "eth_accounts" })).toEqual([])
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69")
    expect(await provider.request({ method: "eth_getBalance", params: [account(), "latest"] })).toBe(
      `0x${(await node().getBalance({ address: account() })).toString(16)}`
    )
  })

  it("eth_requestAccounts opens the modal and resolves with the accounts once a wallet connects", async () => {
    const client = make()
    const provider = client.getProvider("eip155")
    const answer = provider.request({ method: "eth_requestAccounts" })
    await expect.poll(() => client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe("Connect")
    await client.connect("local-signer")
    expect(await answer).toEqual([account()])
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([account()])
  })

  it("in a dApp on several namespaces, eth_requestAccounts opens Connect on the EVM wallets", async () => {
    const client = make({ networks: [localChain(world.chain.rpcUrl), solanaDevnet] })
    void client
      .getProvider("eip155")
      .request({ method: "eth_requestAccounts" })
      .catch(() => undefined)
    await expect.poll(() => client.getState().router).toMatchObject({ view: "Connect", data: { namespace: "eip155" } })
    await client.close()
  })

  it("eth_requestAccounts rejects with 4001 when the person closes the modal", async () => {
    const client = make()
    const answer = client.getProvider("eip155").request({ method: "eth_requestAccounts" })
    await expect.poll(() => client.getState().modal.open).toBe(true)
    await client.close()
    await expect(answer).rejects.toMatchObject({ code: 4001, message: "Connection declined" })
  })

  it("viem's custom() transport sends a transaction that lands and signs a message that verifies", async () => {
    const client = make()
    await client.connect("local-signer")
    const wallet = createWalletClient({
      chain: toViemChain(localChain(world.chain.rpcUrl)),
      transport: custom(client.getProvider("eip155"))
    })
    const [address] = await wallet.getAddresses()
    expect(address).toBe(account())
    const before = await node().getBalance({ address: receiver() })
    const hash = await wallet.sendTransaction({ account: address!, to: receiver(), value: parseEther("0.25") })
    const receipt = await node().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe("success")
    expect(receipt.from.toLowerCase()).toBe(account().toLowerCase())
    expect((await node().getBalance({ address: receiver() })) - before).toBe(parseEther("0.25"))
    const signature = await wallet.signMessage({ account: address!, message: "gangway over viem" })
    expect(await verifyMessage({ address: account(), message: "gangway over viem", signature })).toBe(true)
  })

  it("ethers' BrowserProvider: getSigner, a transaction that lands, a message that verifies", async () => {
    const client = make()
    await client.connect("local-signer")
    const ethers = new BrowserProvider(client.getProvider("eip155"))
    expect((await ethers.getNetwork()).chainId).toBe(31337n)
    const signer = await ethers.getSigner()
    expect(signer.address).toBe(account())
    const response = await signer.sendTransaction({ to: receiver(), value: parseEther("0.5") })
    const receipt = await response.wait()
    expect(receipt?.status).toBe(1)
    expect(receipt?.hash).toBe(response.hash)
    expect((await node().getTransactionReceipt({ hash: response.hash as `0x${string}` })).status).toBe("success")
    const signature = await signer.signMessage("gangway over ethers")
    expect(ethersVerifyMessage("gangway over ethers", signature)).toBe(account())
  })

  it("ethers' getSigner asks for accounts: the modal opens; closing it is ethers' ACTION_REJECTED", async () => {
    const client = make()
    const signer = new BrowserProvider(client.getProvider("eip155")).getSigner()
    await expect.poll(() => client.getState().modal.open).toBe(true)
    await client.close()
    await expect(signer).rejects.toMatchObject({ code: "ACTION_REJECTED" })
  })

  it("emits connect, accountsChanged, chainChanged and disconnect as the client's state changes, once each", async () => {
    const client = make()
    const provider = client.getProvider("eip155")
    const events: Array<[string, unknown]> = []
    for (const name of ["connect", "accountsChanged", "chainChanged", "disconnect"] as const) {
      provider.on(name, (value: unknown) => events.push([name, value]))
    }
    await client.connect("local-signer")
    await expect.poll(() => events.length).toBe(2)
    expect(events).toEqual([
      ["connect", { chainId: "0x7a69" }],
      ["accountsChanged", [account()]]
    ])
    await provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] })
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31338")
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a6a")
    expect(events.slice(2)).toEqual([["chainChanged", "0x7a6a"]])
    await client.disconnect()
    expect(events.slice(3).map(([name]) => name)).toEqual(["accountsChanged", "disconnect"])
    expect(events[3]?.[1]).toEqual([])
    expect(events[4]?.[1]).toMatchObject({ code: 4900 })
  })

  it("a listener removed hears nothing more", async () => {
    const client = make()
    const provider = client.getProvider("eip155")
    const heard: Array<unknown> = []
    const listener = (accounts: unknown) => heard.push(accounts)
    provider.on("accountsChanged", listener)
    await client.connect("local-signer")
    await expect.poll(() => heard.length).toBe(1)
    provider.removeListener("accountsChanged", listener)
    await client.disconnect()
    expect(heard).toEqual([[account()]])
  })

  it("errors carry EIP-1193 codes with plain messages", async () => {
    const client = make()
    const provider = client.getProvider("eip155")
    await expect(provider.request({ method: "personal_sign", params: ["0x68690a", account()] })).rejects.toMatchObject({
      code: 4100,
      message: "No wallet is connected: ask for accounts (eth_requestAccounts) first"
    })
    await expect(provider.request({ method: "eth_subscribe", params: ["newHeads"] })).rejects.toMatchObject({
      code: 4200,
      message: "Gangway's provider does not support eth_subscribe"
    })
    await expect(
      provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x5" }] })
    ).rejects.toMatchObject({
      code: 4902,
      message: "Chain 5 is not one of this dApp's networks: add it to the networks given to Gangway"
    })
    await expect(provider.request({ method: 42 } as never)).rejects.toMatchObject({ code: -32600 })
    await client.connect("local-signer")
    await expect(provider.request({ method: "personal_sign", params: ["0x68690a", receiver()] })).rejects.toMatchObject(
      {
        code: 4100,
        message: `${receiver()} is not a connected account`
      }
    )
    // The node's own error reaches the dApp as the node said it.
    await expect(
      provider.request({ method: "eth_getBalance", params: ["not an address", "latest"] })
    ).rejects.toMatchObject({
      _tag: "ProviderRpcError",
      code: expect.any(Number)
    })
  })

  it("wallet_revokePermissions disconnects the wallet", async () => {
    const client = make()
    await client.connect("local-signer")
    await client.getProvider("eip155").request({ method: "wallet_revokePermissions", params: [{ eth_accounts: {} }] })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
  })
})
