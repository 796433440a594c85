import { Deferred, Effect, Fiber, Schema } from "effect"
import { FRAME_AUTH_REQUEST_TIMEOUT_MS, WAIT_AFTER_FRAME_READY_MS } from "../../constants.js"
import {
  AuthInitializationFailed,
  FrameErrorReply,
  FrameNotSet,
  InvalidAppConfiguration,
  InvalidInput,
  SignatureDeclined,
  SomethingWentWrong
} from "../../errors.js"
import type { FrameHost } from "./frame-host.js"
import { droppedReporter, frameMessageProblem } from "./frame-precheck.js"
import { FrameMessage, FrameRequestMessage, makeFrameRequest, type FrameEvent } from "./protocol/messages.js"
import {
  FrameRequests,
  UNTIMED_FRAME_REQUESTS,
  type FrameRequestPayload,
  type FrameRequestSuccess,
  type FrameRequestType
} from "./protocol/requests.js"

type FrameInitError = AuthInitializationFailed | InvalidAppConfiguration
export type FrameRequestError =
  | FrameInitError
  | SomethingWentWrong
  | FrameErrorReply
  | SignatureDeclined
  | FrameNotSet
  | InvalidInput

/** EIP-1193's code for "the person rejected the request" (here: Reject in the frame's approval UI). */
const USER_REJECTED = 4001
const INVALID_APP_CONFIGURATION = new InvalidAppConfiguration({}).message

export interface FrameTransport {
  /** Sends a request and waits for its reply (30 s at most, except RPC requests, which wait for a person). */
  readonly request: <T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>
  ) => Effect.Effect<FrameRequestSuccess<T>, FrameRequestError>
  /** Waits until the frame said it is ready (and 500 ms more). */
  readonly ready: Effect.Effect<void, FrameInitError | SomethingWentWrong>
  /** Calls `listener` with every event the frame starts (approval shown, session lost…); returns the function that stops. */
  readonly onEvent: (listener: (event: FrameEvent) => void) => () => void
  readonly host: FrameHost
  readonly dispose: () => void
}

interface Pending {
  readonly type: FrameRequestType
  readonly reply: Deferred.Deferred<unknown, FrameErrorReply | SignatureDeclined>
}

const timedOut = (what: string) =>
  Effect.fail(
    new SomethingWentWrong({
      details: `${what}: no answer from the secure frame within ${FRAME_AUTH_REQUEST_TIMEOUT_MS / 1000} s`
    })
  )

/**
 * The app's side of the frame protocol over a `FrameHost`. Whatever arrives is decoded
 * with the protocol's strict schemas; what fails is dropped and reported to `onDropped`,
 * never acted on. Replies are matched to requests by their random id.
 */
export const makeFrameTransport = (
  host: FrameHost,
  onDropped: (reason: string) => void
): Effect.Effect<FrameTransport> =>
  Effect.gen(function* () {
    const readySignal = yield* Deferred.make<void, FrameInitError>()
    const pending = new Map<string, Pending>()
    const listeners = new Set<(event: FrameEvent) => void>()
    const decodeMessage = Schema.decodeUnknownExit(FrameMessage)
    const drop = droppedReporter(onDropped)
    const checkRequest = Schema.decodeUnknownExit(FrameRequestMessage)

    const onReply = (id: string, ok: boolean, payload: unknown) => {
      const entry = pending.get(id)
      if (entry === undefined) return drop(() => `a reply to no pending request (${id})`)
      if (!ok) {
        const error = (payload ?? {}) as { readonly message?: string; readonly code?: number }
        return void Deferred.doneUnsafe(
          entry.reply,
          Effect.fail(
            error.code === USER_REJECTED
              ? new SignatureDeclined({ details: error.message })
              : new FrameErrorReply({ reply: error.message })
          )
        )
      }
      const decoded = Schema.decodeUnknownExit(
        FrameRequests[entry.type].success as Schema.Top as Schema.Codec<unknown>
      )(payload)
      if (decoded._tag === "Failure") return drop(() => `${entry.type} reply failed its schema: ${decoded.cause}`)
      Deferred.doneUnsafe(entry.reply, Effect.succeed(decoded.value))
    }

    const stopListening = host.listen((data) => {
      const problem = frameMessageProblem(data, (id) => pending.has(id))
      if (problem !== undefined) return drop(() => problem)
      const decoded = decodeMessage(data)
      if (decoded._tag === "Failure") return drop(() => `a frame message failed its schema: ${decoded.cause}`)
      const message = decoded.value
      if (message.type === "SUCCESS" || message.type === "ERROR")
        return onReply(message.id, message.type === "SUCCESS", message.payload)
      if (message.type === "FRAME_READY") Deferred.doneUnsafe(readySignal, Effect.void)
      if (message.type === "FRAME_INIT_FAILED") {
        const failure =
          message.payload.message === INVALID_APP_CONFIGURATION
            ? new InvalidAppConfiguration({ details: "the secure frame refused this app's origin" })
            : new AuthInitializationFailed({ details: message.payload.message })
        Deferred.doneUnsafe(readySignal, Effect.fail(failure))
      }
      for (const listener of listeners) listener(message)
    })

    // Started now, so the 500 ms count from the frame's ready and the 30 s from loading it.
    const settled = yield* Effect.forkDetach(
      Deferred.await(readySignal).pipe(
        Effect.timeoutOrElse({ duration: FRAME_AUTH_REQUEST_TIMEOUT_MS, orElse: () => timedOut("loading") }),
        Effect.andThen(Effect.sleep(WAIT_AFTER_FRAME_READY_MS))
      )
    )
    const ready = Fiber.join(settled)

    const post = (message: Parameters<FrameHost["post"]>[0]) =>
      Effect.try({
        try: () => host.post(message),
        catch: (error) => (error instanceof FrameNotSet ? error : new FrameNotSet())
      })

    const request = <T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>) =>
      Effect.gen(function* () {
        const message = makeFrameRequest(type, payload)
        const checked = checkRequest(message)
        if (checked._tag === "Failure")
          return yield* new InvalidInput({ field: "frame request", reason: `${type}: ${String(checked.cause)}` })
        yield* ready
        const reply = yield* Deferred.make<unknown, FrameErrorReply | SignatureDeclined>()
        const exchange = Effect.gen(function* () {
          pending.set(message.id, { type, reply })
          yield* post(message)
          return (yield* Deferred.await(reply)) as FrameRequestSuccess<T>
        }).pipe(Effect.ensuring(Effect.sync(() => pending.delete(message.id))))
        if (!UNTIMED_FRAME_REQUESTS.has(type)) {
          return yield* Effect.timeoutOrElse(exchange, {
            duration: FRAME_AUTH_REQUEST_TIMEOUT_MS,
            orElse: () => timedOut(type)
          })
        }
        // Aborted on the app's side (abortRequests, the modal closed): the frame closes its approval screen too.
        return yield* exchange.pipe(
          Effect.onInterrupt(() => Effect.ignore(post(makeFrameRequest("RPC_ABORT", { requestId: message.id }))))
        )
      })

    return {
      request,
      ready,
      onEvent: (listener: (event: FrameEvent) => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
      host,
      dispose: () => {
        Effect.runFork(Fiber.interrupt(settled))
        stopListening()
        listeners.clear()
        host.dispose()
      }
    }
  })
