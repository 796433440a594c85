/**
 * An msw server for the HTTP services' tests, with a recorder of what the core sent,
 * and a driver that moves the TestClock while real HTTP happens in between.
 */
import { type Duration, Effect, type Fiber } from "effect"
import { TestClock } from "effect/testing"
import { http, HttpResponse, type JsonBodyType } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"

interface RecordedRequest {
  readonly method: string
  readonly origin: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly headers: Headers
  readonly body: unknown
}

/** Starts an msw server for the test file; unhandled requests fail the test. */
export const setUpApiServer = () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

const readBody = async (request: Request): Promise<unknown> => {
  const text = await request.text()
  return text === "" ? undefined : JSON.parse(text)
}

/** One scripted answer: a JSON body with a status, or no answer at all. */
export type Answer = { readonly status?: number; readonly json?: JsonBodyType } | "hang"

/**
 * A handler for `method url` that records every request and answers from `answers` in
 * turn (the last one repeats). `url` may contain msw path parameters.
 */
export const scripted = (method: "get" | "post", url: string, ...answers: ReadonlyArray<Answer>) => {
  const requests: Array<RecordedRequest> = []
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const handler = http[method](url, async ({ request }) => {
    const parsed = new URL(request.url)
    requests.push({
      method: request.method,
      origin: parsed.origin,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: request.headers,
      body: await readBody(request.clone())
    })
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve()
    const answer: Answer = answers[Math.min(requests.length, answers.length) - 1] ?? { json: {} }
    if (answer === "hang") return new Promise<never>(() => {})
    return HttpResponse.json(answer.json ?? null, { status: answer.status ?? 200 })
  })
  /** Resolves once `count` requests have arrived (real time: the HTTP is real). */
  const arrived = (count: number) =>
    Effect.promise(
      () =>
        new Promise<void>((resolve) => {
          if (requests.length >= count) resolve()
          else waiters.push({ count, resolve })
        })
    )
  return { handler, requests, arrived }
}

const nextTurn = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))

/**
 * Runs `fiber` to its end: lets real I/O happen (one event-loop turn), then moves the
 * TestClock by `step`, until the fiber is done. Backoff sleeps are thus passed quickly
 * while HTTP answers arrive long before any 10 s time-out could be reached.
 */
export const driveUntilDone = <A, E>(fiber: Fiber.Fiber<A, E>, step: Duration.Input = "50 millis") =>
  Effect.gen(function* () {
    for (let turn = 0; turn < 5_000; turn++) {
      if (fiber.pollUnsafe() !== undefined) return
      yield* nextTurn
      yield* TestClock.adjust(step)
    }
    throw new Error("fiber did not finish")
  })
