// Going back from ConnectingFarcaster without an address (SPEC §2): after 100 ms on the TestClock
// the sign-in is dropped, the auth connector's frame reloaded and the app's data synced into it
// again. The frame is the local auth site's own worker script; its messages are recorded.
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Context, Effect, Layer, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { gangwayLayer } from "../../src/client-layer.js"
import { GangwayOptions } from "../../src/config.js"
import { FARCASTER_BACK_RESYNC_MS } from "../../src/constants.js"
import { Auth } from "../../src/controllers/auth/auth.js"
import { Modal } from "../../src/controllers/modal.js"
import { Router } from "../../src/controllers/router.js"
import { localChain } from "../../src/domain/networks.js"
import { workerFrameHost } from "../../src/node/auth-frame-worker.js"
import type { AuthFrameHostFactory } from "../../src/controllers/auth/auth-frame-loader.js"
import { desktop } from "../controllers.js"
import { runTest } from "../effect-test.js"
import { setUpAuthWorld } from "./auth-support.js"

const world = setUpAuthWorld()

/** Lets the worker and the servers run (real I/O) while the test clock stands still. */
const ioTurn = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
const ioUntil = (done: () => boolean) =>
  Effect.gen(function* () {
    while (!done()) yield* ioTurn
  })

describe("back from ConnectingFarcaster without an address", () => {
  it("reloads the auth connector's frame and syncs the app's data again after 100 ms, dropping the sign-in", () => {
    const sent: Array<string> = []
    const received: Array<string> = []
    const recordingHost: AuthFrameHostFactory = (frameUrl, query) => {
      const host = workerFrameHost({ storageDir: mkdtempSync(join(tmpdir(), "gangway-farcaster-back-")) })(
        frameUrl,
        query
      )
      return {
        ...host,
        post: (message) => {
          sent.push(message.type)
          host.post(message)
        },
        listen: (onMessage) =>
          host.listen((data) => {
            received.push(String((data as { type?: unknown }).type))
            onMessage(data)
          })
      }
    }
    const options = Schema.decodeUnknownSync(GangwayOptions)({
      networks: [localChain(world.chain.rpcUrl)],
      projectId: "gangway-local",
      auth: { frameUrl: world.site.frameUrl },
      features: { analytics: false }
    })
    return runTest(
      Effect.gen(function* () {
        const context = yield* Layer.build(
          gangwayLayer(options, { storage: "memory", platform: desktop, authFrameHost: recordingHost })
        )
        const auth = Context.get(context, Auth)
        const modal = Context.get(context, Modal)
        const router = Context.get(context, Router)
        yield* modal.open()
        yield* Effect.forkScoped(Effect.ignore(auth.connectFarcaster()))
        const step = () => auth.store.get().step
        // The app waits 500 ms after the frame's ready before its first request.
        yield* ioUntil(() => received.includes("FRAME_READY"))
        yield* TestClock.adjust("500 millis")
        yield* ioUntil(() => {
          const current = step()
          return current.kind === "farcaster" && current.url !== undefined
        })
        expect(router.store.get().view).toBe("ConnectingFarcaster")
        const before = sent.length

        // Run as the client's runtime runs it: the hooks and the auth controller in its context.
        yield* modal.back().pipe(Effect.provideContext(context))
        expect(router.store.get().view).toBe("Connect")
        yield* TestClock.adjust(FARCASTER_BACK_RESYNC_MS - 1)
        yield* ioTurn
        expect(sent.slice(before)).not.toContain("RELOAD")
        expect(step().kind).toBe("farcaster")

        yield* TestClock.adjust(1)
        yield* ioUntil(() => sent.slice(before).includes("SYNC_THEME"))
        expect(step()).toEqual({ kind: "idle" })
        expect(sent.slice(before).filter((type) => type !== "CONNECT_FARCASTER")).toEqual([
          "RELOAD",
          "SYNC_DAPP_DATA",
          "SYNC_THEME"
        ])
        // The asking stopped with the sign-in: a second of clock later, nothing more goes to the frame.
        const after = sent.length
        yield* TestClock.adjust("2 seconds")
        yield* ioTurn
        expect(sent.slice(after)).toEqual([])
      })
    )
  })
})
