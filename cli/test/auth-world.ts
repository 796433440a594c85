// The local chain and auth site (and, for smart accounts, the ERC-4337 contracts and the alto
// bundler) for the CLI's email-login tests, with a fresh state folder per environment.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  deployAccountAbstraction,
  startAuthSite,
  startBundler,
  startChain,
  type AuthSite,
  type LocalBundler,
  type LocalChain
} from "@gangway/fixtures"
import { afterAll, beforeAll } from "vitest"

export const setUpAuthWorld = (options: { readonly smartAccounts?: boolean } = {}) => {
  let chain: LocalChain
  let bundler: LocalBundler | undefined
  let site: AuthSite
  const dirs: Array<string> = []
  beforeAll(async () => {
    chain = await startChain()
    if (options.smartAccounts === true) {
      await deployAccountAbstraction(chain.rpcUrl)
      bundler = await startBundler(chain.rpcUrl)
    }
    site = await startAuthSite({
      rpcUrls: { "eip155:31337": chain.rpcUrl },
      ...(bundler === undefined ? {} : { bundlerUrls: { "eip155:31337": bundler.url } })
    })
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    await bundler?.stop()
    await chain?.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  return {
    chain: () => chain,
    site: () => site,
    /** The CLI's environment on this world, with a state folder of its own. */
    environment: () => {
      const stateDir = mkdtempSync(join(tmpdir(), "gangway-auth-"))
      dirs.push(stateDir)
      return {
        GANGWAY_STATE_DIR: stateDir,
        GANGWAY_RPC_URL: chain.rpcUrl,
        GANGWAY_NETWORKS: "eip155:31337",
        GANGWAY_PROJECT_ID: "gangway-local",
        GANGWAY_AUTH_FRAME_URL: site.frameUrl,
        GANGWAY_INBOX_URL: site.inboxUrl
      }
    }
  }
}
