// A page with the test wallet's two sides: EIP-6963 for eip155 and Wallet Standard for solana,
// under one name (see vitest.config.ts: *.dom.test.ts).
import {
  announceProvider,
  createSolanaTestWallet,
  createTestWallet,
  TEST_WALLET_INFO,
  type SolanaTestWallet,
  type TestWallet
} from "@gangway/fixtures"
import { address, createSolanaRpc } from "@solana/kit"
import { registerWallet } from "@wallet-standard/wallet"
import { beforeAll, describe, expect, it } from "vitest"
import { localChain, solanaLocal } from "../../src/domain/networks.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true, solana: true })
const SOLANA_CONNECTOR = `wallet-standard:${TEST_WALLET_INFO.name}`
let solanaWallet: SolanaTestWallet
let evmWallet: TestWallet

beforeAll(async () => {
  evmWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 2 })
  announceProvider(window, evmWallet, crypto.randomUUID())
  solanaWallet = await createSolanaTestWallet({ rpcUrl: world.solana.rpcUrl, accountIndex: 2 })
  registerWallet(solanaWallet)
})

const evm = () => localChain(world.chain.rpcUrl)
const solana = () => solanaLocal(world.solana.rpcUrl, world.solana.wsUrl)

describe("Solana wallets in the page (Wallet Standard)", () => {
  it("a Solana-only dApp lists the wallet as a Solana wallet", () => {
    const client = world.client({ networks: [solana()] })
    const connector = client.getState().connection.connectors.find((item) => item.id === SOLANA_CONNECTOR)
    expect(connector).toMatchObject({ name: TEST_WALLET_INFO.name, type: "ANNOUNCED", chain: "solana" })
    expect(client.getState().connection.connectors.some((item) => item.chain === "eip155")).toBe(false)
  })

  it("connects and sends SOL through the wallet; the cluster has it", async () => {
    const client = world.client({ networks: [solana()] })
    await client.connect(SOLANA_CONNECTOR)
    expect(client.getState().chains.chains.solana?.account).toMatchObject({
      status: "connected",
      address: solanaWallet.address
    })
    const [sol] = (await client.refreshBalances()).filter((token) => token.symbol === "SOL")
    const receiver = (await createSolanaTestWallet({ rpcUrl: world.solana.rpcUrl, accountIndex: 6 })).address
    const before = (await createSolanaRpc(world.solana.rpcUrl).getBalance(address(receiver)).send()).value
    await client.send({ token: sol, amount: "0.5", receiver })
    const after = (await createSolanaRpc(world.solana.rpcUrl).getBalance(address(receiver)).send()).value
    expect(after - before).toBe(500_000_000n)
  })

  it("a refusal in the wallet is 'Signature declined', and the form keeps what was typed", async () => {
    const client = world.client({ networks: [solana()] })
    await client.connect(SOLANA_CONNECTOR)
    const [sol] = (await client.refreshBalances()).filter((token) => token.symbol === "SOL")
    solanaWallet.behave("sendTransaction", "reject")
    try {
      await expect(client.send({ token: sol, amount: "0.1", receiver: solanaWallet.address })).rejects.toMatchObject({
        _tag: "SignatureDeclined",
        message: "Signature declined"
      })
      expect(client.getState().send).toMatchObject({
        phase: "failed",
        sendTokenAmount: "0.1",
        receiverAddress: solanaWallet.address
      })
    } finally {
      solanaWallet.behave("sendTransaction", "approve")
    }
  })
})

