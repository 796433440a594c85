/**
 * The verifier itself as a fuzz target: createSiwxHandler on the memory store, called in
 * process (no network, no chain), given hostile /verify bodies and valid signed messages bent
 * line by line. Never a 500 or a throw; a sign-in passes only when its message reads strictly,
 * names this site, carries the nonce issued to this caller and is signed by its account.
 */
import { readSignInMessage } from "@gangway/core/siwx-rules"
import fc from "fast-check"
import { isAddressEqual, recoverMessageAddress, type Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { hostileString, hostileText } from "../../../core/test/fuzz/hostile.js"
import type { FuzzTarget } from "../../../core/test/fuzz/runner.js"
import { createSiwxHandler, memoryStore } from "../../src/index.js"

const fail = (message: string): never => {
  throw new Error(message)
}
const expect = (ok: boolean, message: () => string) => {
  if (!ok) fail(message())
}
const excerpt = (value: unknown) => String(JSON.stringify(value)).slice(0, 300)

const NOW = Date.parse("2026-11-28T12:00:00.000Z")
const BASE = "https://api.app.example/siwx"
const SITE = "https://app.example"
// A fixed test key: signing needs no chain.
const account = privateKeyToAccount(`0x${"5a".repeat(32)}`)
const MESSAGE = "\u0000message\u0000"
const SIGNATURE = "\u0000signature\u0000"

type Edit = readonly ["insert" | "replace" | "duplicate" | "delete" | "lower" | "upper" | "char", number, string]

const edit: fc.Arbitrary<Edit> = fc.tuple(
  fc.constantFrom("insert", "replace", "duplicate", "delete", "lower", "upper", "char"),
  fc.nat(),
  fc.oneof(hostileString, fc.string({ maxLength: 3 }))
)

type Input =
  | { readonly kind: "body"; readonly body: string; readonly origin: string | undefined }
  | {
      readonly kind: "message"
      readonly edits: ReadonlyArray<Edit>
      /** Which nonce the message carries: its caller's, another caller's, or one already used. */
      readonly nonce: "own" | "other" | "used"
      /** Signed again after the edits (a valid signature of the bent text), or the original's signature. */
      readonly resign: boolean
      readonly origin: string | undefined
    }

const origin = fc.constantFrom(undefined, undefined, SITE, "https://evil.example", "null")

const input: fc.Arbitrary<Input> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("body" as const),
      body: fc.oneof(hostileText({ message: MESSAGE, signature: SIGNATURE, chainId: "eip155:1" }), hostileString),
      origin
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("message" as const),
      edits: fc.array(edit, { maxLength: 3 }),
      nonce: fc.constantFrom("own", "own", "own", "other", "used"),
      resign: fc.boolean(),
      origin
    })
  }
)

const bend = (message: string, edits: ReadonlyArray<Edit>) => {
  const lines = message.split("\n")
  for (const [kind, at, text] of edits) {
    const index = at % (lines.length + 1)
    const line = lines[index] ?? ""
    if (kind === "insert") lines.splice(index, 0, text)
    else if (kind === "replace") lines[index] = text
    else if (kind === "duplicate") lines.splice(index, 0, line)
    else if (kind === "delete") lines.splice(index, 1)
    else if (kind === "lower") lines[index] = line.toLowerCase()
    else if (kind === "upper") lines[index] = line.toUpperCase()
    else {
      const column = at % (line.length + 1)
      lines[index] = line.slice(0, column) + text.slice(0, 1) + line.slice(column + 1)
    }
  }
  return lines.join("\n")
}

/** Whether a 200 was earned: the message reads strictly, for this site, with the caller's nonce, signed by its account. */
const earned = async (message: unknown, signature: unknown, nonce: string, from: string | undefined) => {
  if (typeof message !== "string" || typeof signature !== "string" || !/^0x[0-9a-fA-F]*$/.test(signature)) return false
  const read = readSignInMessage(message)
  if (!("data" in read)) return false
  const { data } = read
  if (data.nonce !== nonce || data.domain !== "app.example" || data.chainId !== "eip155:1") return false
  const at = (time: string | undefined, otherwise: number) => (time === undefined ? otherwise : Date.parse(time))
  // Its URI on the calling page's origin; without an Origin (not a browser), on the site's host, any scheme.
  const uri = URL.canParse(data.uri) ? new URL(data.uri) : undefined
  if (
    uri === undefined ||
    (from === undefined ? uri.host !== "app.example" : uri.origin !== from) ||
    !(at(data.issuedAt, Number.NaN) <= NOW)
  )
    return false
  if (!(at(data.expirationTime, Number.POSITIVE_INFINITY) > NOW) || !(at(data.notBefore, 0) <= NOW)) return false
  try {
    const signer = await recoverMessageAddress({ message, signature: signature as Hex })
    return isAddressEqual(signer, data.accountAddress as Hex) && isAddressEqual(signer, account.address)
  } catch {
    return false
  }
}

