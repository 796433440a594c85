// The core's WalletConnect connector against the loopback relay, with the fixtures'
// test wallet (real keys, the local chain) answering on the other side.
import { Result } from "effect"
import {
  createTestWallet,
  createWalletConnectWallet,
  startRelay,
  type TestWallet,
  type WalletConnectWallet
} from "@gangway/fixtures"
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Hex } from "viem"
import { afterAll, describe, expect, it } from "vitest"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../../src/client.js"
import { WALLETCONNECT_ID } from "../../src/connectors/walletconnect/connector.js"
import { PAIRING_VALIDITY_MS } from "../../src/constants.js"
import { walletLink } from "../../src/connectors/walletconnect/wallet-link.js"
import { localChain } from "../../src/domain/networks.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"
import { memorySessionStore, siwxLocal } from "../../src/siwx/local.js"

const world = setUpLocalWorld({ api: true, relay: true })
// Signing needs no funds: wallets take unfunded accounts of the mnemonic, the sender a funded one.
let nextAccount = 10
// Clients, wallets and restarted relays stop one by one, the last first, before the world
// (afterAll hooks run in reverse order of registration).
const stops: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

const make = (overrides: Partial<CreateGangwayOptions> = {}): GangwayClient => {
  const client = createGangway({
    networks: [localChain(world.chain.rpcUrl)],
    projectId: "gangway-tests",
    relayUrl: world.relay.url,
    metadata: { name: "Gangway tests", url: "http://127.0.0.1:5173" },
    storage: memoryBackend(),
    platform: desktop,
    ...overrides
  })
  stops.push(() => client.destroy())
  return client
}

interface Wallet {
  readonly testWallet: TestWallet
  readonly wallet: WalletConnectWallet
}

const startWallet = async (relayUrl = world.relay.url, accountIndex = nextAccount++): Promise<Wallet> => {
  const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex })
  const wallet = await createWalletConnectWallet({
    relayUrl,
    request: (args) => testWallet.request(args),
    accounts: [testWallet.address],
    chains: ["eip155:31337"],
    events: testWallet
  })
  stops.push(() => wallet.stop())
  return { testWallet, wallet }
}

