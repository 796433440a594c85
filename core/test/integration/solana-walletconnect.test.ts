// WalletConnect with the solana namespace: the test wallet approves eip155 and solana through the
// loopback relay; one pairing connects both, a Solana send is signed on the "phone" and lands.
import { solanaTestAccount } from "@gangway/fixtures"
import { address, createSolanaRpc } from "@solana/kit"
import { describe, expect, it } from "vitest"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import type { CaipNetwork } from "../../src/domain/caip-network.js"
import { localChain, solanaLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true, relay: true, solana: true })

const solana = () => solanaLocal(world.solana.rpcUrl, world.solana.wsUrl)
const make = (networks: readonly [CaipNetwork, ...Array<CaipNetwork>] = [localChain(world.chain.rpcUrl), solana()]) =>
  world.client({
    networks,
    relayUrl: world.relay.url,
    metadata: { name: "Gangway tests", url: "http://127.0.0.1:5173" }
  })

const startWallet = async (accountIndex: number) =>
  (
    await world.walletConnectWallet(accountIndex, {
      solanaRpcUrl: world.solana.rpcUrl,
      solanaAccountIndex: accountIndex
    })
  ).wallet
const pair = world.pairWalletConnect

describe("WalletConnect with Solana", () => {
  it("one pairing connects eip155 and solana; a SOL send is approved in the wallet and lands; one disconnect ends both", async () => {
    const client = make()
    const wallet = await startWallet(4)
    await pair(client, wallet)
    const { address: solanaAddress } = await solanaTestAccount(4)
    const { chains } = client.getState().chains
    expect(chains.eip155?.account.status).toBe("connected")
    expect(chains.solana?.account).toMatchObject({ status: "connected", address: solanaAddress })
    expect(client.getState().connection.activeConnectorIds).toEqual({
      eip155: WALLETCONNECT_ID,
      solana: WALLETCONNECT_ID
    })
    // SPEC §3: each namespace's approved networks are the session's.
    expect(chains.eip155).toMatchObject({ approvedCaipNetworkIds: ["eip155:31337"], supportsAllNetworks: false })
    expect(chains.solana).toMatchObject({
      approvedCaipNetworkIds: [solana().caipNetworkId],
      supportsAllNetworks: false
    })

    await client.switchNetwork(solana().caipNetworkId)
    const [sol] = (await client.refreshBalances()).filter((token) => token.symbol === "SOL")
    const { address: receiver } = await solanaTestAccount(8)
    const rpc = createSolanaRpc(world.solana.rpcUrl)
    const before = (await rpc.getBalance(address(receiver)).send()).value
    await client.send({ token: sol, amount: "0.2", receiver })
    expect((await rpc.getBalance(address(receiver)).send()).value - before).toBe(200_000_000n)

    await client.disconnect("eip155")
    expect(client.getState().chains.chains.solana?.account.status).toBe("disconnected")
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().chains.chains.solana?.approvedCaipNetworkIds).toEqual([])
  })

  it("a Solana-only dApp asks for the solana namespace alone", async () => {
    const client = make([solana()])
    const wallet = await startWallet(5)
    await pair(client, wallet)
    const { address: solanaAddress } = await solanaTestAccount(5)
    expect(client.getState().chains.activeNamespace).toBe("solana")
    expect(client.getState().chains.chains.solana?.account).toMatchObject({
      status: "connected",
      address: solanaAddress
    })
    expect(client.getState().chains.chains.eip155).toBeUndefined()
  })
})

describe("WalletConnect with a Solana wallet that only signs", () => {
  it("the session lists solana_signTransaction alone: the SOL send is signed by the wallet, sent through the cluster's RPC and lands", async () => {
    const client = make([solana()])
    const { wallet } = await world.walletConnectWallet(6, {
      solanaRpcUrl: world.solana.rpcUrl,
      solanaAccountIndex: 6,
      solanaSignOnly: true
    })
    await pair(client, wallet)
    const session = [...wallet.client.session.getAll()].at(-1)!
    expect(session.namespaces.solana?.methods).toContain("solana_signTransaction")
    expect(session.namespaces.solana?.methods).not.toContain("solana_signAndSendTransaction")

    const [sol] = (await client.refreshBalances()).filter((token) => token.symbol === "SOL")
    const { address: receiver } = await solanaTestAccount(9)
    const rpc = createSolanaRpc(world.solana.rpcUrl)
    const before = (await rpc.getBalance(address(receiver)).send()).value
    await client.send({ token: sol, amount: "0.3", receiver })
    expect((await rpc.getBalance(address(receiver)).send()).value - before).toBe(300_000_000n)
  })
})