const verifierTarget: FuzzTarget<Input> = {
  name: "siwx-server verifier",
  what: "@gangway/siwx-server's createSiwxHandler (memory store, in process) given hostile /verify bodies and signed messages bent line by line, with its own, another caller's or a used nonce",
  input,
  boundMs: 1_000,
  start: () => {
    const errors: Array<unknown> = []
    const handler = createSiwxHandler({
      store: memoryStore(),
      // No RPC: a key's signature is checked without the chain, anything else is refused.
      rpcUrls: {},
      chains: ["eip155:1"],
      domains: ["app.example"],
      origins: [SITE],
      now: () => NOW,
      onError: (error) => errors.push(error)
    })
    const issue = async () => {
      const response = await handler(new Request(`${BASE}/nonce`))
      const { nonce } = (await response.json()) as { nonce: string }
      return { nonce, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]! }
    }
    const post = (body: string, cookie: string, from: string | undefined) =>
      handler(
        new Request(`${BASE}/verify`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, ...(from === undefined ? {} : { origin: from }) },
          body
        })
      )
    const sessionsOf = async (cookie: string) =>
      ((await (await handler(new Request(`${BASE}/sessions`, { headers: { cookie } }))).json()) as { sessions: [] })
        .sessions.length
    const signedMessage = (nonce: string) =>
      createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: "app.example",
        uri: `${SITE}/login`,
        version: "1",
        nonce,
        issuedAt: new Date(NOW - 60_000),
        expirationTime: new Date(NOW + 86_400_000),
        statement: "Sign in to App."
      })

    return {
      check: async (item) => {
        const own = await issue()
        const valid = signedMessage(own.nonce)
        let body: string
        let nonce = own.nonce
        if (item.kind === "body") {
          const signature = await account.signMessage({ message: valid })
          body = item.body
            .replaceAll(JSON.stringify(MESSAGE).slice(1, -1), JSON.stringify(valid).slice(1, -1))
            .replaceAll(JSON.stringify(SIGNATURE).slice(1, -1), signature)
        } else {
          if (item.nonce !== "own") {
            const other = await issue()
            nonce = other.nonce
            if (item.nonce === "used") {
              const used = signedMessage(nonce)
              const first = await post(
                JSON.stringify({ message: used, signature: await account.signMessage({ message: used }) }),
                other.cookie,
                undefined
              )
              expect(first.status === 200, () => `a valid sign-in answered ${first.status}`)
              // The nonce is taken; the caller's own cookie carries it again below.
            }
          }
          const message = bend(signedMessage(nonce), item.edits)
          const signature = await account.signMessage({ message: item.resign ? message : signedMessage(nonce) })
          body = JSON.stringify({ message, signature })
        }
        const from = item.origin
        const response = await post(body, own.cookie, from)
        const reply = (await response.json().catch(() => undefined)) as { details?: unknown } | undefined
        expect(errors.length === 0, () => `failed inside (500): ${String(errors[0])} for ${excerpt(body)}`)
        let parsed: { message?: unknown; signature?: unknown } | undefined
        try {
          parsed = JSON.parse(body) as typeof parsed
        } catch {
          parsed = undefined
        }
        const allowedOrigin = from === undefined || from === SITE
        // Refusing is wrong only for the message as written, with its own nonce, from this site or no page.
        const deserved = allowedOrigin && item.kind === "message" && item.nonce === "own" && parsed?.message === valid
        const mayPass =
          allowedOrigin &&
          parsed !== null &&
          typeof parsed === "object" &&
          (await earned(parsed.message, parsed.signature, own.nonce, from))
        if (response.status === 200) {
          expect(mayPass, () => `passed without a valid signed message with its own nonce: ${excerpt(body)}`)
          const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!
          expect(cookie !== own.cookie, () => "a sign-in kept the cookie it was given")
          expect((await sessionsOf(own.cookie)) === 0, () => "the cookie before sign-in holds a session")
          expect((await sessionsOf(cookie)) > 0, () => "the signed-in cookie holds no session")
          const again = await post(body, own.cookie, from)
          expect(again.status === 422, () => `a nonce was accepted twice (${again.status})`)
        } else {
          expect(
            [400, 401, 403, 413, 422].includes(response.status),
            () => `answered ${response.status} to ${excerpt(body)}`
          )
          expect(typeof reply?.details === "string", () => `answered ${response.status} without a reason`)
          expect(
            !deserved,
            () => `refused a valid signed message with its own nonce (${response.status}): ${excerpt(body)}`
          )
        }
      }
    }
  }
}

export const siwxServerFuzzTargets: ReadonlyArray<FuzzTarget<never>> = [verifierTarget] as unknown as ReadonlyArray<
  FuzzTarget<never>
>
