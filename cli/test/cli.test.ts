import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  collectiblesAbi,
  createLocalSigner,
  createTestWallet,
  createWalletConnectWallet,
  gangwayTokenAbi,
  startLocalWorld,
  tetherTokenAbi,
  type LocalWorld,
  type WalletConnectWallet
} from "@gangway/fixtures"
import { address as solanaAddress, createSolanaRpc, generateKeyPairSigner } from "@solana/kit"
import { createPublicClient, http, parseEther, parseUnits, type Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCli, spawnCli } from "./run-cli.js"

let world: LocalWorld
const dirs: Array<string> = []
const wallets: Array<WalletConnectWallet> = []

beforeAll(async () => {
  world = await startLocalWorld()
}, 60_000)
afterAll(async () => {
  await Promise.all(wallets.map((wallet) => wallet.stop().catch(() => undefined)))
  await world?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh state dir and the local world's URLs, as a CI job passes them. */
const environment = (extra: Record<string, string> = {}) => {
  const stateDir = mkdtempSync(join(tmpdir(), "gangway-cli-"))
  dirs.push(stateDir)
  return {
    GANGWAY_STATE_DIR: stateDir,
    GANGWAY_RPC_URL: world.chain.rpcUrl,
    GANGWAY_API_URL: world.api.url,
    GANGWAY_RELAY_URL: world.relay.url,
    GANGWAY_SOLANA_RPC_URL: world.solana.rpcUrl,
    ...extra
  }
}

/** The state dir's files and their contents. */
const stateFiles = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")])
  )

const chain = () => createPublicClient({ transport: http(world.chain.rpcUrl) })
const account = (index: number) => world.chain.accounts[index]!

// Each test spawns the real, built bin: about half a second each.
describe("gangway with a local signer, against the local world", { timeout: 120_000 }, () => {
  const sender = () => account(1)
  const receiver = () => account(5).address
  let env: Record<string, string>

  beforeAll(() => {
    env = environment()
  })

  it("connects from --private-key and keeps the session for later commands", async () => {
    const connect = await runCli(["connect", "--private-key", sender().privateKey, "--json"], env)
    expect(connect.code, connect.stderr).toBe(0)
    expect(connect.json()).toMatchObject({
      connected: true,
      address: sender().address,
      caipAddress: `eip155:31337:${sender().address}`,
      network: { caipNetworkId: "eip155:31337" },
      connector: { id: "local-signer", name: "Local signer" }
    })
    const current = await runCli(["account", "--json"], env)
    expect(current.code).toBe(0)
    expect(current.json()).toMatchObject({ address: sender().address })
  })

  it("shows the balances: native from the chain, tokens from the data API", async () => {
    const run = await runCli(["balance", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    const symbols = run.json().balances.map((item: { symbol: string }) => item.symbol)
    expect(symbols).toEqual(["ETH", "GWT", "USDT"])
    const usdt = await runCli(["balance", "--token", "usdt", "--json"], env)
    expect(usdt.json().balances).toEqual([
      expect.objectContaining({ symbol: "USDT", address: world.chain.contracts.usdt, decimals: 6, quantity: "10000" })
    ])
  })

  it("sends native tokens: preview events, progress until mined, the hash", async () => {
    const before = await chain().getBalance({ address: receiver() })
    const run = await runCli(["send", "--to", receiver(), "--amount", "0.5", "--yes", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    const result = run.json()
    expect(result).toMatchObject({
      status: "success",
      amount: "0.5",
      token: { symbol: "ETH", address: null },
      to: receiver()
    })
    const events = run.stderr
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
    expect(events[0]).toMatchObject({ event: "send_preview", gasUnits: "21000", insufficientGas: false })
    expect(events.filter((e) => e.event === "send_phase").map((e) => e.phase)).toEqual([
      "preparing",
      "signing",
      "pending",
      "confirmed"
    ])
    const receipt = await chain().getTransactionReceipt({ hash: result.hash })
    expect(receipt.status).toBe("success")
    expect(await chain().getBalance({ address: receiver() })).toBe(before + parseEther("0.5"))
    nativeHash = result.hash
  })

  let nativeHash: string
  let erc20Hash: string

  it("sends an ERC20 (USDT's transfer without return value) by symbol", async () => {
    const read = () =>
      chain().readContract({
        address: world.chain.contracts.usdt as Address,
        abi: tetherTokenAbi,
        functionName: "balanceOf",
        args: [receiver()]
      })
    const before = await read()
    const run = await runCli(
      ["send", "--to", receiver(), "--amount", "12.5", "--token", "USDT", "--yes", "--json"],
      env
    )
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toMatchObject({
      status: "success",
      token: { symbol: "USDT", address: world.chain.contracts.usdt }
    })
    expect(await read()).toBe(before + parseUnits("12.5", 6))
    erc20Hash = run.json().hash
  })

  it("history shows both sends, grouped by year and month", async () => {
    const run = await runCli(["history", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    const { groups } = run.json()
    const now = new Date()
    expect(groups[0]).toMatchObject({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 })
    const rows = groups.flatMap((group: { transactions: Array<unknown> }) => group.transactions)
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          hash: nativeHash,
          operationType: "send",
          transfers: [expect.objectContaining({ symbol: "ETH", quantity: "0.5" })]
        }),
        expect.objectContaining({
          hash: erc20Hash,
          transfers: [expect.objectContaining({ symbol: "USDT", quantity: "12.5" })]
        })
      ])
    )
    const text = await runCli(["history"], env)
    expect(text.stdout).toContain(`Sent 12.5 USDT to ${receiver().slice(0, 6)}`)
  })

  it("nfts lists the Harbor Pass the account holds, not the spam airdrop", async () => {
    const minter = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: account(7).privateKey })
    for (const collection of [world.chain.contracts.collectibles, world.chain.contracts.spamCollectibles]) {
      const hash = await minter.walletClient.writeContract({
        address: collection,
        abi: collectiblesAbi,
        functionName: "mint",
        args: [sender().address]
      })
      await minter.publicClient.waitForTransactionReceipt({ hash })
    }
    const run = await runCli(["nfts", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toMatchObject({
      address: sender().address,
      nfts: [
        {
          contract: world.chain.contracts.collectibles,
          tokenId: "1",
          name: "Harbor Pass #1",
          imageUrl: expect.stringContaining("/image.svg")
        }
      ]
    })
    const text = await runCli(["nfts"], env)
    expect(text.stdout).toContain("Harbor Pass #1")
    expect(text.stdout).not.toContain("Claim Free ETH")
  })

  it("bad input exits 2 with the rule's message and changes nothing", async () => {
    const nonce = await chain().getTransactionCount({ address: sender().address })
    const cases: Array<[ReadonlyArray<string>, string, string]> = [
      [
        ["send", "--to", "0x1234", "--amount", "1", "--yes"],
        "InvalidInput",
        "Invalid address: expected an EVM address (40 hex digits, optional 0x)"
      ],
      [
        ["send", "--to", receiver(), "--amount", "-1", "--yes"],
        "InvalidInput",
        "Invalid amount: the amount must not be negative"
      ],
      [
        ["send", "--to", receiver(), "--amount", "1", "--token", "DOGE", "--yes"],
        "InvalidInput",
        "Invalid token: unknown token DOGE on Gangway Local (eip155:31337)"
      ],
      [["send", "--to", receiver(), "--amount", "1"], "ConfirmationRequired", "Sending needs confirmation: pass --yes"],
      [["switch", "eip155:999"], "MissingNetwork", "Unknown network: eip155:999"],
      [
        ["balance", "--token", "DOGE"],
        "InvalidInput",
        "Invalid token: unknown token DOGE on Gangway Local (eip155:31337)"
      ],
      // The data API answers 400 to a cursor it cannot read: bad input, not a failure.
      [
        ["history", "--cursor", "garbage"],
        "InvalidInput",
        "Invalid cursor: garbage is not a `next` cursor the data API knows"
      ],
      [
        ["history", "--cursor", " "],
        "InvalidInput",
        "Invalid cursor: the cursor is empty; pass the `next` of an earlier page"
      ]
    ]
    for (const [args, tag, message] of cases) {
      const run = await runCli([...args, "--json"], env)
      const { error } = run.json()
      expect({ args, code: run.code, out: { tag: error.tag, message: error.message } }).toEqual({
        args,
        code: 2,
        out: { tag, message }
      })
    }
    const missing = await runCli(["balance", "--json"], environment())
    expect(missing.code).toBe(2)
    expect(missing.json()).toMatchObject({
      error: { tag: "NoActiveCaipAddress", message: "No ActiveCaipAddress found" }
    })
    const human = await runCli(["send", "--to", "0x1234", "--amount", "1", "--yes"], env)
    expect(human.code).toBe(2)
    expect(human.stderr).toContain("Error: Invalid address: expected an EVM address (40 hex digits, optional 0x)")
    expect(await chain().getTransactionCount({ address: sender().address })).toBe(nonce)
    // The session is still there and still on the local chain.
    expect((await runCli(["account", "--json"], env)).json()).toMatchObject({
      network: { caipNetworkId: "eip155:31337" }
    })
  }, 120_000)

  it("networks, switch and disconnect", async () => {
    const list = await runCli(["networks", "--json"], env)
    expect(list.json()).toMatchObject({ active: "eip155:31337" })
    // The local Solana cluster is offered last, inactive until chosen.
    expect(list.json().networks.map((n: { caipNetworkId: string }) => n.caipNetworkId)).toEqual([
      "eip155:31337",
      "eip155:1",
      "eip155:42161",
      world.solana.caipNetworkId
    ])
    expect((await runCli(["switch", "mainnet", "--json"], env)).json()).toMatchObject({
      network: { caipNetworkId: "eip155:1" }
    })
    expect((await runCli(["networks", "--json"], env)).json()).toMatchObject({ active: "eip155:1" })
    // The local Solana cluster: no Solana account in this EVM session.
    expect((await runCli(["switch", "solana-local", "--json"], env)).json()).toEqual({
      network: { caipNetworkId: world.solana.caipNetworkId, name: "Solana Local" },
      address: null
    })
    expect((await runCli(["switch", "31337"], env)).code).toBe(0)
    const gone = await runCli(["disconnect", "--json"], env)
    expect(gone.json()).toEqual({ disconnected: true, address: sender().address })
    expect((await runCli(["account", "--json"], env)).code).toBe(2)
  }, 60_000)

  it("disconnect without a session exits 2 and changes nothing", async () => {
    // `env`'s session ended in the test before: storage.json is there, the key is not.
    const before = stateFiles(env.GANGWAY_STATE_DIR!)
    expect(Object.keys(before)).not.toContain("local-signer.json")
    const again = await runCli(["disconnect", "--json"], env)
    expect(again.code).toBe(2)
    expect(again.json()).toMatchObject({ error: { tag: "NoActiveCaipAddress", message: "No ActiveCaipAddress found" } })
    expect(stateFiles(env.GANGWAY_STATE_DIR!)).toEqual(before)
    const fresh = environment()
    expect((await runCli(["disconnect", "--json"], fresh)).code).toBe(2)
    expect(stateFiles(fresh.GANGWAY_STATE_DIR)).toEqual({})
  })

  it("disconnect without a session but with a kept key forgets the key: exit 0", async () => {
    const orphan = environment()
    expect((await runCli(["connect", "--private-key", account(8).privateKey, "--json"], orphan)).code).toBe(0)
    // The session is lost (storage.json gone); the key file stays behind.
    rmSync(join(orphan.GANGWAY_STATE_DIR, "storage.json"))
    expect(Object.keys(stateFiles(orphan.GANGWAY_STATE_DIR))).toEqual(["local-signer.json"])
    const run = await runCli(["disconnect", "--json"], orphan)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toEqual({ disconnected: false, address: null, forgotKey: true })
    expect(existsSync(join(orphan.GANGWAY_STATE_DIR, "local-signer.json"))).toBe(false)
    // Now there is nothing left to do: exit 2, nothing changed.
    const before = stateFiles(orphan.GANGWAY_STATE_DIR)
    expect((await runCli(["disconnect", "--json"], orphan)).code).toBe(2)
    expect(stateFiles(orphan.GANGWAY_STATE_DIR)).toEqual(before)
  }, 60_000)
})

/** The local Solana cluster, read directly (not through the CLI or the core). */
const solanaRpc = () => createSolanaRpc(world.solana.rpcUrl)
const lamportsOf = async (owner: string) => (await solanaRpc().getBalance(solanaAddress(owner)).send()).value
/** The owner's units of `mint` (0 without a token account). */
const splUnitsOf = async (owner: string, mint: string) => {
  const { value } = await solanaRpc()
    .getTokenAccountsByOwner(solanaAddress(owner), { mint: solanaAddress(mint) }, { encoding: "base64" })
    .send()
  if (value[0] === undefined) return 0n
  return BigInt((await solanaRpc().getTokenAccountBalance(value[0].pubkey).send()).value.amount)
}
const solanaAccount = (index: number) => world.solana.accounts[index]!

// Each test spawns the real, built bin: about half a second each.
describe("gangway on Solana, against the local Solana runtime", { timeout: 120_000 }, () => {
  let env: Record<string, string>
  const sender = () => solanaAccount(1)
  let receiver: string
  let solHash: string
  let gusdHash: string

  beforeAll(async () => {
    env = environment()
    receiver = (await generateKeyPairSigner()).address
  })

  it("connects from a Solana CLI keypair file (--keypair) and keeps the key 0600 for later commands; --secret-key too", async () => {
    const file = join(env.GANGWAY_STATE_DIR!, "id.json")
    writeFileSync(file, JSON.stringify([...sender().secretKey]))
    const connect = await runCli(["connect", "--keypair", file, "--json"], env)
    expect(connect.code, connect.stderr).toBe(0)
    expect(connect.json()).toEqual({
      connected: true,
      address: sender().address,
      caipAddress: `${world.solana.caipNetworkId}:${sender().address}`,
      network: { caipNetworkId: world.solana.caipNetworkId, name: "Solana Local" },
      connector: { id: "local-signer", name: "Local signer" },
      accountType: "eoa"
    })
    // Later commands (balance, send, history below) reconnect from it.
    expect(statSync(join(env.GANGWAY_STATE_DIR!, "local-signer.json")).mode & 0o777).toBe(0o600)

    const other = solanaAccount(2)
    const bySecret = await runCli(["connect", "--secret-key", other.secretKeyBase58, "--json"], environment())
    expect(bySecret.code, bySecret.stderr).toBe(0)
    expect(bySecret.json()).toMatchObject({
      address: other.address,
      network: { caipNetworkId: world.solana.caipNetworkId }
    })
  })

  it("balance --json lists SOL from the cluster, GST and GUSD from the data API", async () => {
    const run = await runCli(["balance", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toMatchObject({
      address: sender().address,
      network: { caipNetworkId: world.solana.caipNetworkId }
    })
    expect(run.json().balances).toEqual([
      expect.objectContaining({ symbol: "SOL", address: null, decimals: 9 }),
      expect.objectContaining({ symbol: "GST", address: world.solana.mints.GST.address, decimals: 9 }),
      expect.objectContaining({
        symbol: "GUSD",
        address: world.solana.mints.GUSD.address,
        decimals: 6,
        quantity: "10000"
      })
    ])
  })

  it("sends SOL, then GUSD to the same fresh address: its token account is created, the rent shown; both land", async () => {
    const sol = await runCli(["send", "--to", receiver, "--amount", "0.5", "--yes", "--json"], env)
    expect(sol.code, sol.stderr).toBe(0)
    expect(sol.json()).toMatchObject({
      status: "success",
      to: receiver,
      amount: "0.5",
      token: { symbol: "SOL", address: null },
      fee: { gas: "1", symbol: "SOL" },
      createsReceiverAccount: null
    })
    expect(sol.json().fee).not.toHaveProperty("gasPriceGwei")
    expect(await lamportsOf(receiver)).toBe(500_000_000n)
    solHash = sol.json().hash

    const gusd = await runCli(["send", "--to", receiver, "--amount", "12.5", "--token", "GUSD", "--yes", "--json"], env)
    expect(gusd.code, gusd.stderr).toBe(0)
    const result = gusd.json()
    expect(result).toMatchObject({
      status: "success",
      token: { symbol: "GUSD", address: world.solana.mints.GUSD.address }
    })
    expect(Number(result.createsReceiverAccount.rent)).toBeGreaterThan(0)
    // The fee, in SOL, includes the rent of the account the send creates.
    expect(Number(result.fee.estimate)).toBeGreaterThan(Number(result.createsReceiverAccount.rent))
    const preview = JSON.parse(gusd.stderr.split("\n")[0]!)
    expect(preview).toMatchObject({
      event: "send_preview",
      namespace: "solana",
      feeSymbol: "SOL",
      receiverAccountRent: result.createsReceiverAccount.rent
    })
    expect(await splUnitsOf(receiver, world.solana.mints.GUSD.address)).toBe(12_500_000n)
    gusdHash = result.hash
  })

  it("a bad keypair file exits 2 with what is wrong in it, and nothing changes", async () => {
    const file = join(env.GANGWAY_STATE_DIR!, "short.json")
    writeFileSync(file, JSON.stringify([...sender().secretKey].slice(0, 63)))
    const before = stateFiles(env.GANGWAY_STATE_DIR!)
    const run = await runCli(["connect", "--keypair", file, "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json()).toEqual({
      error: {
        tag: "InvalidInput",
        message: `Invalid keypair: ${file} holds 63 numbers; a Solana keypair file holds a JSON array of 64 numbers from 0 to 255`
      }
    })
    expect(stateFiles(env.GANGWAY_STATE_DIR!)).toEqual(before)
    // The session stays: the history test after this one reads it.
  })

  it("history --json lists both sends", async () => {
    const run = await runCli(["history", "--json"], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toMatchObject({
      address: sender().address,
      network: { caipNetworkId: world.solana.caipNetworkId }
    })
    const rows = run.json().groups.flatMap((group: { transactions: Array<unknown> }) => group.transactions)
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          hash: solHash,
          operationType: "send",
          sentTo: receiver,
          transfers: [expect.objectContaining({ symbol: "SOL", quantity: "0.5" })]
        }),
        expect.objectContaining({
          hash: gusdHash,
          transfers: [expect.objectContaining({ symbol: "GUSD", quantity: "12.5" })]
        })
      ])
    )
  })

  it("a run script connects with a keypair file, sends SOL, finds it in history and signs a message", async () => {
    const script = environment({ GANGWAY_RECEIVER: receiver })
    const keypair = join(script.GANGWAY_STATE_DIR, "id.json")
    writeFileSync(keypair, JSON.stringify([...solanaAccount(3).secretKey]))
    const path = join(script.GANGWAY_STATE_DIR, "solana.yaml")
    writeFileSync(
      path,
      [
        "steps:",
        `  - { step: connect, keypair: ${JSON.stringify(keypair)}, network: solana-local }`,
        '  - { step: send, to: "${GANGWAY_RECEIVER}", amount: "0.01" }',
        '  - { step: history, expect: { historyContains: { hash: $lastSend, symbol: SOL, amount: "0.01" } } }',
        "  - { step: sign, message: gangway on solana }"
      ].join("\n")
    )
    const run = await runCli(["run", path, "--json"], script)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    expect(run.json()).toMatchObject({ passed: 4, failed: 0, notRun: 0 })
    expect(run.json().steps[0].detail).toBe(`${solanaAccount(3).address} on ${world.solana.caipNetworkId}`)
    expect(await lamportsOf(receiver)).toBe(510_000_000n)
  })
})

