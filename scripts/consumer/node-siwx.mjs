// The Node app's sign-in half: a dApp's backend on Node's own `http` with @gangway/siwx-server
// (its endpoints under /api/siwx through toNodeListener, a protected /api/me that reads the
// session with getSignedInSession), and a separate Node client that signs in to it with
// @gangway/core (the local signer, `siwxServer({ url, domain, uri, onCookie })` keeping the
// session cookie as the CLI does), then calls /api/me with that cookie. Both compile with the
// Node app's tsconfigs; the steps run them on the running Node.
import { spawn } from "node:child_process"
import { cleanEnv, run } from "./exec.mjs"

/** src/siwx-server.ts: listens on a free loopback port and prints `{ url }`. */
const serverSource = `import { createServer, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { createSiwxHandler, getSignedInSession, memoryStore, toNodeListener } from "@gangway/siwx-server"

const [rpcUrl] = process.argv.slice(2)
if (rpcUrl === undefined) {
  console.error("usage: node dist/siwx-server.js <rpc-url>")
  process.exit(2)
}

// The message's domain must be this server's host (the default \`domains\`): the client names it.
const siwx = {
  store: memoryStore(),
  rpcUrls: { "eip155:31337": rpcUrl },
  statement: "Sign in to the consumer test's Node server"
}
const endpoints = toNodeListener(createSiwxHandler(siwx))

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://server.invalid").pathname
  if (path.startsWith("/api/siwx/")) return endpoints(request, response)
  if (path !== "/api/me" || request.method !== "GET") return answer(response, 404, { error: "not found" })
  getSignedInSession(request, siwx).then(
    (sessions) => {
      const session = sessions?.[0]
      if (session === undefined) return answer(response, 401, { error: "sign in first" })
      answer(response, 200, { address: session.data.accountAddress, chainId: session.data.chainId })
    },
    (error: unknown) => {
      console.error(error)
      answer(response, 500, { error: "the session could not be read" })
    }
  )
})
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo
  console.log(JSON.stringify({ url: \`http://127.0.0.1:\${port}\` }))
})
process.on("SIGTERM", () => server.close())
`

/** src/sign-in.ts: connects the local signer, signs in to the server, asks /api/me with the cookie. */
const clientSource = `import { createGangway, localChain, siwxServer } from "@gangway/core"

const [serverUrl, rpcUrl, dataApi, privateKey] = process.argv.slice(2)
if (serverUrl === undefined || rpcUrl === undefined || dataApi === undefined || privateKey === undefined) {
  console.error("usage: node dist/sign-in.js <server-url> <rpc-url> <data-api-url> <private-key>")
  process.exit(2)
}

// The site signed in to is the server's: the message names its host and a page on it, and the
// client checks the message against the app's URL (metadata.url) before signing.
const site = new URL(serverUrl)
let cookie: string | undefined
const gangway = createGangway({
  networks: [localChain(rpcUrl)],
  projectId: "gangway-consumer-test",
  apiUrls: { dataApi },
  metadata: { name: "Gangway consumer test", url: site.origin },
  features: { analytics: false },
  storage: "memory",
  localSigner: { privateKey },
  siwx: siwxServer({
    url: \`\${site.origin}/api/siwx\`,
    domain: site.host,
    uri: \`\${site.origin}/\`,
    onCookie: (value) => {
      cookie = value
    }
  })
})
try {
  await gangway.connection.connect("local-signer")
  await gangway.siwx.signIn()
  // Read from the state: under moduleResolution "node" the promise's own type is unknown.
  const signedIn = gangway.getState().signIn.sessions[0]?.data.accountAddress
  if (cookie === undefined) throw new Error("the server set no session cookie")
  const response = await fetch(\`\${site.origin}/api/me\`, { headers: { cookie } })
  const me: unknown = await response.json()
  console.log(JSON.stringify({ signedIn, status: response.status, me }))
} finally {
  await gangway.destroy()
}
`

/** The sources by path in the Node app. */
export const siwxFiles = { "src/siwx-server.ts": serverSource, "src/sign-in.ts": clientSource }

/** Starts the compiled server; resolves once it printed its URL, with { url, stop }. */
const startServer = (appDir, rpcUrl) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["dist/siwx-server.js", rpcUrl], {
      cwd: appDir,
      env: cleanEnv(),
      stdio: ["ignore", "pipe", "pipe"]
    })
    let output = ""
    const exited = new Promise((done) => child.on("exit", done))
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
      await exited
    }
    const timer = setTimeout(() => {
      stop().then(() => reject(new Error(`the server printed no URL within 30 s\n${output}`)))
    }, 30_000)
    child.stderr.on("data", (chunk) => (output += chunk))
    child.stdout.on("data", (chunk) => {
      output += chunk
      const line = output.split("\n").find((text) => text.startsWith('{"url"'))
      if (line === undefined) return
      clearTimeout(timer)
      resolve({ url: JSON.parse(line).url, stop, output: () => output })
    })
    child.on("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`the server exited with ${code}\n${output}`))
    })
  })

/** `GET <url>/api/me` without a cookie must be refused with 401. */
export const refusedWithoutCookie = async (url) => {
  const response = await fetch(`${url}/api/me`, { signal: AbortSignal.timeout(30_000) })
  const body = await response.text()
  if (response.status !== 401) throw new Error(`/api/me without a cookie answered ${response.status}: ${body}`)
}

/** The sign-in steps, after the Node app compiled; `label` names the Node line they run on. */
export const siwxSteps = async ({ appDir, world, step, label }) => {
  const server = await step(`${label}: the Node http server mounts @gangway/siwx-server (toNodeListener)`, () =>
    startServer(appDir, world.rpcUrl)
  )
  try {
    await step(`${label}: a Node client signs in with @gangway/core, /api/me answers its address`, async () => {
      const output = await run(
        process.execPath,
        ["dist/sign-in.js", server.url, world.rpcUrl, world.apiUrl, world.privateKey],
        { cwd: appDir, timeoutMs: 60_000 }
      )
      const printed = JSON.parse(output.trim().split("\n").at(-1))
      const expected = world.address.toLowerCase()
      if (printed.signedIn?.toLowerCase() !== expected)
        throw new Error(`signed in ${printed.signedIn}, expected ${world.address}`)
      if (
        printed.status !== 200 ||
        printed.me?.address?.toLowerCase() !== expected ||
        printed.me?.chainId !== "eip155:31337"
      )
        throw new Error(
          `/api/me answered ${printed.status} ${JSON.stringify(printed.me)}, expected ${world.address} on eip155:31337`
        )
      return printed
    })
    await step(`${label}: /api/me without the cookie is 401`, () => refusedWithoutCookie(server.url))
  } finally {
    await server.stop()
  }
}
