// The modal's hooks call the connection for real (SPEC §2): cancelling a required sign-in ends the
// WalletConnect session on both sides; backing out of Farcaster abandons the attempt in flight after
// 100 ms. Real relay and wallet; time moves on the TestClock.
import { createTestWallet, createWalletConnectWallet } from "@gangway/fixtures"
import { Context, Effect, Exit, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { Adapters } from "../../src/adapters/registry.js"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { FARCASTER_BACK_RESYNC_MS } from "../../src/constants.js"
import { Connection } from "../../src/controllers/connection.js"
import { Modal, ModalHooks } from "../../src/controllers/modal.js"
import { Router } from "../../src/controllers/router.js"
import { localChain } from "../../src/domain/networks.js"
import { controllersLayer, desktop } from "../controllers.js"
import { itEffect } from "../effect-test.js"
import { setUpLocalWorld } from "../local-world.js"
import { connectedOverWalletConnect, until } from "../walletconnect-effect.js"
import { memorySessionStore, siwxLocal } from "../../src/siwx/local.js"

const world = setUpLocalWorld({ relay: true })

describe("the modal's hooks", () => {
  itEffect("cancelling a required sign-in ends the WalletConnect session, in the wallet too, and shows Connect", () =>
    Effect.gen(function* () {
      const { context, chains, wallet } = yield* connectedOverWalletConnect(world, 18, {
        siwx: siwxLocal({ required: true, storage: memorySessionStore() })
      })
      const modal = Context.get(context, Modal)
      yield* modal.open({ view: "SIWXSignMessage" })
      expect(wallet.client.session.getAll()).toHaveLength(1)
      // The hooks are read from the caller's context, as the client's runtime gives them.
      yield* modal.cancelSignIn().pipe(Effect.provideService(ModalHooks, Context.get(context, ModalHooks)))
      expect(chains.store.get().chains.eip155?.account.status).toBe("disconnected")
      expect(Context.get(context, Router).store.get().view).toBe("Connect")
      yield* Effect.promise(() => expect.poll(() => wallet.client.session.getAll().length, { timeout: 10_000 }).toBe(0))
    })
  )

  itEffect("backing out of Farcaster abandons the connection attempt in flight after 100 ms", () =>
    Effect.gen(function* () {
      const context = yield* Layer.build(
        controllersLayer(
          { networks: [localChain(world.chain.rpcUrl)], projectId: "gangway-tests", relayUrl: world.relay.url },
          desktop
        )
      )
      const connection = Context.get(context, Connection)
      const modal = Context.get(context, Modal)
      yield* Context.get(context, Adapters).get("eip155")
      yield* modal.open()
      const attempt = yield* Effect.forkScoped(connection.connect(WALLETCONNECT_ID))
      yield* until(connection.store, (state) => state.wcUri !== undefined)
      yield* Context.get(context, Router).push("ConnectingFarcaster")
      yield* modal.back().pipe(Effect.provideService(ModalHooks, Context.get(context, ModalHooks)))
      yield* TestClock.adjust(FARCASTER_BACK_RESYNC_MS - 1)
      expect(attempt.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      const exit = yield* Fiber.await(attempt)
      expect(Exit.isFailure(exit) && exit.cause.toString()).toContain("RequestAborted")
      expect(connection.store.get()).toMatchObject({ status: "disconnected", buffering: false })
      expect(connection.store.get().wcUri).toBeUndefined()
    })
  )

  it("through the client, the modal's Back from Farcaster reaches the connection (its runtime carries the hooks)", async () => {
    const client = world.client({ relayUrl: world.relay.url })
    await client.open()
    const connecting = client.connect(WALLETCONNECT_ID)
    await expect.poll(() => client.getState().connection.wcUri, { timeout: 10_000 }).toBeDefined()
    await client.navigate("ConnectingFarcaster")
    await client.back()
    await expect(connecting).rejects.toMatchObject({ _tag: "RequestAborted" })
    expect(client.getState().connection.wcUri).toBeUndefined()
  })

  it("through the client, cancelling a required sign-in ends the WalletConnect session", async () => {
    const client = world.client({
      relayUrl: world.relay.url,
      siwx: siwxLocal({ required: true, storage: memorySessionStore() })
    })
    const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 19 })
    const wallet = await createWalletConnectWallet({
      relayUrl: world.relay.url,
      request: (args) => testWallet.request(args),
      accounts: [testWallet.address],
      chains: ["eip155:31337"]
    })
    try {
      const connecting = client.connect(WALLETCONNECT_ID)
      await expect.poll(() => client.getState().connection.wcUri, { timeout: 10_000 }).toBeDefined()
      await wallet.pair({ uri: client.getState().connection.wcUri! })
      await connecting
      await client.open({ view: "SIWXSignMessage" })
      await client.cancelSignIn()
      expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
      await expect.poll(() => wallet.client.session.getAll().length, { timeout: 10_000 }).toBe(0)
    } finally {
      await wallet.stop()
    }
  })
})
