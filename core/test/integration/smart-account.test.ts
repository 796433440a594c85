/**
 * The embedded wallet's account types through the core, on the local world's ERC-4337 setup:
 * chain with the EntryPoint v0.7 and SimpleAccountFactory, the alto bundler, the auth site
 * whose frame (its own worker script, as the CLI runs it) offers a smart account there.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  deployAccountAbstraction,
  inboxClient,
  startAuthSite,
  startBundler,
  startChain,
  type AuthSite,
  type LocalBundler,
  type LocalChain
} from "@gangway/fixtures"
import { parseGwei } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createGangway, type GangwayClient } from "../../src/client.js"
import type { AuthFrameHostFactory } from "../../src/controllers/auth/auth-frame-loader.js"
import { localChain } from "../../src/domain/networks.js"
import { StorageKeys } from "../../src/domain/storage-keys.js"
import { workerFrameHost } from "../../src/node/auth-frame-worker.js"
import { memoryBackend, type StorageBackend } from "../../src/services/storage/storage.js"
import type { TokenBalance } from "../../src/domain/token-balance.js"
import { desktop } from "../controllers.js"
import { stateReaches } from "./auth-support.js"

const ETH: TokenBalance = { symbol: "ETH", name: "Ether", price: 3000, quantity: { decimals: "18", numeric: "0" } }

let chain: LocalChain
let bundler: LocalBundler
let site: AuthSite
const clients: Array<GangwayClient> = []
const devices = mkdtempSync(join(tmpdir(), "gangway-smart-devices-"))

beforeAll(async () => {
  chain = await startChain()
  await deployAccountAbstraction(chain.rpcUrl)
  bundler = await startBundler(chain.rpcUrl)
  site = await startAuthSite({
    rpcUrls: { "eip155:31337": chain.rpcUrl },
    bundlerUrls: { "eip155:31337": bundler.url }
  })
}, 120_000)
afterAll(async () => {
  await Promise.all(clients.map((client) => client.destroy()))
  await site?.stop()
  await bundler?.stop()
  await chain?.stop()
})

/** The frame's answer to `type` replaced by an ERROR (a frame that cannot answer it), every other message as is. */
const failing =
  (factory: AuthFrameHostFactory, type: string): AuthFrameHostFactory =>
  (frameUrl, query) => {
    const host = factory(frameUrl, query)
    const failed = new Set<string>()
    return {
      ...host,
      post: (message) => {
        const request = message as { id: string; type: string }
        if (request.type === type) failed.add(request.id)
        host.post(message)
      },
      listen: (onMessage) =>
        host.listen((data) => {
          const reply = data as { id?: string }
          onMessage(
            reply.id !== undefined && failed.has(reply.id)
              ? { id: reply.id, type: "ERROR", payload: { message: "Not supported by this frame" } }
              : data
          )
        })
    }
  }

const client = (
  device: string,
  options: { storage?: StorageBackend; failLookup?: string; events?: Array<string> } = {}
) => {
  const host = workerFrameHost({ storageDir: join(devices, device) })
  const made = createGangway({
    networks: [localChain(chain.rpcUrl)],
    projectId: "gangway-local",
    auth: { frameUrl: site.frameUrl },
    storage: options.storage ?? memoryBackend(),
    platform: desktop,
    features: { analytics: false },
    authFrameHost: options.failLookup === undefined ? host : failing(host, options.failLookup)
  })
  if (options.events !== undefined)
    made.onEvent((event) =>
      options.events!.push(`${event.event} ${JSON.stringify("properties" in event ? event.properties : {})}`)
    )
  clients.push(made)
  return made
}

