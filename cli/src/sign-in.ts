import { siwxServer, type SiwxSession } from "@gangway/core"
import { usageError } from "./failure.js"
import type { Settings } from "./settings.js"
import { readSiwxCookie, writeSiwxCookie } from "./siwx-cookie.js"
import { readWorldFile } from "./world-file.js"
import { accountToolsMessages } from "./commands/account-tools-messages.js"
import { ENGLISH, say, type Language } from "./i18n/language.js"

export interface SignInOptions {
  /** The sign-in server's base URL (flag, else env GANGWAY_SIWX_URL, else the running world's). */
  readonly url?: string | undefined
  /** The app's site: the message names it and the client checks it is for it (default localhost, which the reference server accepts from a terminal). */
  readonly domain?: string | undefined
}

/** The sign-in server to use, and the provider over it; bad input when none is known. */
export const signInProvider = (
  settings: Settings,
  env: Readonly<Record<string, string | undefined>>,
  options: SignInOptions
) => {
  const url = options.url?.trim() || env.GANGWAY_SIWX_URL?.trim() || readWorldFile(settings.stateDir)?.siwxUrl
  if (url === undefined || url === "") {
    throw usageError(
      "No sign-in server: pass --url, set GANGWAY_SIWX_URL, or start the local world (gangway dev) which runs one"
    )
  }
  try {
    if (!["http:", "https:"].includes(new URL(url).protocol)) throw new Error("not http")
  } catch {
    throw usageError(`Invalid --url: ${url} is not an http(s) URL`)
  }
  const domain = options.domain?.trim() || "localhost"
  // The CLI has no page: the app it signs in to is the domain's site, and the client checks each message against it.
  const appUrl = `${/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(domain) ? "http" : "https"}://${domain}`
  if (!URL.canParse(appUrl) || new URL(appUrl).host !== domain.toLowerCase())
    throw usageError(`Invalid --domain: ${domain} is not a host[:port]`)
  // The server's session cookie is kept in the state dir, so a later command is still signed in there.
  const provider = siwxServer({
    url,
    domain,
    uri: `${appUrl}/`,
    cookie: readSiwxCookie(settings.stateDir, url),
    onCookie: (cookie) => writeSiwxCookie(settings.stateDir, url, cookie)
  })
  return { url, appUrl, provider }
}

/** A signed-in session as the CLI prints it (JSON and text). */
export const signInJson = (session: SiwxSession, url: string) => ({
  signedIn: true,
  server: url,
  address: session.data.accountAddress,
  chainId: session.data.chainId,
  domain: session.data.domain ?? null,
  nonce: session.data.nonce ?? null,
  issuedAt: session.data.issuedAt ?? null,
  expirationTime: session.data.expirationTime ?? null,
  signature: session.signature,
  message: session.message
})

export const signInText = (session: SiwxSession, url: string, language: Language = ENGLISH) =>
  say(language, accountToolsMessages, "signedIn", {
    address: session.data.accountAddress,
    chainId: session.data.chainId,
    url
  }) +
  (session.data.expirationTime === undefined
    ? ""
    : ` ${say(language, accountToolsMessages, "signedInUntil", { until: session.data.expirationTime })}`)
