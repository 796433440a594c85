// Sign in with the wallet against the reference sign-in server (fixtures/src/siwx), with the local signer (the CLI's path).
import { startSiwxServer, solanaTestAccount, TEST_MNEMONIC, type SiwxServer } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CreateGangwayOptions } from "../../src/client.js"
import { LOCAL_SIGNER_ID } from "../../src/connectors/connector-data.js"
import { localChain, solanaLocal } from "../../src/domain/networks.js"
import { siwxServer } from "../../src/siwx/server.js"
import type { SiwxProvider } from "../../src/siwx/provider.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ solana: true, chainIds: [31337, 1337] })
let server: SiwxServer
beforeAll(async () => {
  server = await startSiwxServer({
    rpcUrls: { "eip155:31337": world.chain.rpcUrl, "eip155:1337": world.chainOf(1337).rpcUrl },
    chains: [world.solana.caipNetworkId]
  })
})
afterAll(() => server?.stop())

const evm = (siwx: SiwxProvider, overrides: Partial<CreateGangwayOptions> = {}) =>
  world.client({
    networks: [localChain(world.chain.rpcUrl)],
    localSigner: { mnemonic: TEST_MNEMONIC, accountIndex: 4 },
    siwx,
    ...overrides
  })
const address = () => world.chain.accounts[4]!.address
const heldBy = (address: string) =>
  [...server.sessions.values()].flat().filter((session) => session.data.accountAddress === address)

