/**
 * The sign-in edges as fuzz targets: what a sign-in provider answers (createMessage's fields,
 * getSessions' list) as the client decodes and checks it before the wallet is asked, the
 * messages the client writes and a server reads (message-rules.ts), and the reference
 * server's /verify given hostile bodies over HTTP.
 */
import { startSiwxServer } from "@gangway/fixtures"
import { Cause, Effect, Exit, Schema } from "effect"
import fc from "fast-check"
import { SiwxMessageData, SiwxSession } from "../../src/domain/siwx.js"
import { checkedMessage } from "../../src/siwx/checked-message.js"
import { SiwxMessageRefused } from "../../src/siwx/errors.js"
import {
  formProblems,
  readSignInMessage,
  signInMessageProblems,
  SIWX_MESSAGE_RULES,
  writeSignInMessage,
  type SiwxSiteContext
} from "../../src/siwx/message-rules.js"
import { providerCalls } from "../../src/siwx/provider-calls.js"
import type { SiwxProvider } from "../../src/siwx/provider.js"
import { hostileString, hostileText, hostileValue } from "./hostile.js"
import type { FuzzTarget } from "./runner.js"

const fail = (message: string): never => {
  throw new Error(message)
}
const expect = (ok: boolean, message: string | (() => string)) => {
  if (!ok) fail(typeof message === "string" ? message : message())
}
const excerpt = (value: unknown) => {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 200)
  } catch {
    return String(value).slice(0, 200)
  }
}

const NOW = Date.parse("2026-11-28T12:00:00.000Z")
const CONTEXT: SiwxSiteContext = {
  domain: "app.example",
  origin: "https://app.example",
  chains: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
  now: NOW
}
const EVM_DATA: SiwxMessageData = {
  domain: "app.example",
  accountAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  uri: "https://app.example/login",
  version: "1",
  chainId: "eip155:1",
  nonce: "k3x9v0m2p8q7r6s5",
  issuedAt: "2026-11-28T11:59:00.000Z",
  expirationTime: "2026-11-29T12:00:00.000Z",
  statement: "Sign in to App.",
  requestId: "req-1",
  resources: ["https://app.example/terms"]
}
const SOLANA_DATA: SiwxMessageData = {
  ...EVM_DATA,
  accountAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
}

/** A field of the message given a hostile value (or removed), or a whole hostile answer. */
const hostileFields: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileValue(EVM_DATA) },
  { weight: 2, arbitrary: hostileValue(SOLANA_DATA) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(EVM_DATA, SOLANA_DATA),
        fc.constantFrom(...Object.keys(EVM_DATA)),
        fc.oneof(hostileString, fc.constant(undefined))
      )
      .map(([base, key, value]) => ({ ...base, [key]: value }))
  },
  { weight: 1, arbitrary: fc.constantFrom(EVM_DATA, SOLANA_DATA) }
)

const SIGN_IN_TAGS = new Set(["SiwxMessageRefused", "SiwxBackendFailed"])

/** createMessage's answer, decoded and checked as the client does before asking the wallet. */
const providerAnswersTarget: FuzzTarget<readonly [unknown, unknown]> = {
  name: "sign-in provider answers",
  what: "a provider's createMessage fields and getSessions list (providerCalls' decoding, then checkedMessage's rules before the wallet is asked)",
  input: fc.tuple(
    hostileFields,
    fc.oneof(
      hostileValue([
        { data: { accountAddress: EVM_DATA.accountAddress, chainId: "eip155:1" }, message: "m", signature: "0x1" }
      ]),
      fc.anything()
    )
  ),
  boundMs: 1_000,
  start: () => ({
    check: async ([fields, sessions]) => {
      const provider: SiwxProvider = {
        createMessage: async () => fields as SiwxMessageData,
        getSessions: async () => sessions as ReadonlyArray<SiwxSession>,
        addSession: async () => undefined,
        setSessions: async () => undefined,
        getRequired: () => false
      }
      const calls = providerCalls(provider)
      const request = { accountAddress: EVM_DATA.accountAddress, chainId: "eip155:1", issuedAt: EVM_DATA.issuedAt }
      const written = await Effect.runPromiseExit(
        calls
          .createMessage(request)
          .pipe(
            Effect.flatMap((data) =>
              checkedMessage({ ...data, accountAddress: request.accountAddress, chainId: request.chainId }, CONTEXT)
            )
          )
      )
      if (Exit.isSuccess(written)) {
        const { message, data } = written.value
        const read = readSignInMessage(message)
        expect(
          "data" in read && JSON.stringify(read.data) === JSON.stringify(data),
          () => `the message written does not read back to its data: ${excerpt(message)}`
        )
        expect(
          signInMessageProblems(data, CONTEXT).length === 0,
          () => `a message breaking a rule passed: ${excerpt(data)}`
        )
      } else {
        const error = Cause.squash(written.cause) as { readonly _tag?: string }
        expect(
          !Cause.hasDies(written.cause) && SIGN_IN_TAGS.has(error._tag ?? ""),
          () => `untyped failure: ${excerpt(error)}`
        )
        if (error instanceof SiwxMessageRefused)
          expect(SIWX_MESSAGE_RULES.includes(error.reason), "a refusal without a rule")
      }
      const restored = await Effect.runPromiseExit(calls.getSessions("eip155:1", EVM_DATA.accountAddress))
      if (Exit.isSuccess(restored))
        expect(Schema.is(Schema.Array(SiwxSession))(restored.value), "sessions outside their schema")
      else
        expect(
          !Cause.hasDies(restored.cause) &&
            (Cause.squash(restored.cause) as { _tag?: string })._tag === "SiwxBackendFailed",
          "getSessions failed untyped"
        )
    }
  })
}

