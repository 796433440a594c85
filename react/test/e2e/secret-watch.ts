import type { Page, Request } from "playwright-core"
import { combine } from "shamir-secret-sharing"

/**
 * What the app's origin saw on one page: every request its own document made (URL, body), every
 * answer it read, every WebSocket frame. Requests the secure frame makes are the frame origin's,
 * not recorded.
 */
export const watchAppTraffic = (page: Page) => {
  const seen: Array<string> = []
  const reading: Array<Promise<void>> = []
  const appOrigin = () => new URL(page.url()).origin
  const fromApp = (request: Request) => {
    try {
      return new URL(request.frame().url()).origin === appOrigin()
    } catch {
      // A request of no frame (a service worker's): not the page's own.
      return false
    }
  }
  page.on("request", (request) => {
    if (fromApp(request)) seen.push(request.url(), request.postData() ?? "")
  })
  page.on("response", (response) => {
    if (!fromApp(response.request())) return
    reading.push(
      response.text().then(
        (text) => void seen.push(text),
        () => undefined
      )
    )
  })
  page.on("websocket", (socket) => {
    socket.on("framesent", (frame) => void seen.push(String(frame.payload)))
    socket.on("framereceived", (frame) => void seen.push(String(frame.payload)))
  })
  return {
    /** Everything recorded so far, once the answers being read are in. */
    text: async () => {
      await Promise.all(reading)
      return seen.join("\n")
    }
  }
}

/** The app origin's storage as a dump: its cookies, localStorage and IndexedDB. */
export const appOriginStorage = async (page: Page): Promise<string> => {
  const origin = new URL(page.url()).origin
  const state = await page.context().storageState({ indexedDB: true })
  return JSON.stringify({
    cookies: state.cookies.filter((cookie) => cookie.domain === new URL(origin).hostname),
    origins: state.origins.filter((entry) => entry.origin === origin),
    session: await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)))
  })
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex")
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64")

/**
 * The embedded wallet's secrets of the account signed in on `page`'s frame, as they could be
 * written anywhere: the frame's session token and device share (read from the frame origin's
 * storage), the auth and recovery shares (asked of the service with that session), and the keys
 * they rebuild (EVM key, Solana seed) in hex and base64.
 */
export const walletSecrets = async (
  page: Page,
  frameUrl: string,
  apiUrl: string
): Promise<ReadonlyArray<{ readonly name: string; readonly value: string }>> => {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(frameUrl))
  if (frame === undefined) throw new Error(`No frame of ${frameUrl} on the page`)
  const stored = await frame.evaluate(() => Object.entries(localStorage))
  const value = (prefix: string) => stored.find(([key]) => key.startsWith(prefix))?.[1]
  const session = value("gangway-frame:session")
  const deviceShare = value("gangway-frame:wallet:")
  if (session === undefined || deviceShare === undefined) throw new Error("The frame holds no session or wallet share")
  const { token } = JSON.parse(session) as { token: string }
  const ask = async (path: string) =>
    (await (await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
      string,
      unknown
    >
  const { authShare } = (await ask("/v1/session/wallet")).wallet as { authShare: string }
  const { recoveryShare } = (await ask("/v1/session/wallet/recovery")) as { recoveryShare: string }
  // Copied into this realm's Uint8Array: the library checks `instanceof` and the test's globals are jsdom's.
  const secret = await combine(
    [deviceShare, authShare].map((share) => new Uint8Array([...Buffer.from(share, "base64")]))
  )
  if (secret.length !== 64) throw new Error("The shares did not rebuild the 64-byte wallet secret")
  const keys = { "wallet secret": secret, "EVM key": secret.slice(0, 32), "Solana seed": secret.slice(32) }
  return [
    { name: "session token", value: token },
    { name: "device share", value: deviceShare },
    { name: "auth share", value: authShare },
    { name: "recovery share", value: recoveryShare },
    ...Object.entries(keys).flatMap(([name, key]) => [
      { name: `${name} (hex)`, value: hex(key) },
      { name: `${name} (base64)`, value: base64(key) }
    ])
  ]
}

/** The names of the secrets found in `text`, each once (an empty list when none is there). */
export const secretsIn = (
  text: string,
  secrets: ReadonlyArray<{ readonly name: string; readonly value: string }>
): ReadonlyArray<string> => {
  const lowered = text.toLowerCase()
  const found = secrets.filter(({ value }) => (/^[0-9a-f]+$/.test(value) ? lowered : text).includes(value))
  return [...new Set(found.map(({ name }) => name))]
}
