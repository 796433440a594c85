// What WalletConnect failures say to a person (issue 14): a network the session did not approve,
// and a relay that does not answer — plain words, not the SDK's method names.
import { createTestWallet, createWalletConnectWallet, startRelay } from "@gangway/fixtures"
import { toHex, verifyMessage, type Hex } from "viem"
import { Context, Effect, Exit, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, describe, expect, it } from "vitest"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { RELAY_CONNECT_TIMEOUT_MS } from "../../src/constants.js"
import { Adapters } from "../../src/adapters/registry.js"
import { Connection } from "../../src/controllers/connection.js"
import { localChain, mainnet } from "../../src/domain/networks.js"
import { controllersLayer, desktop } from "../controllers.js"
import { itEffect } from "../effect-test.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true })
const stops: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

const pairThrough = world.pairWalletConnect

describe("WalletConnect, in plain words", () => {
  it("switching to a network the wallet did not approve says so, and asks the wallet nothing", async () => {
    const client = world.client({ networks: [localChain(world.chain.rpcUrl), mainnet], relayUrl: world.relay.url })
    const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 11 })
    const asked: Array<string> = []
    const wallet = await createWalletConnectWallet({
      relayUrl: world.relay.url,
      request: (args) => {
        asked.push(args.method)
        return testWallet.request(args)
      },
      accounts: [testWallet.address],
      chains: ["eip155:31337"]
    })
    stops.push(() => wallet.stop())
    await pairThrough(client, wallet)
    asked.length = 0

    await expect(client.switchNetwork(mainnet.caipNetworkId)).rejects.toMatchObject({
      _tag: "NetworkNotApproved",
      message:
        "Your wallet did not approve Ethereum for this connection. Disconnect and connect again, choosing Ethereum in the wallet."
    })
    expect(asked).toEqual([])
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31337")
  })

  it("shows one pairing URI, as soon as the pairing exists, and the wallet pairs from it", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    const shown: Array<string> = []
    client.subscribe(
      (state) => state.connection.wcUri,
      (uri) => uri !== undefined && shown.push(uri)
    )
    const { wallet, testWallet } = await world.walletConnectWallet(12)
    const connecting = client.connect(WALLETCONNECT_ID)
    await expect.poll(() => shown.length, { timeout: 10_000 }).toBe(1)
    await wallet.pair({ uri: shown[0]! })
    await connecting
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(client.getState().chains.chains.eip155?.account.address).toBe(testWallet.address)
  })

  it("closing the modal before the pairing exists (the adapter still loading) ends the attempt: no 'Connecting…' left behind", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    await client.open({ view: "ConnectingWalletConnect" })
    const connecting = client.connect(WALLETCONNECT_ID)
    await client.close()
    await expect(connecting).rejects.toMatchObject({ _tag: "RequestAborted" })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().connection).toMatchObject({ status: "disconnected", buffering: false })
  })

  it("a request pending in the wallet while the relay is killed and restored is answered after the restart: nothing lost", async () => {
    const own = await startRelay()
    const port = Number(new URL(own.url).port)
    const client = world.client({ relayUrl: own.url })
    const { wallet, testWallet } = await world.walletConnectWallet(13, { relayUrl: own.url })
    await pairThrough(client, wallet)

    const held = testWallet.behave("sign", "delay")!
    const signing = client.request("personal_sign", [toHex("through a restart"), testWallet.address])
    await held.arrived
    await own.stop()
    const restarted = await startRelay({ port })
    stops.push(() => restarted.stop())
    held.release("approve")
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: testWallet.address, message: "through a restart", signature })).toBe(true)
    expect(client.getState().requests.pending).toEqual([])
  })

  itEffect("a relay that does not answer within 15 s is said to be unreachable", () =>
    Effect.gen(function* () {
      const context = yield* Layer.build(
        controllersLayer(
          { networks: [localChain(world.chain.rpcUrl)], projectId: "gangway-tests", relayUrl: "ws://127.0.0.1:9" },
          desktop
        )
      )
      const connection = Context.get(context, Connection)
      // The eip155 adapter loaded first, so the attempt reaches the relay at once, before the clock moves.
      yield* Context.get(context, Adapters).get("eip155")
      const attempt = yield* Effect.forkScoped(connection.connect(WALLETCONNECT_ID))
      // The attempt has started (it shows it is preparing a code) before the clock moves.
      yield* Effect.callback<void>((resume) => {
        const check = () => {
          if (connection.store.get().buffering) {
            off()
            resume(Effect.void)
          }
        }
        const off = connection.store.subscribe(check)
        check()
        return Effect.sync(off)
      })
      yield* Effect.yieldNow
      yield* TestClock.adjust(RELAY_CONNECT_TIMEOUT_MS)
      const exit = yield* Fiber.await(attempt)
      expect(RELAY_CONNECT_TIMEOUT_MS).toBe(15_000)
      expect(Exit.isFailure(exit) && exit.cause.toString()).toContain("RelayUnreachable")
      expect(connection.store.get()).toMatchObject({ status: "disconnected", buffering: false, wcError: true })
    })
  )
})
