// Sign-in over WalletConnect against the reference sign-in server: one-click authentication on the
// server's nonce, and the fallback (a wallet without it connects, then signs the message).
import { startSiwxServer, type SiwxServer, type TestWallet } from "@gangway/fixtures"
import { SiweMessage } from "siwe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memorySessionStore, siwxLocal } from "../../src/siwx/local.js"
import { siwxServer } from "../../src/siwx/server.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true })
let server: SiwxServer
beforeAll(async () => {
  server = await startSiwxServer({ rpcUrls: { "eip155:31337": world.chain.rpcUrl } })
})
afterAll(() => server?.stop())

const heldBy = (address: string) =>
  [...server.sessions.values()].flat().filter((session) => session.data.accountAddress === address)

describe("sign-in over WalletConnect", () => {
  it("one-click: the wallet signs the server's message while approving; the server keeps the session, nothing more is asked", async () => {
    const client = world.client({ relayUrl: world.relay.url, siwx: siwxServer({ url: server.url, required: true }) })
    const { wallet, testWallet } = await world.walletConnectWallet(11)
    await client.open()
    await world.pairWalletConnect(client, wallet)
    const [session] = client.getState().signIn.sessions
    expect(session?.data).toMatchObject({
      accountAddress: testWallet.address,
      chainId: "eip155:31337",
      domain: "localhost"
    })
    // The nonce the server issued is the one signed, and the server accepted the signature.
    expect(heldBy(testWallet.address).map((held) => held.data.nonce)).toEqual([session?.data.nonce])
    expect(client.getState().signIn.status).toBe("idle")
    expect(client.getState().modal.open).toBe(false)
    // The message the wallet signed (written by the WalletConnect SDK) is EIP-4361 to the reference parser too.
    expect(new SiweMessage(session!.message)).toMatchObject({
      address: testWallet.address,
      nonce: session?.data.nonce,
      domain: "localhost",
      chainId: 31337
    })
  })

  it("fallback: a wallet without one-click authentication connects, then the sign-message view asks and it signs", async () => {
    const client = world.client({ relayUrl: world.relay.url, siwx: siwxServer({ url: server.url, required: true }) })
    const { wallet, testWallet } = await world.walletConnectWallet(12, { oneClickAuth: false })
    await client.open()
    await world.pairWalletConnect(client, wallet)
    expect(client.getState().signIn.sessions).toEqual([])
    expect(client.getState().signIn.status).toBe("needed")
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(await client.close()).toBe(false)

    const session = await client.signIn()
    expect(session.data.accountAddress).toBe(testWallet.address)
    expect(heldBy(testWallet.address)).toHaveLength(1)
    expect(client.getState().modal.open).toBe(false)
  })

  it("one-click: a message for another site is not sent to the wallet with the proposal, nor kept; the sign-in view asks, and refuses it", async () => {
    const kept: Array<unknown> = []
    const local = siwxLocal({ storage: memorySessionStore(), domain: "evil.example", uri: "https://evil.example/" })
    const client = world.client({
      relayUrl: world.relay.url,
      siwx: { ...local, addSession: async (session) => void kept.push(session) }
    })
    const asked: Array<string> = []
    let signer: TestWallet | undefined
    const { wallet, testWallet } = await world.walletConnectWallet(14, {
      request: (args) => {
        asked.push(args.method)
        return signer!.request(args)
      }
    })
    signer = testWallet
    await client.open()
    await world.pairWalletConnect(client, wallet)
    // A one-click wallet signs what the proposal carries through personal_sign: nothing was carried.
    expect(asked).not.toContain("personal_sign")
    expect(kept).toEqual([])
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxMessageRefused", reason: "domain" })
    expect(asked).not.toContain("personal_sign")
    expect(client.getState().signIn.sessions).toEqual([])
    expect(client.getState().signIn.status).toBe("needed")
    expect(client.getState().router.view).toBe("SIWXSignMessage")
  })

  it("a declined signature is 'Signature declined' and the modal stays on the sign-in view", async () => {
    const client = world.client({ relayUrl: world.relay.url, siwx: siwxServer({ url: server.url }) })
    const { wallet, testWallet } = await world.walletConnectWallet(13, { oneClickAuth: false })
    await client.open()
    await world.pairWalletConnect(client, wallet)
    testWallet.behave("sign", "reject")
    await expect(client.signIn()).rejects.toMatchObject({ message: "Signature declined" })
    expect(client.getState().signIn).toMatchObject({ status: "needed", error: { message: "Signature declined" } })
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(client.getState().modal.open).toBe(true)
  })
})