/** Lines a message may be given: its own, moved, doubled, cut or changed, and hostile ones. */
const hostileMessage: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(EVM_DATA, SOLANA_DATA, {
      ...EVM_DATA,
      statement: undefined,
      resources: undefined,
      requestId: undefined
    }),
    fc.array(
      fc.oneof(
        fc.tuple(fc.constant("insert" as const), fc.nat(), hostileString),
        fc.tuple(fc.constant("replace" as const), fc.nat(), hostileString),
        fc.tuple(fc.constant("duplicate" as const), fc.nat(), fc.constant("")),
        fc.tuple(fc.constant("delete" as const), fc.nat(), fc.constant("")),
        fc.tuple(fc.constant("lower" as const), fc.nat(), fc.constant(""))
      ),
      { maxLength: 3 }
    )
  )
  .map(([data, edits]) => {
    const written = writeSignInMessage(data as SiwxMessageData)
    const lines = ("message" in written ? written.message : "").split("\n")
    for (const [kind, at, text] of edits) {
      const index = at % (lines.length + 1)
      if (kind === "insert") lines.splice(index, 0, text)
      else if (kind === "replace") lines[index] = text
      else if (kind === "duplicate") lines.splice(index, 0, lines[index] ?? "")
      else if (kind === "delete") lines.splice(index, 1)
      else lines[index] = (lines[index] ?? "").toLowerCase()
    }
    return lines.join("\n")
  })

/** Both sides of a message: the client writes hostile fields, a server reads hostile text; each reads back to what was written. */
const messagesTarget: FuzzTarget<readonly [unknown, string]> = {
  name: "sign-in messages",
  what: "writeSignInMessage (the client, from hostile fields) and readSignInMessage (a server, strict: re-serialised byte for byte) for EIP-4361 and CAIP-122",
  input: fc.tuple(
    hostileFields,
    fc.oneof({ weight: 4, arbitrary: hostileMessage }, { weight: 1, arbitrary: hostileString })
  ),
  boundMs: 1_000,
  start: () => ({
    check: ([fields, text]) => {
      // The rules take decoded fields (the client decodes a provider's answer first).
      const written = Schema.is(SiwxMessageData)(fields) ? writeSignInMessage(fields) : undefined
      if (written !== undefined && "message" in written) {
        const read = readSignInMessage(written.message)
        expect(
          "data" in read && JSON.stringify(read.data) === JSON.stringify(written.data),
          () => `written but not read back: ${excerpt(written.message)}`
        )
      }
      const read = readSignInMessage(text)
      if ("data" in read) {
        expect(formProblems(read.data).length === 0, () => `read with a broken form: ${excerpt(text)}`)
        const again = writeSignInMessage(read.data)
        expect(
          "message" in again && again.message === text,
          () => `read, but its fields write another text: ${excerpt(text)}`
        )
      } else expect(SIWX_MESSAGE_RULES.includes(read.problem.rule), "a refusal without a rule")
    }
  })
}

/** The reference server's /verify given hostile bodies: always an answer of 4xx with a reason, never a 5xx. */
const verifyTarget: FuzzTarget<string> = {
  name: "sign-in server /verify",
  what: "the reference sign-in server's POST /verify with hostile JSON bodies and messages (no chain: signatures never verify)",
  input: fc.oneof(
    hostileMessage.map((message) => JSON.stringify({ message, signature: "0x00" })),
    hostileText({ message: "m", signature: "0x00" }),
    hostileString
  ),
  boundMs: 2_000,
  start: async () => {
    const server = await startSiwxServer({
      rpcUrls: { "eip155:1": "http://127.0.0.1:9/" },
      domains: ["app.example"],
      now: () => NOW
    })
    const issued = await fetch(`${server.url}/nonce`)
    const cookie = (issued.headers.get("set-cookie") ?? "").split(";")[0]!
    return {
      check: async (body) => {
        const response = await fetch(`${server.url}/verify`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body
        })
        const reply = (await response.json().catch(() => undefined)) as { details?: unknown } | undefined
        expect([400, 401, 413, 422].includes(response.status), () => `answered ${response.status} to ${excerpt(body)}`)
        expect(typeof reply?.details === "string", () => `answered ${response.status} without a reason`)
      },
      close: () => server.stop()
    }
  }
}

export const signInTargets: ReadonlyArray<FuzzTarget<never>> = [
  providerAnswersTarget,
  messagesTarget,
  verifyTarget
] as unknown as ReadonlyArray<FuzzTarget<never>>
