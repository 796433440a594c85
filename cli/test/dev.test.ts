// `gangway dev` prints the options a dApp passes to createGangway to use the local world, and
// writes them beside the world file (issue 33, item 15). Run from the sources, as in a checkout.
import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { GangwayOptions, createGangway } from "@gangway/core"
import { Schema } from "effect"

const ROOT = fileURLToPath(new URL("../../", import.meta.url))
const MAIN = "const { main } = await import('./cli/src/main.ts'); process.exitCode = await main(process.argv.slice(1))"

describe("gangway dev", () => {
  it("prints the options for a dApp (--json: `options`), writes them to local-world-options.json, and a client made from them connects to that world", async () => {
    const base = mkdtempSync(join(tmpdir(), "gangway-dev-"))
    const stateDir = join(base, "state")
    const child = spawn(
      process.execPath,
      ["--conditions=@gangway/source", "--import", "tsx", "--input-type=module", "-e", MAIN, "dev", "--json"],
      {
        cwd: ROOT,
        env: { ...process.env, GANGWAY_STATE_DIR: stateDir, NO_COLOR: "1" },
        stdio: ["ignore", "pipe", "pipe"]
      }
    )
    try {
      let stdout = ""
      let stderr = ""
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
      const summary = await new Promise<Record<string, any>>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          stdout += chunk.toString()
          try {
            resolve(JSON.parse(stdout))
          } catch {
            // not the whole document yet
          }
        })
        child.once("exit", () => reject(new Error(`gangway dev exited early:\n${stdout}\n${stderr}`)))
      })
      const optionsPath = join(stateDir, "local-world-options.json")
      expect(summary.optionsPath).toBe(optionsPath)
      expect(JSON.parse(readFileSync(optionsPath, "utf8"))).toEqual(summary.options)
      const options = summary.options
      expect(options).toEqual({
        networks: [
          expect.objectContaining({
            caipNetworkId: "eip155:31337",
            rpcUrls: { default: { http: [summary.rpcUrl] } }
          }),
          expect.objectContaining({
            caipNetworkId: summary.solanaCaipNetworkId,
            rpcUrls: { default: { http: [summary.solanaRpcUrl], webSocket: [summary.solanaWsUrl] } }
          }),
          expect.objectContaining({ caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328" })
        ],
        projectId: "gangway-local",
        relayUrl: summary.relayUrl,
        apiUrls: {
          dataApi: summary.apiUrl,
          walletDirectory: summary.directoryUrl,
          analytics: summary.analyticsUrl
        },
        auth: { frameUrl: summary.auth.frameUrl }
      })
      // The options schema createGangway checks them with takes them as they are.
      const decoded = Schema.decodeUnknownSync(GangwayOptions)(options)
      expect(decoded.networks.map((network) => network.caipNetworkId)).toEqual(
        options.networks.map((network: { caipNetworkId: string }) => network.caipNetworkId)
      )

      // A client from the options alone (plus a test key and memory storage) connects, reads its tokens from the
      // world's data API, the wallets from its directory, and its Bitcoin ledger's tip answers.
      const dapp = createGangway({
        ...options,
        storage: "memory",
        localSigner: { privateKey: summary.accounts[1].privateKey }
      })
      try {
        await dapp.connect("local-signer")
        expect(dapp.getState().connection.status).toBe("connected")
        expect((await dapp.refreshBalances()).map((token) => token.symbol)).toContain("GWT")
        expect((await dapp.walletDirectory.connectWallets()).recommended.length).toBeGreaterThan(0)
      } finally {
        await dapp.destroy()
      }
      const esplora = options.networks[2].rpcUrls.default.http[0]
      expect(Number(await (await fetch(`${esplora}/blocks/tip/height`)).text())).toBeGreaterThan(0)

      child.kill("SIGINT")
      expect(await exited).toBe(0)
      expect(existsSync(optionsPath)).toBe(false)
      expect(existsSync(join(stateDir, "world.json"))).toBe(false)
    } finally {
      child.kill("SIGKILL")
      rmSync(base, { recursive: true, force: true })
    }
    // A bound for a busy machine only: the whole local world starts here.
  }, 240_000)
})
