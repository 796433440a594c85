import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { CliError } from "../failure.js"
import { loadFixtures, type Fixtures } from "../load-fixtures.js"
import { LOCAL_PROJECT_ID } from "../settings.js"
import { removeWorldFile, worldFileOf, writeWorldFile } from "../world-file.js"
import {
  describeLocalWorldOptions,
  localWorldOptions,
  removeLocalWorldOptions,
  writeLocalWorldOptions
} from "../local-world-options.js"

/**
 * The local world (chain with contracts, Solana runtime, data API with directory and
 * analytics, WalletConnect relay), as `npm start` runs it, until Ctrl-C or SIGTERM. Its URLs
 * go into the state dir, so other commands in other terminals find it.
 */
export const dev = async (ctx: CommandContext): Promise<void> => {
  let fixtures: Fixtures
  try {
    fixtures = await loadFixtures()
  } catch (error) {
    throw new CliError(
      "FixturesUnavailable",
      `gangway dev starts the local world, which comes with a checkout of the Gangway repository: run npx gangway dev there (${error instanceof Error ? error.message : String(error)})`,
      ExitCode.failed
    )
  }
  const world = await fixtures.startLocalWorld()
  const { chain, api, relay, solana } = world
  const stateDir = ctx.settings.stateDir
  writeWorldFile(stateDir, worldFileOf(world, process.pid))
  const options = localWorldOptions(world)
  const optionsPath = writeLocalWorldOptions(stateDir, options)

  const summary = {
    rpcUrl: chain.rpcUrl,
    chainId: 31337,
    apiUrl: api.url,
    directoryUrl: api.api.urls.directory,
    analyticsUrl: api.api.urls.analytics,
    relayUrl: relay.url,
    projectId: LOCAL_PROJECT_ID,
    walletScriptUrl: world.walletScriptUrl,
    contracts: chain.contracts,
    accounts: chain.accounts.map((account) => ({
      index: account.index,
      address: account.address,
      privateKey: account.privateKey
    })),
    solanaRpcUrl: solana.rpcUrl,
    solanaWsUrl: solana.wsUrl,
    solanaCaipNetworkId: solana.caipNetworkId,
    solanaMints: Object.fromEntries(Object.entries(solana.mints).map(([symbol, mint]) => [symbol, mint.address])),
    // Funded with SOL, GST and GUSD: `gangway connect --secret-key <secretKey>` (or GANGWAY_SOLANA_SECRET_KEY).
    solanaAccounts: solana.accounts.map((account) => ({
      index: account.index,
      address: account.address,
      secretKey: account.secretKeyBase58
    })),
    // The auth site: the secure frame an app embeds, the local inbox (codes, device links), the OIDC provider.
    auth: {
      frameUrl: world.auth.frameUrl,
      inboxUrl: world.auth.inboxUrl,
      oidcIssuerUrl: world.auth.oidcIssuerUrl,
      apiUrl: world.auth.apiUrl
    },
    // The reference sign-in server: `gangway sign-in` and `siwxServer({ url })` use it.
    siwxUrl: world.siwx.url,
    // The ERC-4337 bundler (alto) for the EntryPoint v0.7 on the local chain: the embedded wallet's smart accounts use it.
    bundlerUrl: world.bundler.url,
    // What a dApp passes to createGangway to use this world (also written to optionsPath).
    options,
    optionsPath,
    stateDir,
    startupMs: Math.round(world.startupMs)
  }
  ctx.output.result(
    summary,
    [
      ...fixtures.describeWorld(world),
      "",
      `  gangway commands with this state dir (${stateDir}) use this world without flags`,
      "",
      ...describeLocalWorldOptions(options, optionsPath, world.siwx.url),
      "",
      `ready in ${summary.startupMs} ms (anvil pid ${chain.pid}). Ctrl-C stops everything.`
    ].join("\n")
  )

  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      process.off("SIGINT", onInt)
      process.off("SIGTERM", onTerm)
      ctx.output.note(`\n${signal}: stopping…`)
      removeLocalWorldOptions(stateDir, process.pid)
      removeWorldFile(stateDir, process.pid)
      void world.stop().finally(resolve)
    }
    const onInt = () => stop("SIGINT")
    const onTerm = () => stop("SIGTERM")
    process.on("SIGINT", onInt)
    process.on("SIGTERM", onTerm)
  })
}
