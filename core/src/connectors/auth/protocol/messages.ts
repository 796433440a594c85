import { Schema } from "effect"
import { FrameReply } from "../../../domain/frame.js"
import { StrictStruct } from "../../../domain/strict.js"
import { FRAME_REQUEST_TYPES, FrameRequests, type FrameRequestPayload, type FrameRequestType } from "./requests.js"

/*
 * The envelopes on the wire. App → frame: `{ id, type, payload }`, the id random per
 * request. Frame → app: a reply `{ id, type: "SUCCESS" | "ERROR", payload }` with the
 * request's id, or an event the frame starts itself `{ type, payload }` (no id).
 */

export const RequestId = Schema.String.pipe(
  Schema.check(Schema.makeFilter((id: string) => /^[0-9a-f]{32}$/.test(id), { expected: "32 hex digits" }))
)

/** A fresh random request id (128 bits; getRandomValues works outside secure contexts too). */
export const newRequestId = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join(
    ""
  )

export type FrameRequest<T extends FrameRequestType = FrameRequestType> = T extends FrameRequestType
  ? { readonly id: string; readonly type: T; readonly payload: FrameRequestPayload<T> }
  : never

const requestEnvelope = (type: FrameRequestType) =>
  StrictStruct({ id: RequestId, type: Schema.Literal(type), payload: FrameRequests[type].payload })

/** Any app → frame message; the frame decodes what arrives with this and drops what fails. */
export const FrameRequestMessage: Schema.Codec<FrameRequest, unknown> = Schema.Union(
  FRAME_REQUEST_TYPES.map(requestEnvelope)
) as never

/** Builds a request with a fresh id (the app checks it against `FrameRequestMessage` before posting). */
export const makeFrameRequest = <T extends FrameRequestType>(
  type: T,
  payload: FrameRequestPayload<T>
): FrameRequest<T> => ({ id: newRequestId(), type, payload }) as FrameRequest<T>

// -- Frame → app ------------------------------------------------------------

const Empty = StrictStruct({})

/** The frame loaded, checked the app's origin against the project's allowlist, and can take requests. */
export const FrameReady = StrictStruct({ type: Schema.Literal("FRAME_READY"), payload: Empty })

/**
 * The frame cannot serve this app (e.g. 'Invalid App Configuration': the app's origin is not
 * on the project's allowlist). The app fails initialisation with this message.
 */
export const FrameInitFailed = StrictStruct({
  type: Schema.Literal("FRAME_INIT_FAILED"),
  payload: StrictStruct({ message: Schema.String })
})

/** A not-safe RPC_REQUEST waits for the person in the frame's approval UI: the app shows the frame. */
export const ApprovalRequested = StrictStruct({
  type: Schema.Literal("APPROVAL_REQUESTED"),
  payload: StrictStruct({ requestId: RequestId, method: Schema.String })
})

/** The person approved or rejected it (the RPC_REQUEST's reply follows); the app hides the frame. */
export const ApprovalFinished = StrictStruct({
  type: Schema.Literal("APPROVAL_FINISHED"),
  payload: StrictStruct({ requestId: RequestId, approved: Schema.Boolean })
})

/** The frame's session ended on its side (expired, signed out elsewhere): the app clears its login cache. */
export const SessionLost = StrictStruct({ type: Schema.Literal("SESSION_LOST"), payload: Empty })

/** The height (CSS px) the frame's approval UI wants while it is shown. */
export const FrameResize = StrictStruct({
  type: Schema.Literal("FRAME_RESIZE"),
  payload: StrictStruct({ height: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 2000 }))) })
})

export const FrameEvent = Schema.Union([
  FrameReady,
  FrameInitFailed,
  ApprovalRequested,
  ApprovalFinished,
  SessionLost,
  FrameResize
])
export type FrameEvent = typeof FrameEvent.Type

export { FrameReply }

/** Any frame → app message; the app decodes what arrives with this and drops what fails. */
export const FrameMessage = Schema.Union([FrameReply, FrameEvent])
export type FrameMessage = typeof FrameMessage.Type

/** The reply the frame posts for a request: SUCCESS with the request's success payload, or ERROR with a message. */
export const successReply = <T extends FrameRequestType>(
  id: string,
  _type: T,
  payload: FrameRequests[T]["success"]["Type"]
) => ({ id, type: "SUCCESS", payload }) as const

export const errorReply = (id: string, message: string, code?: number) =>
  ({ id, type: "ERROR", payload: code === undefined ? { message } : { message, code } }) as const
