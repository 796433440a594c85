// Issue 30 item 15: 100,000 malformed messages from the frame itself are dropped cheaply (a shape
// check before any decoding) and logged at a bounded rate; the frame's real messages still pass.
import { Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { runTest } from "../../../test/effect-test.js"
import type { FrameHost } from "./frame-host.js"
import { frameMessageProblem } from "./frame-precheck.js"
import { makeFrameTransport } from "./frame-transport.js"

/** A host whose frame speaks through `speak` and whose posts are collected. */
const fakeHost = () => {
  let listener: ((data: unknown) => void) | undefined
  const sent: Array<{ readonly id: string }> = []
  const host: FrameHost = {
    post: (message) => void sent.push(message as never),
    listen: (onMessage) => {
      listener = onMessage
      return () => {
        listener = undefined
      }
    },
    dispose: () => undefined
  }
  return { host, sent, speak: (data: unknown) => listener?.(data) }
}

const floodMessage = (i: number): unknown => {
  switch (i % 6) {
    case 0:
      return { type: "SUCCESS", id: `no-such-${i}`, payload: { deep: { deeper: [i, i, i] } } }
    case 1:
      return { type: "FRAME_RESIZE", payload: { height: "tall" } }
    case 2:
      return `garbage ${i}`
    case 3:
      return { type: "NOT_A_TYPE", payload: {} }
    case 4:
      return [i]
    default:
      return { type: "ERROR", payload: { message: "x" } }
  }
}

describe("a flood from the frame", () => {
  it("100,000 malformed messages: at most 20 log lines, the count said, and a real reply still matched", () =>
    runTest(
      Effect.gen(function* () {
        const { host, sent, speak } = fakeHost()
        const logged: Array<string> = []
        const transport = yield* makeFrameTransport(host, (reason) => void logged.push(reason))
        const fiber = yield* Effect.forkChild(transport.request("GET_SOCIAL_REDIRECT_URI", { provider: "github" }))
        speak({ type: "FRAME_READY", payload: {} })
        yield* TestClock.adjust("500 millis")
        yield* Effect.yieldNow
        for (let i = 0; i < 100_000; i++) speak(floodMessage(i))
        expect(logged.length).toBeLessThanOrEqual(20)
        expect(logged.at(-1)).toMatch(/^100000 messages dropped so far; the latest: /)
        expect(logged[0]).toBe("a reply to no pending request (no-such-0)")
        speak({ id: sent[0]!.id, type: "SUCCESS", payload: { uri: "https://auth.example/github" } })
        const exit = yield* Fiber.await(fiber)
        expect(Exit.isSuccess(exit) && exit.value).toEqual({ uri: "https://auth.example/github" })
      })
    ))

  it("the shape check refuses what no frame message is, before any decoding", () => {
    const pending = (id: string) => id === "known"
    expect(frameMessageProblem("text", pending)).toBe("not an object")
    expect(frameMessageProblem([], pending)).toBe("not an object")
    expect(frameMessageProblem({ type: "NOPE" }, pending)).toBe("no known type")
    expect(frameMessageProblem({ type: "SUCCESS" }, pending)).toBe("a reply without a request id")
    expect(frameMessageProblem({ type: "SUCCESS", id: "other" }, pending)).toBe("a reply to no pending request (other)")
    expect(frameMessageProblem({ type: "SUCCESS", id: "known", payload: {} }, pending)).toBeUndefined()
    expect(frameMessageProblem({ type: "FRAME_READY", payload: {} }, pending)).toBeUndefined()
  })
})
