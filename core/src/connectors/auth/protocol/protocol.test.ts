import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { FrameMessage, FrameRequestMessage, makeFrameRequest, newRequestId } from "./messages.js"
import { FRAME_REQUEST_TYPES, FrameRequests } from "./requests.js"

const decodesRequest = (input: unknown) => Schema.decodeUnknownExit(FrameRequestMessage)(input)._tag === "Success"
const decodesFrame = (input: unknown) => Schema.decodeUnknownExit(FrameMessage)(input)._tag === "Success"

describe("frame protocol: app → frame requests", () => {
  it("gives every request a fresh 32-hex-digit id", () => {
    const ids = new Set(Array.from({ length: 200 }, newRequestId))
    expect(ids.size).toBe(200)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })

  it("accepts well-formed requests and refuses unknown keys in the envelope and the payload", () => {
    const request = makeFrameRequest("CONNECT_EMAIL", { email: "ada@example.com" as never })
    expect(decodesRequest(request)).toBe(true)
    expect(decodesRequest({ ...request, extra: 1 })).toBe(false)
    expect(decodesRequest({ ...request, payload: { email: "ada@example.com", extra: 1 } })).toBe(false)
  })

  it("refuses invalid emails, providers, codes, theme modes, unknown RPC methods and unknown types", () => {
    expect(decodesRequest(makeFrameRequest("CONNECT_EMAIL", { email: "not-an-email" as never }))).toBe(false)
    expect(decodesRequest(makeFrameRequest("CONNECT_SOCIAL", { provider: "myspace" as never }))).toBe(false)
    expect(decodesRequest(makeFrameRequest("CONNECT_SOCIAL", { provider: "discord" }))).toBe(true)
    expect(decodesRequest(makeFrameRequest("CONNECT_OTP", { otp: "12345" }))).toBe(false)
    expect(decodesRequest(makeFrameRequest("CONNECT_OTP", { otp: "123456" }))).toBe(true)
    expect(decodesRequest(makeFrameRequest("SYNC_THEME", { themeMode: "sepia" as never }))).toBe(false)
    expect(
      decodesRequest(makeFrameRequest("RPC_REQUEST", { chainId: "eip155:1", method: "eth_getBalance", params: [] }))
    ).toBe(true)
    expect(decodesRequest(makeFrameRequest("RPC_REQUEST", { chainId: "eip155:1", method: "eth_exportKey" }))).toBe(
      false
    )
    expect(decodesRequest({ id: newRequestId(), type: "EXPORT_PRIVATE_KEY", payload: {} })).toBe(false)
    expect(decodesRequest({ id: "1", type: "RELOAD", payload: {} })).toBe(false)
  })

  it("has a success schema for every request type", () => {
    for (const type of FRAME_REQUEST_TYPES) expect(FrameRequests[type].success).toBeDefined()
    expect(FRAME_REQUEST_TYPES).toContain("UPDATE_EMAIL_SECONDARY_OTP")
  })
})

describe("frame protocol: frame → app messages", () => {
  const id = newRequestId()
  it("accepts replies and events, refuses unknown keys and types", () => {
    expect(decodesFrame({ id, type: "SUCCESS", payload: { action: "VERIFY_OTP" } })).toBe(true)
    expect(decodesFrame({ id, type: "ERROR", payload: { message: "Invalid code" } })).toBe(true)
    expect(decodesFrame({ id, type: "ERROR", payload: { message: "x", stack: "…" } })).toBe(false)
    expect(decodesFrame({ type: "FRAME_READY", payload: {} })).toBe(true)
    expect(decodesFrame({ type: "FRAME_READY", payload: {}, privateKey: "0x01" })).toBe(false)
    expect(
      decodesFrame({ type: "APPROVAL_REQUESTED", payload: { requestId: id, method: "eth_sendTransaction" } })
    ).toBe(true)
    expect(decodesFrame({ type: "APPROVAL_FINISHED", payload: { requestId: id, approved: false } })).toBe(true)
    expect(decodesFrame({ type: "KEY_EXPORT", payload: {} })).toBe(false)
  })

  it("decodes a request's SUCCESS payload strictly with that request's schema", () => {
    const decode = Schema.decodeUnknownExit(FrameRequests.CONNECT_EMAIL.success)
    expect(decode({ action: "VERIFY_DEVICE" })._tag).toBe("Success")
    expect(decode({ action: "LOGIN" })._tag).toBe("Failure")
    expect(decode({ action: "CONNECT", seed: "abandon" })._tag).toBe("Failure")
  })
})