// Each test spawns the real, built bin: about half a second each.
describe("gangway run", { timeout: 120_000 }, () => {
  it("runs docs/examples/cli-smoke.json with every step passing", async () => {
    const env = environment({ GANGWAY_PRIVATE_KEY: account(2).privateKey, GANGWAY_RECEIVER: account(6).address })
    const run = await runCli(["run", "docs/examples/cli-smoke.json"], env)
    expect(run.code, run.stdout + run.stderr).toBe(0)
    const lines = run.stdout.trim().split("\n")
    expect(lines.filter((line) => line.startsWith("✔ PASS"))).toHaveLength(12)
    expect(lines.at(-1)).toBe("12 passed, 0 failed")
    const token = await chain().readContract({
      address: world.chain.contracts.gwt as Address,
      abi: gangwayTokenAbi,
      functionName: "balanceOf",
      args: [account(6).address]
    })
    expect(token).toBe(parseUnits("10002.5", 18))
  }, 120_000)

  it("a failing expectation stops the script and exits 1", async () => {
    const env = environment({ GANGWAY_PRIVATE_KEY: account(3).privateKey })
    const run = await runCli(["run", "docs/examples/cli-failing.yaml", "--json"], env)
    expect(run.code).toBe(1)
    const result = run.json()
    expect(result).toMatchObject({ passed: 1, failed: 1, notRun: 1 })
    expect(result.steps[1]).toMatchObject({
      step: "balance",
      ok: false,
      detail: expect.stringContaining("expected at least 1000000 ETH")
    })
  }, 60_000)

  it("a malformed script is bad input", async () => {
    const run = await runCli(["run", "cli/test/no-such-script.json", "--json"], environment())
    expect(run.code).toBe(2)
    expect(run.json().error.tag).toBe("InvalidInput")
  })

  it("a script with a typo in historyContains is bad input before any step runs", async () => {
    const env = environment({ GANGWAY_PRIVATE_KEY: account(3).privateKey })
    const path = join(env.GANGWAY_STATE_DIR, "typo.json")
    writeFileSync(
      path,
      JSON.stringify({
        steps: [
          { step: "connect", privateKey: "${GANGWAY_PRIVATE_KEY}" },
          { step: "history", expect: { historyContains: { hsh: "0x1" } } }
        ]
      })
    )
    const run = await runCli(["run", path, "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json()).toEqual({
      error: {
        tag: "InvalidInput",
        message:
          "Invalid script: step 2 (history): historyContains has unknown key hsh; one of hash, symbol, amount, to"
      }
    })
    // The connect step did not run.
    expect(Object.keys(stateFiles(env.GANGWAY_STATE_DIR))).toEqual(["typo.json"])
  })
})