const emailLogin = async (made: GangwayClient, email: string) => {
  const inbox = inboxClient(site.inboxUrl)
  await made.auth.connectEmail(email)
  await fetch((await inbox.latestApprovalUrl(email))!)
  await stateReaches(made, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
  await made.auth.submitOtp((await inbox.latestOtp(email))!)
}

describe("smart accounts of the embedded wallet (core, local ERC-4337)", () => {
  it("connects with the EOA and both accounts listed; switches to the smart account and back, each switch tracked and stored", async () => {
    const storage = memoryBackend()
    const events: Array<string> = []
    const made = client("sam", { storage, events })
    await emailLogin(made, "sam.core@example.com")
    const eoaAccount = made.getState().chains.chains.eip155!.account
    const eoa = eoaAccount.address!
    expect(eoaAccount.preferredAccountTypes.eip155).toBe("eoa")
    expect(eoaAccount.smartAccountDeployed).toBe(false)
    expect(eoaAccount.allAccounts.map((account) => account.type)).toEqual(["eoa", "smartAccount"])
    const smart = eoaAccount.allAccounts[1]!.address
    expect(smart).not.toBe(eoa)
    expect(made.getState().chains.chains.eip155!.smartAccountEnabledNetworks).toEqual([31337])
    expect(storage.getItem(StorageKeys.smartAccountEnabledNetworks)).toBe("31337")

    await made.auth.setPreferredAccountType("smartAccount")
    const smartAccount = made.getState().chains.chains.eip155!.account
    expect(smartAccount).toMatchObject({
      status: "connected",
      address: smart,
      preferredAccountTypes: { eip155: "smartAccount" }
    })
    expect(smartAccount.allAccounts).toEqual([
      { namespace: "eip155", address: eoa, type: "eoa" },
      { namespace: "eip155", address: smart, type: "smartAccount" }
    ])
    expect(made.getState().modal.loading).toBe(false)
    expect(JSON.parse(storage.getItem(StorageKeys.preferredAccountTypes)!)).toEqual({ eip155: "smartAccount" })
    // The wallet now answers as the smart account; the login was kept (no sign-out on the reconnect).
    expect(await made.request("eth_accounts")).toEqual([smart])
    expect(made.getState().auth.user?.email).toBe("sam.core@example.com")

    // SPEC §5: a smart account counts as having gas. This one holds no ETH, yet the send is not refused as
    // insufficient gas: it goes to the wallet, whose worker frame (no approval screen here) declines it.
    const failure = await made
      .send({ token: ETH, amount: "0.1", receiver: eoa, fees: { gasPrice: parseGwei("2") } })
      .catch((error: unknown) => error)
    expect(failure).not.toMatchObject({ _tag: "InsufficientGas" })
    expect(made.getState().send.failure).toBe("declined")

    await made.auth.setPreferredAccountType("eoa")
    expect(made.getState().chains.chains.eip155!.account).toMatchObject({
      address: eoa,
      preferredAccountTypes: { eip155: "eoa" }
    })
    // The EOA holds no ETH either: there the rule refuses the same send before asking the wallet.
    await expect(
      made.send({ token: ETH, amount: "0.1", receiver: smart, fees: { gasPrice: parseGwei("2") } })
    ).rejects.toMatchObject({ _tag: "InsufficientGas" })
    expect(events.filter((event) => event.startsWith("SET_PREFERRED_ACCOUNT_TYPE"))).toEqual([
      'SET_PREFERRED_ACCOUNT_TYPE {"accountType":"smartAccount","network":"eip155:31337"}',
      'SET_PREFERRED_ACCOUNT_TYPE {"accountType":"eoa","network":"eip155:31337"}'
    ])
  }, 60_000)

  it("a reload keeps the chosen smart account", async () => {
    const storage = memoryBackend()
    const first = client("ria", { storage })
    await emailLogin(first, "ria.core@example.com")
    await first.auth.setPreferredAccountType("smartAccount")
    const smart = first.getState().chains.chains.eip155!.account.address
    await first.destroy()

    const again = client("ria", { storage })
    await again.ready
    expect(again.getState().chains.chains.eip155!.account).toMatchObject({
      address: smart,
      preferredAccountTypes: { eip155: "smartAccount" }
    })
  }, 60_000)

  it("a failed smart-account network lookup and an unreadable stored preference fall back to an empty list and the EOA", async () => {
    const storage = memoryBackend()
    storage.setItem(StorageKeys.preferredAccountTypes, "{not json")
    storage.setItem(StorageKeys.smartAccountEnabledNetworks, "31337")
    const made = client("lee", { storage, failLookup: "GET_SMART_ACCOUNT_ENABLED_NETWORKS" })
    await emailLogin(made, "lee.core@example.com")
    const account = made.getState().chains.chains.eip155!.account
    expect(account.status).toBe("connected")
    expect(account.preferredAccountTypes.eip155).toBe("eoa")
    expect(account.address).toBe(account.allAccounts.find((item) => item.type === "eoa")?.address)
    expect(made.getState().chains.chains.eip155!.smartAccountEnabledNetworks).toEqual([])
    expect(storage.getItem(StorageKeys.smartAccountEnabledNetworks)).toBe("")
  }, 60_000)
})
