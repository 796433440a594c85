// Sign-in with an injected (EIP-6963) wallet in a page, sessions kept in the page (siwxLocal).
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { verifyMessage, type Hex } from "viem"
import { beforeEach, describe, expect, it } from "vitest"
import { Effect } from "effect"
import { createGangway } from "../../src/client.js"
import { Chains } from "../../src/controllers/chain.js"
import { localChain } from "../../src/domain/networks.js"
import { memorySessionStore, siwxLocal, type SiwxLocalOptions, type SiwxSessionStore } from "../../src/siwx/local.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpLocalWorld()
let wallet: TestWallet
beforeEach(() => {
  wallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 2 })
  announceProvider(window, wallet, crypto.randomUUID())
})

const make = (options: SiwxLocalOptions & { storage: SiwxSessionStore }) =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl)],
      storage: "memory",
      platform: desktop,
      siwx: siwxLocal(options)
    })
  )

describe("sign-in with an injected wallet", () => {
  it("signs an EIP-4361 message for the page's site with personal_sign, checked in the client and kept in storage", async () => {
    const storage = memorySessionStore()
    const client = make({ storage, statement: "Sign in to the tests." })
    await client.open()
    await client.connect(RDNS)
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    const session = await client.signIn()
    expect(session.message.split("\n").slice(0, 4)).toEqual([
      `${window.location.host} wants you to sign in with your Ethereum account:`,
      wallet.address,
      "",
      "Sign in to the tests."
    ])
    expect(
      await verifyMessage({ address: wallet.address, message: session.message, signature: session.signature as Hex })
    ).toBe(true)
    expect(JSON.parse(storage.getItem("@gangway/siwx/sessions") ?? "[]")).toEqual([session])
    expect(client.getState().modal.open).toBe(false)
  })

  it("a declined signature keeps the modal open on the sign-in view with 'Signature declined'", async () => {
    const client = make({ storage: memorySessionStore(), required: true })
    await client.open()
    await client.connect(RDNS)
    wallet.behave("sign", "reject")
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "SignatureDeclined" })
    expect(client.getState().signIn).toMatchObject({ status: "needed", error: { message: "Signature declined" } })
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(await client.close()).toBe(false)
    wallet.behave("sign", "approve")
    await client.signIn()
    expect(client.getState().modal.open).toBe(false)
  })

  it("switching to an account without a session asks again; back to the signed-in one does not", async () => {
    const client = make({ storage: memorySessionStore(), required: true })
    await client.connect(RDNS)
    await client.signIn()
    expect(client.getState().modal.open).toBe(false)

    wallet.switchAccount(3)
    await expect.poll(() => client.getState().signIn.status).toBe("needed")
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    const second = await client.signIn()
    expect(second.data.accountAddress).toBe(world.chain.accounts[3]!.address)

    wallet.switchAccount(2)
    await expect
      .poll(() => client.getState().chains.chains.eip155?.account.address)
      .toBe(world.chain.accounts[2]!.address)
    expect(client.getState().signIn.status).toBe("idle")
    expect(client.getState().modal.open).toBe(false)
  })

  it("a signature that fails with a smart account is 'This application might not support Smart Accounts'; an EOA's is the wallet's error", async () => {
    const client = make({ storage: memorySessionStore() })
    await client.connect(RDNS)
    wallet.behave("sign", "fail")
    await expect(client.signIn()).rejects.toMatchObject({ _tag: "WalletRequestFailed" })
    await client.runtime.runPromise(
      Effect.gen(function* () {
        yield* (yield* Chains).patchAccount("eip155", { preferredAccountTypes: { eip155: "smartAccount" } })
      })
    )
    await expect(client.signIn()).rejects.toMatchObject({
      _tag: "SmartAccountUnsupported",
      message: "This application might not support Smart Accounts"
    })
    expect(client.getState().signIn.error?.message).toBe("This application might not support Smart Accounts")
    // Declining stays 'Signature declined', whatever the account.
    wallet.behave("sign", "reject")
    await expect(client.signIn()).rejects.toMatchObject({ message: "Signature declined" })
  })

  it("a session in storage is restored after a reload; one that expired is not", async () => {
    const storage = memorySessionStore()
    const before = make({ storage })
    await before.connect(RDNS)
    await before.signIn()
    const after = make({ storage })
    await after.connect(RDNS)
    expect(after.getState().signIn.status).toBe("idle")

    const expired = memorySessionStore()
    const short = make({ storage: expired, expiresInMs: 0 })
    await short.connect(RDNS)
    await short.signIn().catch(() => undefined)
    const reloaded = make({ storage: expired })
    await reloaded.connect(RDNS)
    expect(reloaded.getState().signIn.status).toBe("needed")
  })
})
