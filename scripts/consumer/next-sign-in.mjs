// The Next app's sign-in half, as docs/sign-in.md ("On your backend") tells a dApp to write it:
// @gangway/siwx-server's handler mounted in route handlers (app/api/siwx/[endpoint]), a
// protected route (app/api/me) that reads the session from the request's cookie, and a page
// (app/sign-in) whose provider asks for the sign-in (`siwxServer({ url: "/api/siwx",
// required: true })`) and whose button asks the protected route who is signed in.
import { clientSource, providerSource } from "./page-source.mjs"

/** The chain the app accepts sign-ins on: the local world's, whose RPC checks contract accounts. */
const LOCAL_CHAIN = "eip155:31337"

/**
 * lib/siwx.ts: one handler and its store for the whole app (one `next start`: memoryStore). No
 * `origins`: the page is on the server's own site. (Under `next start` a route handler's
 * `request.url` names the host Next listens on, http://localhost:<port>, not the one the page was
 * loaded from; the handler takes its site from the Host header, so this passing shows it does.)
 */
const siwxSource = ({ rpcUrl }) => `import { createSiwxHandler, memoryStore } from "@gangway/siwx-server"

export const siwx = {
  store: memoryStore(),
  rpcUrls: { ${JSON.stringify(LOCAL_CHAIN)}: ${JSON.stringify(rpcUrl)} },
  statement: "Sign in to Gangway on Next.js"
}
export const handler = createSiwxHandler(siwx)
`

/** app/api/siwx/[endpoint]/route.ts: the endpoints siwxServer calls (nonce, verify, sessions, sign-out). */
const endpointsSource = () => `import { handler } from "@/lib/siwx"

export const GET = handler
export const POST = handler
export const PUT = handler
`

/** app/api/me/route.ts: the protected route; 401 without a signed-in session. */
const meSource = () => `import { getSignedInSession } from "@gangway/siwx-server"
import { siwx } from "@/lib/siwx"

export async function GET(request: Request) {
  const sessions = await getSignedInSession(request, siwx)
  if (sessions === undefined) return Response.json({ error: "sign in first" }, { status: 401 })
  return Response.json({ address: sessions[0]!.data.accountAddress, chainId: sessions[0]!.data.chainId })
}
`

/** app/sign-in/gangway-options.ts: the home page's options, and sign-in required against this app's routes. */
const signInOptionsSource = () => `import type { CreateGangwayOptions } from "@gangway/core"
import { siwxServer } from "@gangway/core/siwx"
import { gangwayOptions as homeOptions } from "../gangway-options"

export const gangwayOptions: CreateGangwayOptions = {
  ...homeOptions,
  siwx: siwxServer({ url: "/api/siwx", required: true })
}
`

/** app/sign-in/who-am-i.tsx: asks the protected route (same origin: the browser sends the cookie). */
const whoAmISource = () => `"use client"

import { useState } from "react"

type Me = { address?: string; chainId?: string; error?: string }

export function WhoAmI() {
  const [me, setMe] = useState<Me>({})
  const ask = async () => {
    const response = await fetch("/api/me", { cache: "no-store" })
    const answer = (await response.json()) as Me
    setMe(response.ok ? answer : { error: \`\${response.status}: \${answer.error}\` })
  }
  return (
    <section>
      <button type="button" onClick={() => void ask()}>
        Who am I?
      </button>
      <p>
        Signed in as <output data-testid="me-address">{me.address ?? ""}</output> on{" "}
        <output data-testid="me-chain">{me.chainId ?? ""}</output>
        <output data-testid="me-error">{me.error ?? ""}</output>
      </p>
    </section>
  )
}
`

/** app/sign-in/page.tsx: a server component, like the home page, with the sign-in provider around it. */
const signInPageSource = () => `import { ConnectButton } from "@gangway/react"
import { Providers } from "./providers"
import { WhoAmI } from "./who-am-i"

export default function SignInPage() {
  return (
    <Providers>
      <main>
        <h1>Sign in on Next.js</h1>
        <ConnectButton />
        <WhoAmI />
      </main>
    </Providers>
  )
}
`

/** The sign-in files by path in the app; `page.rpcUrl` is the chain the server checks signatures on. */
export const signInFiles = (page) => ({
  // An icon, so that Chromium does not ask for a /favicon.ico the app lacks (a console error).
  "app/icon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>\n',
  "lib/siwx.ts": siwxSource(page),
  "app/api/siwx/[endpoint]/route.ts": endpointsSource(),
  "app/api/me/route.ts": meSource(),
  "app/sign-in/page.tsx": signInPageSource(),
  "app/sign-in/who-am-i.tsx": whoAmISource(),
  "app/sign-in/providers.tsx": providerSource({ directive: true }),
  "app/sign-in/gangway-options.ts": signInOptionsSource(),
  "app/sign-in/gangway-client.ts": clientSource()
})