describe("sign-in with the local signer and the reference server", () => {
  it("asks after connecting, signs the server's nonce, keeps the session behind the cookie and closes the modal", async () => {
    const client = evm(siwxServer({ url: server.url }))
    await client.open()
    await client.connect(LOCAL_SIGNER_ID)
    expect(client.getState().signIn.status).toBe("needed")
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(client.getState().modal.open).toBe(true)

    const session = await client.signIn()
    expect(session.data).toMatchObject({ accountAddress: address(), chainId: "eip155:31337", domain: "localhost" })
    expect(session.message).toContain("localhost wants you to sign in with your Ethereum account:")
    expect(heldBy(address()).map((held) => held.signature)).toContain(session.signature)
    expect(client.getState().signIn).toMatchObject({ status: "idle", error: undefined })
    expect(client.getState().modal.open).toBe(false)
  })

  it("required: the modal cannot be closed before signing; signing closes it", async () => {
    const client = evm(siwxServer({ url: server.url, required: true }))
    await client.open()
    await client.connect(LOCAL_SIGNER_ID)
    expect(await client.close()).toBe(false)
    expect(client.getState().modal.open).toBe(true)
    await client.signIn()
    expect(client.getState().modal.open).toBe(false)
  })

  it("cancel when optional closes the modal and keeps the connection", async () => {
    const client = evm(siwxServer({ url: server.url }))
    await client.open()
    await client.connect(LOCAL_SIGNER_ID)
    await client.cancelSignIn()
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connected")
    expect(client.getState().signIn.status).toBe("idle")
  })

  it("cancel when required disconnects and goes back to Connect", async () => {
    const client = evm(siwxServer({ url: server.url, required: true }))
    await client.open()
    await client.connect(LOCAL_SIGNER_ID)
    await client.cancelSignIn()
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().router.view).toBe("Connect")
  })

  it("a replayed nonce is refused, and the modal stays on the sign-in view with the error", async () => {
    const provider = siwxServer({ url: server.url })
    const first = evm(provider)
    await first.connect(LOCAL_SIGNER_ID)
    const signed = await first.signIn()
    await first.disconnect()
    // The same provider (the same cookie) hands out the nonce it already used.
    const replaying: SiwxProvider = {
      ...provider,
      createMessage: async () => ({
        ...signed.data,
        domain: "localhost",
        uri: signed.data.uri ?? "",
        nonce: signed.data.nonce ?? "",
        issuedAt: signed.data.issuedAt ?? "",
        version: "1" as const
      })
    }
    const client = evm(replaying)
    await client.open()
    await client.connect(LOCAL_SIGNER_ID)
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxNonceRefused" })
    expect(client.getState().signIn.error).toMatchObject({
      _tag: "SiwxNonceRefused",
      message: "This sign-in request has expired or was already used. Sign in again."
    })
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(client.getState().modal.open).toBe(true)
  })

  it("an expired message is refused by the client before the wallet is asked", async () => {
    const provider = siwxServer({ url: server.url })
    const expiring: SiwxProvider = {
      ...provider,
      createMessage: async (request) => ({
        ...(await provider.createMessage(request)),
        expirationTime: new Date(Date.parse(request.issuedAt) - 1000).toISOString()
      })
    }
    const client = evm(expiring)
    await client.connect(LOCAL_SIGNER_ID)
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxMessageRefused", reason: "expiration-time" })
  })

  it("a message naming another site is refused by the client before the wallet is asked", async () => {
    const client = evm(siwxServer({ url: server.url, domain: "elsewhere.example" }))
    await client.connect(LOCAL_SIGNER_ID)
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxMessageRefused", reason: "domain" })
    expect(client.getState().signIn.status).toBe("needed")
  })

  it("the CLI's way: outside a browser the site is the app's URL (metadata.url), and the provider's domain must be its host", async () => {
    const app = { name: "Harbor", url: "http://localhost:8080" }
    const matching = evm(siwxServer({ url: server.url, domain: "localhost:8080" }), { metadata: app })
    await matching.connect(LOCAL_SIGNER_ID)
    // The reference server, without an Origin, accepts its configured domains only (localhost): the client's check passed.
    await expect(matching.signIn()).rejects.toMatchObject({ _tag: "SiwxDomainMismatch", domain: "localhost:8080" })
    const other = evm(siwxServer({ url: server.url }), { metadata: app })
    await other.connect(LOCAL_SIGNER_ID)
    await expect(other.signIn()).rejects.toMatchObject({ _tag: "SiwxMessageRefused", reason: "domain" })
  })

  it("a bad nonce from the server's answer ends the attempt typed: status back to needed, the view on SIWXSignMessage", async () => {
    const badNonce: typeof fetch = async (input, init) => {
      const response = await fetch(input, init)
      if (!String(input).endsWith("/nonce")) return response
      const body = (await response.json()) as Record<string, unknown>
      return new Response(JSON.stringify({ ...body, nonce: "abc", statement: "one\ntwo" }), {
        status: 200,
        headers: response.headers
      })
    }
    const client = evm(siwxServer({ url: server.url, fetch: badNonce }))
    await client.open()
    await client.connect(LOCAL_SIGNER_ID)
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxMessageRefused", reason: "nonce" })
    expect(client.getState().signIn).toMatchObject({
      status: "needed",
      error: { _tag: "SiwxMessageRefused", reason: "nonce" }
    })
    expect(client.getState().router.view).toBe("SIWXSignMessage")
  })

  it("a network the server does not accept is refused", async () => {
    const narrow = await startSiwxServer({ rpcUrls: { "eip155:1": world.chain.rpcUrl } })
    try {
      const client = evm(siwxServer({ url: narrow.url }))
      await client.connect(LOCAL_SIGNER_ID)
      await expect(client.signIn()).rejects.toMatchObject({ _tag: "SiwxWrongChain", chainId: "eip155:31337" })
    } finally {
      await narrow.stop()
    }
  })

  it("the session is restored after a reload: a new client with the same cookie is not asked", async () => {
    const provider = siwxServer({ url: server.url })
    const before = evm(provider)
    await before.connect(LOCAL_SIGNER_ID)
    await before.signIn()
    const after = evm(provider)
    await after.open()
    await after.connect(LOCAL_SIGNER_ID)
    expect(after.getState().signIn.status).toBe("idle")
    expect(after.getState().signIn.sessions.map((session) => session.data.accountAddress)).toContain(address())
    expect(after.getState().modal.open).toBe(false)
  })

  it("switching to a network without a session asks again, and the modal cannot close until that network's sign-in", async () => {
    const client = evm(siwxServer({ url: server.url, required: true }), {
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(1337).rpcUrl, 1337)]
    })
    await client.connect(LOCAL_SIGNER_ID)
    await client.signIn()
    expect(client.getState().modal.open).toBe(false)
    await client.switchNetwork("eip155:1337")
    await expect.poll(() => client.getState().signIn.status).toBe("needed")
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(await client.close()).toBe(false)
    const session = await client.signIn()
    expect(session.data.chainId).toBe("eip155:1337")
    expect(client.getState().modal.open).toBe(false)
    // Back on the first network its session still holds: nothing is asked.
    await client.switchNetwork("eip155:31337")
    expect(client.getState().signIn.status).toBe("idle")
    expect(client.getState().modal.open).toBe(false)
  })

  it("disconnecting signs out: the server forgets the session", async () => {
    const provider = siwxServer({ url: server.url })
    const client = evm(provider)
    await client.connect(LOCAL_SIGNER_ID)
    await client.signIn()
    expect(await provider.getSessions("eip155:31337", address())).toHaveLength(1)
    await client.disconnect()
    await expect.poll(() => provider.getSessions("eip155:31337", address())).toEqual([])
    expect(client.getState().signIn.sessions).toEqual([])
  })

  it("Solana: a CAIP-122 message, signed with ed25519 and verified by the server", async () => {
    const { secretKeyBase58, address: solanaAddress } = await solanaTestAccount(2)
    const client = world.client({
      networks: [solanaLocal(world.solana.rpcUrl, world.solana.wsUrl)],
      localSigner: { solanaSecretKey: secretKeyBase58 },
      siwx: siwxServer({ url: server.url })
    })
    await client.connect(LOCAL_SIGNER_ID)
    expect(client.getState().signIn.status).toBe("needed")
    const session = await client.signIn()
    expect(session.message.split("\n").slice(0, 2)).toEqual([
      "localhost wants you to sign in with your Solana account:",
      solanaAddress
    ])
    expect(session.data.chainId).toBe(world.solana.caipNetworkId)
    expect(heldBy(solanaAddress)).toHaveLength(1)
  })

  it("without a provider, signIn is 'SIWX is not enabled'", async () => {
    const client = world.client({
      networks: [localChain(world.chain.rpcUrl)],
      localSigner: { mnemonic: TEST_MNEMONIC, accountIndex: 4 }
    })
    await client.connect(LOCAL_SIGNER_ID)
    await expect(client.signIn()).rejects.toMatchObject({ message: "SIWX is not enabled" })
    expect(client.getState().signIn.status).toBe("idle")
  })
})