// Each test spawns the real, built bin: about half a second each.
describe("gangway connect over WalletConnect", { timeout: 120_000 }, () => {
  it("the test wallet pairs from the URI the CLI prints, through the loopback relay; the session persists", async () => {
    const env = environment()
    const testWallet = createTestWallet({ rpcUrl: world.chain.rpcUrl, accountIndex: 4 })
    const wallet = await createWalletConnectWallet({
      relayUrl: world.relay.url,
      request: testWallet.request,
      accounts: [testWallet.address],
      chains: ["eip155:31337"],
      events: testWallet
    })
    wallets.push(wallet)
    const cli = spawnCli(["connect", "--wallet", "walletconnect", "--json"], env)
    const line = await cli.stderrLine((text) => text.includes('"walletconnect_uri"'))
    const event = JSON.parse(line)
    expect(event.uri).toMatch(/^wc:/)
    expect(Date.parse(event.expiresAt) - Date.now()).toBeGreaterThan(3 * 60_000)
    await wallet.pair({ uri: event.uri })
    const run = await cli.done
    expect(run.code, run.stderr).toBe(0)
    expect(run.json()).toMatchObject({
      connected: true,
      address: testWallet.address,
      connector: { id: "walletConnect" }
    })

    const later = await runCli(["account", "--json"], env)
    expect(later.code, later.stderr).toBe(0)
    expect(later.json()).toMatchObject({ address: testWallet.address, connector: { id: "walletConnect" } })
  }, 90_000)

  it("without a wallet, gives up after --timeout with exit 1", async () => {
    const run = await runCli(["connect", "--wallet", "walletconnect", "--timeout", "1", "--json"], environment())
    expect(run.code).toBe(1)
    expect(run.json()).toEqual({ error: { tag: "ConnectTimeout", message: "No wallet connected within 1 seconds" } })
  }, 60_000)
})

// Each test spawns the real, built bin: about half a second each.
describe("gangway --help", { timeout: 120_000 }, () => {
  it("every command has help with examples", async () => {
    for (const command of [
      "connect",
      "account",
      "balance",
      "networks",
      "switch",
      "disconnect",
      "send",
      "history",
      "nfts",
      "run",
      "dev"
    ]) {
      const run = await runCli([command, "--help"], {})
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`Usage: gangway ${command}`)
      expect(run.stdout).toContain("Examples:")
    }
  }, 60_000)
})