describe("a Wallet Standard Solana wallet that only signs (solana:signTransaction, no signAndSendTransaction)", () => {
  it("is listed, signs the SOL send, which the client sends through the cluster's RPC; it lands", async () => {
    const signOnly = await createSolanaTestWallet({
      rpcUrl: world.solana.rpcUrl,
      accountIndex: 3,
      name: "Sign-only Wallet",
      signOnly: true
    })
    expect(Object.keys(signOnly.features)).not.toContain("solana:signAndSendTransaction")
    registerWallet(signOnly)
    const client = world.client({ networks: [solana()] })
    await client.connect("wallet-standard:Sign-only Wallet")
    expect(client.getState().chains.chains.solana?.account).toMatchObject({
      status: "connected",
      address: signOnly.address
    })
    const [sol] = (await client.refreshBalances()).filter((token) => token.symbol === "SOL")
    const receiver = (await createSolanaTestWallet({ rpcUrl: world.solana.rpcUrl, accountIndex: 7 })).address
    const rpc = createSolanaRpc(world.solana.rpcUrl)
    const before = (await rpc.getBalance(address(receiver)).send()).value
    await client.send({ token: sol, amount: "0.25", receiver })
    expect((await rpc.getBalance(address(receiver)).send()).value - before).toBe(250_000_000n)
  })
})

describe("a multi-chain wallet (EIP-6963 and Wallet Standard under one name)", () => {
  it("is one MULTI_CHAIN connector when the dApp has both namespaces", () => {
    const client = world.client({ networks: [evm(), solana()] })
    const named = client.getState().connection.connectors.filter((item) => item.name === TEST_WALLET_INFO.name)
    expect(named).toHaveLength(1)
    expect(named[0]).toMatchObject({ type: "MULTI_CHAIN", chains: ["eip155", "solana"] })
  })

  it("refused in the active network's namespace, nothing else is asked and nothing is connected", async () => {
    const client = world.client({ networks: [evm(), solana()] })
    const [connector] = client.getState().connection.connectors.filter((item) => item.name === TEST_WALLET_INFO.name)
    evmWallet.behave("connect", "reject")
    try {
      await expect(client.connect(connector!.id)).rejects.toMatchObject({
        _tag: "RequestDeclined",
        message: "Connection declined"
      })
    } finally {
      evmWallet.behave("connect", "approve")
    }
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().chains.chains.solana?.account.status).toBe("disconnected")
  })

  it("connects both namespaces at once, and one disconnect ends both", async () => {
    const client = world.client({ networks: [evm(), solana()] })
    const [connector] = client.getState().connection.connectors.filter((item) => item.name === TEST_WALLET_INFO.name)
    await client.connect(connector!.id)
    const { chains } = client.getState().chains
    expect(chains.eip155?.account).toMatchObject({ status: "connected", address: world.chain.accounts[2]!.address })
    expect(chains.solana?.account).toMatchObject({ status: "connected", address: solanaWallet.address })
    expect(client.getState().connection.activeConnectorIds).toEqual({ eip155: connector!.id, solana: connector!.id })

    await client.switchNetwork(solana().caipNetworkId)
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe(solana().caipNetworkId)
    expect(client.getState().chains.chains.solana?.account.status).toBe("connected")

    await client.disconnect("solana")
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().chains.chains.solana?.account.status).toBe("disconnected")
    expect(client.getState().connection.status).toBe("disconnected")
  })

  it("comes back on both namespaces after a reload, without asking", async () => {
    const storage = memoryBackend()
    const first = world.client({ networks: [evm(), solana()], storage })
    const [connector] = first.getState().connection.connectors.filter((item) => item.name === TEST_WALLET_INFO.name)
    await first.connect(connector!.id)
    await first.destroy()
    // A prompt now would be refused: the reload must not prompt.
    evmWallet.behave("connect", "reject")
    solanaWallet.behave("connect", "reject")
    try {
      const second = world.client({ networks: [evm(), solana()], storage })
      expect(await second.ready).toBe(true)
      expect(second.getState().chains.chains.eip155?.account.status).toBe("connected")
      expect(second.getState().chains.chains.solana?.account).toMatchObject({
        status: "connected",
        address: solanaWallet.address
      })
    } finally {
      evmWallet.behave("connect", "approve")
      solanaWallet.behave("connect", "approve")
    }
  })
})
