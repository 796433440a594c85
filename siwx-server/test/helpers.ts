// Signing in against a handler as its callers do: a nonce and its cookie, a message, its signature.
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { createSiwxHandler, type SiwxHandler, type SiwxHandlerOptions, type SiwxStore } from "../src/index.js"

export const account = privateKeyToAccount(generatePrivateKey())
export const stranger = privateKeyToAccount(generatePrivateKey())
export const DAY = 24 * 60 * 60 * 1000
/** Where the handlers are reached in these tests: plain HTTP on loopback, as the local world. */
export const BASE = "http://127.0.0.1:8787/siwx"
/** No chain answers here: a key's signature is checked without one, and any other is not the account's. */
const NO_CHAIN = "http://127.0.0.1:9/"

/** A handler on `store` accepting eip155:31337, for messages naming `localhost`, on a clock the test moves. */
export const handlerOn = (store: SiwxStore, overrides: Partial<SiwxHandlerOptions> = {}) => {
  const clock = { now: Date.now() }
  const handler = createSiwxHandler({
    store,
    rpcUrls: { "eip155:31337": NO_CHAIN },
    domains: ["localhost"],
    allowLoopbackOrigins: true,
    now: () => clock.now,
    ...overrides
  })
  return { handler, clock }
}

/** A fresh nonce and the cookie it is bound to (`cookie` given: that caller's). */
export const issue = async (handler: SiwxHandler, cookie?: string) => {
  const response = await handler(new Request(`${BASE}/nonce`, cookie === undefined ? {} : { headers: { cookie } }))
  const { nonce } = (await response.json()) as { nonce: string }
  return { nonce, cookie: cookie ?? (response.headers.get("set-cookie") ?? "").split(";")[0]! }
}

export const messageFor = (
  nonce: string,
  at: number,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}
) =>
  createSiweMessage({
    address: account.address,
    chainId: 31337,
    domain: "localhost",
    uri: "http://localhost/",
    version: "1",
    nonce,
    issuedAt: new Date(at),
    expirationTime: new Date(at + DAY),
    ...overrides
  })

export interface VerifyOptions {
  readonly origin?: string
  readonly signer?: typeof account
  readonly signature?: string
}

export const verifyBody = async (message: string, options: VerifyOptions = {}) =>
  JSON.stringify({
    message,
    signature: options.signature ?? (await (options.signer ?? account).signMessage({ message }))
  })

/** POST /verify: its status, JSON reply and the cookie it sets (`name=value`; undefined when it sets none). */
export const verify = async (handler: SiwxHandler, message: string, cookie: string, options: VerifyOptions = {}) => {
  const response = await handler(
    new Request(`${BASE}/verify`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie,
        ...(options.origin === undefined ? {} : { origin: options.origin })
      },
      body: await verifyBody(message, options)
    })
  )
  const cookieSet = response.headers.get("set-cookie")?.split(";")[0]
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: cookieSet }
}
