import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect } from "vitest"
import { controllersLayer, mobile } from "../../test/controllers.js"
import { itEffect } from "../../test/effect-test.js"
import { Chains } from "./chain.js"
import { Modal, ModalHooks } from "./modal.js"
import { Router } from "./router.js"
import { SignIn } from "./sign-in.js"
import { memorySessionStore, siwxLocal } from "../siwx/local.js"

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

const connect = Effect.gen(function* () {
  const chains = yield* Chains
  yield* chains.patchAccount("eip155", {
    status: "connected",
    address: ADDRESS,
    caipAddress: `eip155:31337:${ADDRESS}`
  })
})

const current = Effect.map(Router, (router) => router.store.get().view)
const modalState = Effect.map(Modal, (modal) => modal.store.get())

describe("modal", () => {
  itEffect("opens on Connect without an address and on Account with one", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      yield* modal.open()
      expect(yield* current).toBe("Connect")
      expect(yield* modalState).toEqual({ open: true, loading: false, shake: false })
      yield* modal.close()
      yield* connect
      yield* modal.open()
      expect(yield* current).toBe("Account")
    }).pipe(Effect.provide(controllersLayer()))
  )

  itEffect("opens on AllWallets on mobile when there are no adapters", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      yield* modal.open()
      expect(yield* current).toBe("AllWallets")
    }).pipe(Effect.provide(controllersLayer({ adapters: [] }, mobile)))
  )

  itEffect("on mobile with adapters it opens on Connect", () =>
    Effect.gen(function* () {
      yield* (yield* Modal).open()
      expect(yield* current).toBe("Connect")
    }).pipe(Effect.provide(controllersLayer({}, mobile)))
  )

  itEffect("in basic (WalletConnect-only) mode it opens on the pairing code, and on Account once connected", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      yield* modal.open()
      expect(yield* current).toBe("ConnectingWalletConnectBasic")
      yield* modal.close()
      expect(yield* current).toBe("ConnectingWalletConnectBasic")
      yield* connect
      yield* modal.open()
      expect(yield* current).toBe("Account")
    }).pipe(Effect.provide(controllersLayer({ basic: true, projectId: "gangway-test", relayUrl: "ws://127.0.0.1:9" })))
  )

  itEffect("in basic mode on mobile without adapters it still opens on AllWallets (wallets by deep link)", () =>
    Effect.gen(function* () {
      yield* (yield* Modal).open()
      expect(yield* current).toBe("AllWallets")
    }).pipe(Effect.provide(controllersLayer({ basic: true, projectId: "gangway-test", adapters: [] }, mobile)))
  )

  itEffect("closing clears loading and resets the view", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      const router = yield* Router
      yield* modal.open()
      yield* router.push("AllWallets")
      expect(yield* modal.close()).toBe(true)
      expect(yield* modalState).toEqual({ open: false, loading: false, shake: false })
      expect(router.store.get().history.map((entry) => entry.view)).toEqual(["Connect"])
    }).pipe(Effect.provide(controllersLayer()))
  )

  itEffect("the shake flag lasts 500 ms", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      yield* modal.shake()
      expect((yield* modalState).shake).toBe(true)
      yield* TestClock.adjust("499 millis")
      expect((yield* modalState).shake).toBe(true)
      yield* TestClock.adjust("1 millis")
      expect((yield* modalState).shake).toBe(false)
    }).pipe(Effect.provide(controllersLayer()))
  )

  itEffect("closing is disabled while sign-in is required and no session exists; it shakes instead", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      const signIn = yield* SignIn
      yield* connect
      yield* modal.open()
      expect(modal.closingDisabled()).toBe(true)
      expect(yield* modal.close()).toBe(false)
      expect(yield* modalState).toMatchObject({ open: true, shake: true })
      yield* signIn.setSessions([
        { data: { accountAddress: ADDRESS.toLowerCase(), chainId: "eip155:31337" }, message: "m", signature: "0x" }
      ])
      expect(modal.closingDisabled()).toBe(false)
      expect(yield* modal.close()).toBe(true)
    }).pipe(Effect.provide(controllersLayer({ siwx: siwxLocal({ required: true, storage: memorySessionStore() }) })))
  )

  itEffect("back pops, and closes the modal when one view is left", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      const router = yield* Router
      yield* modal.open()
      yield* router.push("AllWallets")
      yield* modal.back()
      expect(yield* current).toBe("Connect")
      expect((yield* modalState).open).toBe(true)
      yield* modal.back()
      expect((yield* modalState).open).toBe(false)
    }).pipe(Effect.provide(controllersLayer()))
  )

  itEffect("back from UnsupportedChain closes the modal", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      yield* modal.open({ view: "UnsupportedChain" })
      yield* (yield* Router).push("Networks")
      yield* modal.back()
      expect((yield* modalState).open).toBe(false)
    }).pipe(Effect.provide(controllersLayer()))
  )

  itEffect("back from Farcaster without an address reloads the auth connector after 100 ms", () => {
    let reloads = 0
    const hooks = Layer.succeed(ModalHooks, {
      reloadAuthAndSync: Effect.sync(() => void reloads++),
      disconnectForSignIn: Effect.void
    })
    return Effect.gen(function* () {
      const modal = yield* Modal
      yield* modal.open()
      yield* (yield* Router).push("ConnectingFarcaster")
      yield* modal.back()
      yield* TestClock.adjust("99 millis")
      expect(reloads).toBe(0)
      yield* TestClock.adjust("1 millis")
      expect(reloads).toBe(1)
    }).pipe(Effect.provide(hooks), Effect.provide(controllersLayer()))
  })

  itEffect("cancelling sign-in resets to Connect; it disconnects when sign-in is required", () => {
    let disconnects = 0
    const hooks = Layer.succeed(ModalHooks, {
      reloadAuthAndSync: Effect.void,
      disconnectForSignIn: Effect.sync(() => void disconnects++)
    })
    return Effect.gen(function* () {
      const modal = yield* Modal
      yield* connect
      yield* modal.open({ view: "SIWXSignMessage" })
      yield* modal.cancelSignIn()
      expect(yield* current).toBe("Connect")
      expect(disconnects).toBe(1)
    }).pipe(
      Effect.provide(hooks),
      Effect.provide(controllersLayer({ siwx: siwxLocal({ required: true, storage: memorySessionStore() }) }))
    )
  })

  itEffect("cancelling optional sign-in closes the modal", () =>
    Effect.gen(function* () {
      const modal = yield* Modal
      yield* connect
      yield* modal.open({ view: "SIWXSignMessage" })
      yield* modal.cancelSignIn()
      expect((yield* modalState).open).toBe(false)
    }).pipe(Effect.provide(controllersLayer()))
  )
})
