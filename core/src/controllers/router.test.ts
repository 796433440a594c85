import { Effect } from "effect"
import { describe, expect } from "vitest"
import { itEffect } from "../../test/effect-test.js"
import { Router } from "./router.js"

const withRouter = <A, E>(f: (router: Router["Service"]) => Effect.Effect<A, E>) =>
  Effect.flatMap(Router, f).pipe(Effect.provide(Router.layer))

const views = (router: Router["Service"]) => router.store.get().history.map((entry) => entry.view)

describe("router", () => {
  itEffect("push adds a view unless it is already current", () =>
    withRouter((router) =>
      Effect.gen(function* () {
        yield* router.push("AllWallets")
        yield* router.push("AllWallets")
        yield* router.push("ConnectingWalletConnect")
        expect(views(router)).toEqual(["Connect", "AllWallets", "ConnectingWalletConnect"])
        expect(router.store.get().view).toBe("ConnectingWalletConnect")
      })
    )
  )

  itEffect("reset replaces the whole history; replace swaps the current view", () =>
    withRouter((router) =>
      Effect.gen(function* () {
        yield* router.push("AllWallets")
        yield* router.replace("Networks")
        expect(views(router)).toEqual(["Connect", "Networks"])
        yield* router.reset("Account")
        expect(views(router)).toEqual(["Account"])
      })
    )
  )

  itEffect("back pops, and asks to close when one view is left", () =>
    withRouter((router) =>
      Effect.gen(function* () {
        yield* router.push("AllWallets")
        expect(yield* router.back()).toBe("popped")
        expect(views(router)).toEqual(["Connect"])
        expect(yield* router.back()).toBe("close")
        expect(views(router)).toEqual(["Connect"])
      })
    )
  )

  itEffect("back asks to close when UnsupportedChain is in the history", () =>
    withRouter((router) =>
      Effect.gen(function* () {
        yield* router.reset("UnsupportedChain")
        yield* router.push("Networks")
        expect(yield* router.back()).toBe("close")
        expect(views(router)).toEqual(["UnsupportedChain", "Networks"])
      })
    )
  )

  itEffect("after a send starts, Account is pushed without a back option", () =>
    withRouter((router) =>
      Effect.gen(function* () {
        yield* router.push("Account")
        yield* router.push("WalletSend")
        yield* router.push("WalletSendPreview")
        yield* router.pushTransactionStack("Account")
        expect(views(router)).toEqual(["Account"])
        expect(router.store.get().canGoBack).toBe(false)
        expect(yield* router.back()).toBe("close")
      })
    )
  )

  itEffect("data travels with its view", () =>
    withRouter((router) =>
      Effect.gen(function* () {
        const wallet = { id: "w1", name: "Wallet One" }
        yield* router.push("ConnectingWalletConnect", { wallet })
        expect(router.store.get().data?.wallet).toEqual(wallet)
        yield* router.back()
        expect(router.store.get().data).toBeUndefined()
      })
    )
  )
})
