import { Clock, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { runTest } from "../../../test/effect-test.js"
import { gangwayLayer } from "../../client-layer.js"
import { GangwayOptions } from "../../config.js"
import { localChain } from "../../domain/networks.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { Storage } from "../../services/storage/storage.js"
import { Schema } from "effect"
import { Auth } from "./auth.js"

const options = Schema.decodeUnknownSync(GangwayOptions)({
  networks: [localChain("http://127.0.0.1:9")],
  projectId: "gangway-local",
  auth: { frameUrl: "http://127.0.0.1:9/frame" },
  features: { analytics: false }
})

// A frame that never answers: past the cool-down, a login waits for it instead of failing at once.
const silentFrame = () => ({ post: () => undefined, listen: () => () => undefined, dispose: () => undefined })

describe("email login cool-down (SPEC §5), on the TestClock", () => {
  it("refuses a login within 30 s of the last one with the seconds left, rounded up, and lets the next through", () =>
    runTest(
      Effect.gen(function* () {
        const auth = yield* Auth
        const storage = yield* Storage
        // The test clock starts at the epoch; a real time of day for the stored login time.
        yield* TestClock.setTime(Date.UTC(2026, 10, 24, 15))
        yield* storage.setItem(StorageKeys.lastEmailLoginTime, String(yield* Clock.currentTimeMillis))
        const refusal = () => Effect.map(Effect.flip(auth.connectEmail("ada@example.com")), (error) => error.message)

        expect(yield* refusal()).toBe("Please try again after 30 seconds")
        yield* TestClock.adjust("29001 millis")
        expect(yield* refusal()).toBe("Please try again after 1 seconds")
        yield* TestClock.adjust("998 millis")
        expect(yield* refusal()).toBe("Please try again after 1 seconds")
        yield* TestClock.adjust("1 millis")
        const login = yield* Effect.forkChild(auth.connectEmail("ada@example.com"))
        yield* Effect.yieldNow
        // Not refused: it is waiting for the frame.
        expect(login.pollUnsafe()).toBeUndefined()
        yield* Fiber.interrupt(login)
      }).pipe(Effect.provide(gangwayLayer(options, { storage: "memory", authFrameHost: silentFrame })))
    ))
})
