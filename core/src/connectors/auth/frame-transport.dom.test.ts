import { Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { afterEach, describe, expect, it, vi } from "vitest"
import { runTest } from "../../../test/effect-test.js"
import { iframeHost } from "./frame-host.js"
import { makeFrameTransport } from "./frame-transport.js"

const FRAME_URL = "http://127.0.0.1:45678/frame"
const FRAME_ORIGIN = "http://127.0.0.1:45678"
const query = { projectId: "gangway-local", chainId: "eip155:31337", version: "test", enableLogger: false }

/** The page's iframe, what it was sent (message, target origin), and a way to speak as the frame or as someone else. */
const setUp = () => {
  const host = iframeHost(document, FRAME_URL, query)
  const iframe = document.querySelector<HTMLIFrameElement>("iframe[data-testid=gangway-auth-frame]")!
  const sent: Array<{ readonly message: any; readonly targetOrigin: string }> = []
  vi.spyOn(iframe.contentWindow!, "postMessage").mockImplementation(((message: unknown, targetOrigin: string) => {
    sent.push({ message, targetOrigin })
  }) as never)
  const dropped: Array<string> = []
  const speak = (data: unknown, from: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent("message", {
        data,
        origin: from.origin ?? FRAME_ORIGIN,
        source: from.source === undefined ? iframe.contentWindow : from.source
      })
    )
  return { host, iframe, sent, dropped, speak, onDropped: (reason: string) => void dropped.push(reason) }
}

afterEach(() => {
  document.body.innerHTML = ""
})

const ready = { type: "FRAME_READY", payload: {} }

describe("the frame transport (app side)", () => {
  it("loads the frame with SPEC §7's query, hidden", () => {
    const { iframe } = setUp()
    const src = new URL(iframe.src)
    expect(src.origin + src.pathname).toBe(FRAME_URL)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: "gangway-local",
      chainId: "eip155:31337",
      version: "test",
      enableLogger: "false"
    })
    expect(iframe.getAttribute("aria-hidden")).toBe("true")
  })

  it("posts to the frame's exact origin with a random id, waits 500 ms after ready, and matches the reply by id", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        const fiber = yield* Effect.forkChild(transport.request("CONNECT_EMAIL", { email: "ada@example.com" as never }))
        page.speak(ready)
        yield* TestClock.adjust("499 millis")
        expect(page.sent).toEqual([])
        yield* TestClock.adjust("1 millis")
        expect(page.sent).toHaveLength(1)
        const [{ message, targetOrigin }] = page.sent as [{ message: any; targetOrigin: string }]
        expect(targetOrigin).toBe(FRAME_ORIGIN)
        expect(message).toMatchObject({ type: "CONNECT_EMAIL", payload: { email: "ada@example.com" } })
        expect(message.id).toMatch(/^[0-9a-f]{32}$/)
        page.speak({ id: "0".repeat(32), type: "SUCCESS", payload: { action: "CONNECT" } })
        page.speak({ id: message.id, type: "SUCCESS", payload: { action: "VERIFY_DEVICE" } })
        expect(yield* Fiber.join(fiber)).toEqual({ action: "VERIFY_DEVICE" })
        expect(page.dropped).toEqual([expect.stringContaining("no pending request")])
      })
    ))

  it("ignores messages from another origin, from another window, and messages failing their schema", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        const fiber = yield* Effect.forkChild(transport.request("IS_CONNECTED", {}))
        page.speak(ready)
        yield* TestClock.adjust("500 millis")
        const id = page.sent[0]!.message.id
        page.speak({ id, type: "SUCCESS", payload: { isConnected: true } }, { origin: "http://127.0.0.1:1" })
        page.speak({ id, type: "SUCCESS", payload: { isConnected: true } }, { source: window })
        page.speak({ id, type: "SUCCESS", payload: { isConnected: true } }, { source: null })
        page.speak({ id, type: "SUCCESS", payload: { isConnected: true, privateKey: "0x01" } })
        page.speak({ id, type: "SUCCESS", payload: { isConnected: "yes" } })
        page.speak({ id, type: "SUCCESS", payload: { isConnected: true }, extra: 1 })
        page.speak("SUCCESS")
        expect(fiber.pollUnsafe()).toBeUndefined()
        expect(page.dropped).toHaveLength(4)
        page.speak({ id, type: "SUCCESS", payload: { isConnected: false } })
        expect(yield* Fiber.join(fiber)).toEqual({ isConnected: false })
      })
    ))

  it("fails a request that never answers after 30 s with 'Something went wrong'", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        const fiber = yield* Effect.forkChild(Effect.flip(transport.request("GET_USER", {})))
        page.speak(ready)
        yield* TestClock.adjust("500 millis")
        yield* TestClock.adjust("29999 millis")
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust("1 millis")
        const error = yield* Fiber.join(fiber)
        expect(error.message).toBe("Something went wrong")
      })
    ))

  it("gives an ERROR reply's message, 'An error occurred' without one, and a rejection (4001) as 'Signature declined'", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        page.speak(ready)
        yield* TestClock.adjust("500 millis")
        const ask = (payload: unknown) =>
          Effect.gen(function* () {
            const fiber = yield* Effect.forkChild(Effect.flip(transport.request("CONNECT_OTP", { otp: "123456" })))
            yield* Effect.yieldNow
            page.speak({ id: page.sent.at(-1)!.message.id, type: "ERROR", payload })
            return (yield* Fiber.join(fiber)).message
          })
        expect(yield* ask({ message: "Invalid code. Try again." })).toBe("Invalid code. Try again.")
        expect(yield* ask({})).toBe("An error occurred")
        expect(yield* ask({ message: "User rejected the request.", code: 4001 })).toBe("Signature declined")
      })
    ))

  it("refuses invalid input before posting anything", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        const error = yield* Effect.flip(transport.request("CONNECT_EMAIL", { email: "ada@" as never }))
        expect(error._tag).toBe("InvalidInput")
        expect(page.sent).toEqual([])
      })
    ))

  it("fails with 'Invalid App Configuration' when the frame refuses the app's origin", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        page.speak({ type: "FRAME_INIT_FAILED", payload: { message: "Invalid App Configuration" } })
        const error = yield* Effect.flip(transport.request("IS_CONNECTED", {}))
        expect(error.message).toBe("Invalid App Configuration")
      })
    ))

  it("fails with 'W3mFrame: iframe is not set' once the iframe is gone", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        page.speak(ready)
        yield* TestClock.adjust("500 millis")
        page.iframe.remove()
        const error = yield* Effect.flip(transport.request("IS_CONNECTED", {}))
        expect(error.message).toBe("W3mFrame: iframe is not set")
      })
    ))

  it("waits for a person on RPC requests (no 30 s limit) and tells the frame when one is aborted", () =>
    runTest(
      Effect.gen(function* () {
        const page = setUp()
        const transport = yield* makeFrameTransport(page.host, page.onDropped)
        page.speak(ready)
        yield* TestClock.adjust("500 millis")
        const fiber = yield* Effect.forkChild(
          transport.request("RPC_REQUEST", { chainId: "eip155:31337", method: "eth_sendTransaction", params: [] })
        )
        yield* Effect.yieldNow
        yield* TestClock.adjust("120 seconds")
        expect(fiber.pollUnsafe()).toBeUndefined()
        const requestId = page.sent[0]!.message.id
        yield* Fiber.interrupt(fiber)
        expect(page.sent[1]!.message).toMatchObject({ type: "RPC_ABORT", payload: { requestId } })
        expect(page.sent[1]!.targetOrigin).toBe(FRAME_ORIGIN)
        expect(Exit.isFailure(yield* Fiber.await(fiber))).toBe(true)
      })
    ))
})