/** The URI the client shows, as a person would scan it. */
const shownUri = async (client: GangwayClient): Promise<string> => {
  await expect.poll(() => client.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
  return client.getState().connection.wcUri!
}

const connectOverWalletConnect = async (client: GangwayClient, { wallet }: Wallet) => {
  const connecting = client.connect(WALLETCONNECT_ID)
  await wallet.pair({ uri: await shownUri(client) })
  await connecting
}

describe("WalletConnect", () => {
  it("is offered when a projectId is configured", () => {
    expect(
      make()
        .getState()
        .connection.connectors.map((c) => c.id)
    ).toContain(WALLETCONNECT_ID)
    expect(
      make({ projectId: undefined })
        .getState()
        .connection.connectors.map((c) => c.id)
    ).not.toContain(WALLETCONNECT_ID)
  })

  it("shows a pairing URI valid for 4 minutes, and connects when the wallet pairs from it", async () => {
    const client = make()
    const wallet = await startWallet()
    const before = Date.now()
    const connecting = client.connect(WALLETCONNECT_ID)
    // Buffering while the SDK loads and creates the pairing; the URI ends it.
    expect(client.getState().connection.buffering).toBe(true)
    const uri = await shownUri(client)
    expect(client.getState().connection.buffering).toBe(false)
    const expiry = client.getState().connection.wcPairingExpiry!
    expect(expiry - before).toBeGreaterThanOrEqual(PAIRING_VALIDITY_MS)
    expect(expiry - Date.now()).toBeLessThanOrEqual(PAIRING_VALIDITY_MS)
    await wallet.wallet.pair({ uri })
    await connecting
    expect(client.getState().chains.chains.eip155?.account).toMatchObject({
      status: "connected",
      address: wallet.testWallet.address,
      caipAddress: `eip155:31337:${wallet.testWallet.address}`,
      connectedWalletInfo: { name: "WalletConnect", type: "WALLET_CONNECT" }
    })
    expect(client.getState().connection.activeConnectorIds).toEqual({ eip155: WALLETCONNECT_ID })
  })

  it("signs and sends through the wallet over the relay", async () => {
    const client = make()
    const wallet = await startWallet(world.relay.url, 5)
    await connectOverWalletConnect(client, wallet)
    const address = wallet.testWallet.address
    const signature = (await client.request("personal_sign", [toHex("gateway"), address])) as Hex
    expect(await verifyMessage({ address, message: "gateway", signature })).toBe(true)

    const to = world.chain.accounts[9]!.address
    const hash = (await client.request("eth_sendTransaction", [
      { from: address, to, value: `0x${parseEther("0.25").toString(16)}` }
    ])) as Hex
    const receipt = await createPublicClient({ transport: http(world.chain.rpcUrl) }).waitForTransactionReceipt({
      hash
    })
    expect(receipt).toMatchObject({ status: "success", from: address.toLowerCase(), to: to.toLowerCase() })
  })

  it("with sign-in configured, connects and signs in at once (one-click authentication)", async () => {
    const client = make({
      siwx: siwxLocal({ required: true, storage: memorySessionStore(), domain: "127.0.0.1:5173" })
    })
    const wallet = await startWallet()
    await connectOverWalletConnect(client, wallet)
    const address = wallet.testWallet.address
    expect(client.getState().chains.chains.eip155?.account.address).toBe(address)
    const [session, ...others] = client.getState().signIn.sessions
    expect(others).toEqual([])
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: "eip155:31337", domain: "127.0.0.1:5173" })
    expect(session?.message).toContain(address)
    expect(await verifyMessage({ address, message: session!.message, signature: session!.signature as Hex })).toBe(true)
  })

  it("a wallet moving to a chain the dApp lacks is asked to switch back, except in basic mode", async () => {
    for (const basic of [false, true]) {
      const client = make({ basic })
      const testWallet = createTestWallet({
        rpcUrl: world.chain.rpcUrl,
        accountIndex: nextAccount++,
        chains: [{ chainId: 1337, rpcUrl: world.chain.rpcUrl }]
      })
      const wallet = await createWalletConnectWallet({
        relayUrl: world.relay.url,
        request: (args) => testWallet.request(args),
        accounts: [testWallet.address],
        chains: ["eip155:31337"],
        events: testWallet
      })
      stops.push(() => wallet.stop())
      await connectOverWalletConnect(client, { testWallet, wallet })
      expect(client.getState().connection.wcBasic).toBe(basic)

      await testWallet.request({ method: "wallet_switchEthereumChain", params: [{ chainId: "0x539" }] })
      await expect.poll(() => client.getState().connection.unsupportedChainId, { timeout: 10_000 }).toBe(1337)
      expect(client.getState().modal.open).toBe(!basic)
      if (!basic) expect(client.getState().router.view).toBe("UnsupportedChain")
    }
  })

  it("finalising a mobile connect remembers the deep link and the wallet, and reports method 'mobile'", async () => {
    const storage = memoryBackend()
    const client = make({
      storage,
      platform: { isMobile: true, isTelegram: false, isSafariIos: false },
      apiUrls: world.apiUrls()
    })
    world.api.clearRecorded()
    const wallet = await startWallet()
    const [picked] = (await client.walletDirectory.searchWallets({ search: "a" })).data.filter((w) => w.mobile_link)
    const connecting = client.connect(WALLETCONNECT_ID)
    const uri = await shownUri(client)
    // The user taps the wallet: the page opens its deep link, the wallet pairs from it.
    const linking = Result.getOrUndefined(
      walletLink(picked!, uri, { isMobile: true, isTelegram: false, isSafariIos: false })
    )
    await client.chooseWallet({ wallet: picked!, linking })
    expect(client.getState().connection.wcLinking).toEqual(linking)
    await wallet.wallet.pair({ uri: decodeURIComponent(linking!.href.split("uri=")[1]!) })
    await connecting
    expect(JSON.parse(storage.getItem("@appkit/recent_wallets") ?? "[]")).toMatchObject([{ id: picked!.id }])
    expect(JSON.parse(storage.getItem("WALLETCONNECT_DEEPLINK_CHOICE") ?? "null")).toMatchObject({ name: picked!.name })
    expect(client.getState().connection.recentWallet?.id).toBe(picked!.id)
    // The search before it reported SEARCH_WALLET (tested with the directory).
    const connects = () => world.api.recorded().filter((event) => event.props.event === "CONNECT_SUCCESS")
    await expect
      .poll(() => connects().map((event) => event.props.properties))
      .toEqual([{ method: "mobile", name: "WalletConnect" }])

    await client.resetWalletConnect()
    expect(client.getState().connection).toMatchObject({ status: "disconnected" })
    expect(client.getState().connection.recentWallet).toBeUndefined()
    expect(storage.getItem("WALLETCONNECT_DEEPLINK_CHOICE")).toBeNull()
  })

  it("a directory wallet chosen on a desktop and connected by QR code is remembered as recent, first in the Connect view's list", async () => {
    const storage = memoryBackend()
    const client = make({ storage, apiUrls: world.apiUrls() })
    const wallet = await startWallet()
    const [picked] = (await client.walletDirectory.getWalletsPage({ page: 1 })).data.slice(5)
    await client.chooseWallet({ wallet: picked! })
    await connectOverWalletConnect(client, wallet)
    expect(JSON.parse(storage.getItem("@appkit/recent_wallets") ?? "[]")).toMatchObject([{ id: picked!.id }])
    expect((await client.walletDirectory.connectWallets()).recent.map((recent) => recent.id)).toEqual([picked!.id])
  })

  it("cancelling a pairing nobody scanned: 'Request was aborted', the account back to disconnected", async () => {
    const client = make()
    const connecting = client.connect(WALLETCONNECT_ID)
    await shownUri(client)
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connecting")
    await client.cancelConnect()
    await expect(connecting).rejects.toMatchObject({ _tag: "RequestAborted", message: "Request was aborted" })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().connection.status).toBe("disconnected")
  })

  it("closing the modal while its QR code waits cancels the pairing", async () => {
    const client = make()
    await client.open({ view: "ConnectingWalletConnect" })
    const connecting = client.connect(WALLETCONNECT_ID)
    await shownUri(client)
    await client.close()
    await expect(connecting).rejects.toMatchObject({ _tag: "RequestAborted" })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
  })

  it("choosing another wallet while a pairing waits abandons the pairing", async () => {
    const client = make({ localSigner: { privateKey: world.chain.accounts[7]!.privateKey } })
    const pairing = client.connect(WALLETCONNECT_ID)
    await shownUri(client)
    await client.connect("local-signer")
    await expect(pairing).rejects.toMatchObject({ _tag: "RequestAborted" })
    expect(client.getState().chains.chains.eip155?.account).toMatchObject({
      status: "connected",
      address: world.chain.accounts[7]!.address
    })
    expect(client.getState().connection.status).toBe("connected")
  })

  it("a wallet that refuses the connection is 'Connection declined': disconnected, wcError set", async () => {
    const client = make()
    const wallet = await startWallet()
    wallet.testWallet.behave("connect", "reject")
    const connecting = client.connect(WALLETCONNECT_ID)
    await wallet.wallet.pair({ uri: await shownUri(client) })
    await expect(connecting).rejects.toMatchObject({ _tag: "RequestDeclined", message: "Connection declined" })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().connection).toMatchObject({ status: "disconnected", wcError: true })
  })

  it("a declined signature is a typed error and the session stays", async () => {
    const client = make()
    const wallet = await startWallet()
    await connectOverWalletConnect(client, wallet)
    wallet.testWallet.behave("sign", "reject")
    await expect(client.request("personal_sign", ["0x00", wallet.testWallet.address])).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connected")
  })

  it("a request waiting in the wallet shows ApproveTransaction until it is answered or cancelled", async () => {
    const client = make()
    const wallet = await startWallet()
    await connectOverWalletConnect(client, wallet)
    const address = wallet.testWallet.address
    const message = toHex("approve me")

    // Over a closed modal: it opens on ApproveTransaction, and closes once the wallet answers.
    const held = wallet.testWallet.behave("sign", "delay")!
    const signing = client.request("personal_sign", [message, address])
    await held.arrived
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe("ApproveTransaction")
    expect(client.getState().requests.pending).toEqual([
      { id: expect.any(Number), method: "personal_sign", params: [message, address], needsApproval: true }
    ])
    held.release("approve")
    expect(await verifyMessage({ address, message: "approve me", signature: (await signing) as Hex })).toBe(true)
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().requests.pending).toEqual([])

    // Cancelled from the page: 'Request was aborted', the modal closes.
    const again = wallet.testWallet.behave("sign", "delay")!
    const cancelled = client.request("personal_sign", [message, address])
    await again.arrived
    expect(client.getState().router.view).toBe("ApproveTransaction")
    expect(await client.abortRequests()).toBe(1)
    await expect(cancelled).rejects.toMatchObject({ _tag: "RequestAborted", message: "Request was aborted" })
    expect(client.getState().modal.open).toBe(false)
    again.release("approve")

    // Over an open modal: pushed onto its view, and back to it once answered.
    await client.open()
    expect(client.getState().router.view).toBe("Account")
    const third = wallet.testWallet.behave("sign", "delay")!
    const pushed = client.request("personal_sign", [message, address])
    await third.arrived
    expect(client.getState().router.history.map((entry) => entry.view)).toEqual(["Account", "ApproveTransaction"])
    third.release("approve")
    await pushed
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.history.map((entry) => entry.view)).toEqual(["Account"])

    // A method the session does not send to the wallet (the network answers it) asks no one: no ApproveTransaction.
    await client.close()
    const opened: Array<boolean> = []
    const stop = client.subscribe(
      (state) => state.modal.open,
      (open) => opened.push(open)
    )
    await client.request("eth_signTypedData_v3", [address, "{}"]).catch(() => undefined)
    stop()
    expect(opened).toEqual([])
  })

  it("the wallet ending the session disconnects the account", async () => {
    const client = make()
    const wallet = await startWallet()
    await connectOverWalletConnect(client, wallet)
    await wallet.wallet.disconnect()
    await expect
      .poll(() => client.getState().chains.chains.eip155?.account.status, { timeout: 10_000 })
      .toBe("disconnected")
  })

  it("disconnecting ends the session on both sides and resets the pairing state", async () => {
    const client = make()
    const wallet = await startWallet()
    await connectOverWalletConnect(client, wallet)
    await client.disconnect()
    expect(client.getState().connection).toMatchObject({ status: "disconnected" })
    expect(client.getState().connection.wcUri).toBeUndefined()
    await expect.poll(() => wallet.wallet.client.session.getAll().length, { timeout: 10_000 }).toBe(0)
  })

  it("connecting another wallet ends the WalletConnect session in the wallet too", async () => {
    const client = make({ localSigner: { privateKey: world.chain.accounts[3]!.privateKey } })
    const wallet = await startWallet()
    await connectOverWalletConnect(client, wallet)
    expect(wallet.wallet.client.session.getAll()).toHaveLength(1)
    await client.connect("local-signer")
    expect(client.getState().chains.chains.eip155?.account.address).toBe(world.chain.accounts[3]!.address)
    await expect.poll(() => wallet.wallet.client.session.getAll().length, { timeout: 10_000 }).toBe(0)
  })

  it("restores the session after a restart, without the wallet's help", async () => {
    const storage = memoryBackend()
    const first = make({ storage })
    const wallet = await startWallet()
    await connectOverWalletConnect(first, wallet)
    await first.destroy()

    const second = make({ storage })
    expect(await second.ready).toBe(true)
    const address = wallet.testWallet.address
    expect(second.getState().chains.chains.eip155?.account.address).toBe(address)
    const signature = (await second.request("personal_sign", [toHex("again"), address])) as Hex
    expect(await verifyMessage({ address, message: "again", signature })).toBe(true)
  })

  it("survives the relay restarting mid-session", async () => {
    const own = await startRelay()
    const port = Number(new URL(own.url).port)
    const client = make({ relayUrl: own.url })
    const wallet = await startWallet(own.url)
    await connectOverWalletConnect(client, wallet)
    await own.stop()
    const restarted = await startRelay({ port })
    stops.push(() => restarted.stop())
    const address = wallet.testWallet.address
    const signature = (await client.request("personal_sign", [toHex("after"), address])) as Hex
    expect(await verifyMessage({ address, message: "after", signature })).toBe(true)
  })
})
