// `gangway sign-in` and the `signIn` script step, in process, against the local chain and the reference sign-in server.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startChain, startSiwxServer, type LocalChain, type SiwxServer } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { gangway } from "./in-process.js"

let chain: LocalChain
let server: SiwxServer
const dirs: Array<string> = []
beforeAll(async () => {
  chain = await startChain()
  server = await startSiwxServer({ rpcUrls: { "eip155:31337": chain.rpcUrl } })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  await chain?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const environment = (more: Record<string, string> = {}) => {
  const stateDir = mkdtempSync(join(tmpdir(), "gangway-sign-in-"))
  dirs.push(stateDir)
  return {
    GANGWAY_STATE_DIR: stateDir,
    GANGWAY_RPC_URL: chain.rpcUrl,
    GANGWAY_NETWORKS: "eip155:31337",
    GANGWAY_SIWX_URL: server.url,
    ...more
  }
}
const connected = async (index: number) => {
  const env = environment()
  const connect = await gangway(["connect", "--private-key", chain.accounts[index]!.privateKey, "--json"], env)
  expect(connect.code, connect.stderr).toBe(0)
  return env
}
const heldBy = (address: string) =>
  [...server.sessions.values()].flat().filter((session) => session.data.accountAddress === address)

describe("gangway sign-in", () => {
  it("signs the server's nonce with the connected key; the server verifies and keeps the session (--json)", async () => {
    const env = await connected(5)
    const run = await gangway(["sign-in", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    const address = chain.accounts[5]!.address
    expect(run.json()).toMatchObject({
      signedIn: true,
      server: server.url,
      address,
      chainId: "eip155:31337",
      domain: "localhost"
    })
    expect(run.json().message).toContain(`localhost wants you to sign in with your Ethereum account:\n${address}`)
    expect(heldBy(address).map((session) => session.signature)).toEqual([run.json().signature])
  })

  it("keeps the server's cookie in the state dir (0600): a later `sign-in --status` sees the session", async () => {
    const env = await connected(3)
    const before = await gangway(["sign-in", "--status", "--json"], env)
    expect(before.code, before.stderr).toBe(0)
    expect(before.json()).toEqual({ signedIn: false, server: server.url, sessions: [] })
    const run = await gangway(["sign-in", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    const file = join(env.GANGWAY_STATE_DIR, "siwx-cookies.json")
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(Object.keys(JSON.parse(readFileSync(file, "utf8")))).toEqual([server.url])
    const status = await gangway(["sign-in", "--status", "--json"], env)
    expect(status.code, status.stderr).toBe(0)
    expect(status.json()).toMatchObject({ signedIn: true, server: server.url })
    expect(status.json().sessions.map((session: { signature: string }) => session.signature)).toEqual([
      run.json().signature
    ])
    const text = await gangway(["sign-in", "--status"], env)
    expect(text.stdout).toContain(`Signed in ${chain.accounts[3]!.address} on eip155:31337 at ${server.url}`)
  })

  it("a message for another site is refused by the server: exit 1 with the reason", async () => {
    const env = await connected(6)
    const run = await gangway(["sign-in", "--domain", "elsewhere.example", "--json"], env)
    expect(run.code).toBe(1)
    expect(run.json().error).toMatchObject({
      tag: "SiwxDomainMismatch",
      message: "The sign-in message is for elsewhere.example, not this site. Sign in from this site's own page."
    })
  })

  it.each([
    ["a nonce of 3 characters", { nonce: "abc" }, "its one-time code is not 8 or more letters and digits"],
    [
      "an expiry already past",
      { nonce: "abcdefgh12345678", expirationTime: "2020-01-01T00:00:00.000Z" },
      "it has expired, or its expiry is malformed"
    ],
    [
      "a statement with a line break",
      { nonce: "abcdefgh12345678", statement: "Sign in\nURI: https://evil.example/" },
      "its statement is not a single line"
    ]
  ])(
    "a server answering %s: the CLI refuses before signing (exit 1, SiwxMessageRefused), nothing is sent to verify",
    async (_, answer, words) => {
      const paths: Array<string> = []
      const hostile = createServer((request, response) => {
        paths.push(request.url ?? "")
        response.writeHead(200, { "content-type": "application/json" })
        response.end(JSON.stringify(answer))
      })
      const url = await new Promise<string>((resolve) =>
        hostile.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(hostile.address() as AddressInfo).port}`))
      )
      try {
        const env = await connected(9)
        const run = await gangway(["sign-in", "--url", url, "--json"], env)
        expect(run.code).toBe(1)
        expect(run.json().error).toMatchObject({ tag: "SiwxMessageRefused" })
        expect(run.json().error.message).toBe(
          `The sign-in message was refused: ${words}. Nothing was signed in. Try again, and tell the site if it happens again.`
        )
        expect(paths).toContain("/nonce")
        expect(paths.filter((path) => path.startsWith("/verify"))).toEqual([])
      } finally {
        await new Promise((resolve) => hostile.close(resolve))
      }
    }
  )

  it("--domain is the app's site: the message names it and its root page, and the client lets it through to the server", async () => {
    const env = await connected(4)
    const run = await gangway(["sign-in", "--domain", "app.example:8443", "--json"], env)
    expect(run.json().error).toMatchObject({ tag: "SiwxDomainMismatch" })
    const bad = await gangway(["sign-in", "--domain", "not a host", "--json"], env)
    expect(bad.code).toBe(2)
    expect(bad.json().error.message).toBe("Invalid --domain: not a host is not a host[:port]")
  })

  it("without a connection it is 'No ActiveCaipAddress found'; without a server, bad input", async () => {
    const idle = await gangway(["sign-in", "--json"], environment())
    expect(idle.code).toBe(2)
    expect(idle.json().error.tag).toBe("NoActiveCaipAddress")
    const env = await connected(7)
    const { GANGWAY_SIWX_URL: _unused, ...withoutServer } = env
    const none = await gangway(["sign-in", "--json"], withoutServer)
    expect(none.code).toBe(2)
    expect(none.json().error.message).toContain("No sign-in server")
  })

  it("a script's signIn step signs in after its connect step", async () => {
    const env = environment({ GANGWAY_PRIVATE_KEY: chain.accounts[8]!.privateKey })
    const path = join(env.GANGWAY_STATE_DIR, "sign-in.json")
    writeFileSync(
      path,
      JSON.stringify({ steps: [{ step: "connect", privateKey: "${GANGWAY_PRIVATE_KEY}" }, { step: "signIn" }] })
    )
    const run = await gangway(["run", path, "--json"], env)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.json()).toMatchObject({ passed: 2, failed: 0 })
    expect(run.json().steps[1].detail).toContain(
      `Signed in ${chain.accounts[8]!.address} on eip155:31337 at ${server.url}`
    )
    expect(heldBy(chain.accounts[8]!.address)).toHaveLength(1)
  })
})
