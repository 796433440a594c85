/**
 * The fee a smart account's send shows is the fee it pays (issue 33 item 3): on the local
 * ERC-4337 world (EntryPoint v0.7, SimpleAccountFactory, the alto bundler), the review's fee is
 * the user operation's most — all its gas limits times its maxFeePerGas, the account's creation
 * included on its first send — and the balance then drops by no more than that beyond the amount.
 * The frame is the auth site's own frame code, run in this process with a host whose person
 * approves every request (the worker host the CLI uses has no approval screen).
 */
import {
  deployAccountAbstraction,
  inboxClient,
  startAuthSite,
  startBundler,
  startChain,
  startFrameCore,
  type AuthSite,
  type FrameConfig,
  type LocalBundler,
  type LocalChain
} from "@gangway/fixtures"
import { createPublicClient, createWalletClient, http, parseEther, parseGwei, type Address, type Hex } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createGangway, type GangwayClient } from "../../src/client.js"
import type { AuthFrameHostFactory } from "../../src/controllers/auth/auth-frame-loader.js"
import { localChain } from "../../src/domain/networks.js"
import type { TokenBalance } from "../../src/domain/token-balance.js"
import { memoryBackend } from "../../src/services/storage/storage.js"
import { desktop } from "../controllers.js"
import { stateReaches } from "./auth-support.js"

const ETH: TokenBalance = { symbol: "ETH", name: "Ether", price: 3000, quantity: { decimals: "18", numeric: "0" } }
/**
 * How far above the balance's drop the shown most may be. EntryPoint v0.7 takes the whole
 * prefund (every limit times maxFeePerGas) from an account with no deposit — the first send's
 * drop equals the most shown — and keeps the unused part as the account's deposit, which pays
 * first for the next operation: the second send's drop is a fraction of its most (4.5x here).
 */
const MOST_OVER_PAID = 6n

let chain: LocalChain
let bundler: LocalBundler
let site: AuthSite
const clients: Array<GangwayClient> = []

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

/** The site's frame code in this process, its storage in memory, every request approved as a person would in its screen. */
const approvingFrame: AuthFrameHostFactory = (frameUrl, query) => {
  const listeners = new Set<(data: unknown) => void>()
  const entries = new Map<string, string>()
  const emit = (message: object) => {
    for (const listener of listeners) listener(structuredClone(message))
  }
  const core = fetch(new URL("/frame-config.json", frameUrl))
    .then((response) => response.json() as Promise<Omit<FrameConfig, "projectId" | "appOrigin" | "chainId">>)
    .then(async (config) => {
      const frame = startFrameCore(
        { ...config, projectId: query.projectId, chainId: query.chainId, appOrigin: "http://localhost" },
        {
          post: emit,
          storage: {
            get: (key) => entries.get(key) ?? null,
            set: (key, value) => void entries.set(key, value),
            remove: (key) => void entries.delete(key)
          },
          approve: async () => true,
          log: () => undefined
        }
      )
      await frame.start()
      return frame
    })
  let closed = false
  return {
    post: (message) => void core.then((frame) => closed || frame.receive(structuredClone(message))),
    listen: (onMessage) => {
      listeners.add(onMessage)
      return () => void listeners.delete(onMessage)
    },
    dispose: () => {
      closed = true
      listeners.clear()
      void core.then((frame) => frame.close())
    }
  }
}

const smartAccountClient = async (email: string) => {
  const made = createGangway({
    networks: [localChain(chain.rpcUrl)],
    projectId: "gangway-local",
    auth: { frameUrl: site.frameUrl },
    storage: memoryBackend(),
    platform: desktop,
    features: { analytics: false },
    authFrameHost: approvingFrame
  })
  clients.push(made)
  const inbox = inboxClient(site.inboxUrl)
  await made.auth.connectEmail(email)
  await fetch((await inbox.latestApprovalUrl(email))!)
  await stateReaches(made, (state) => state.auth.step.kind === "email" && state.auth.step.action === "VERIFY_OTP")
  await made.auth.submitOtp((await inbox.latestOtp(email))!)
  await made.auth.setPreferredAccountType("smartAccount")
  return made
}

describe("a smart account's send: the fee shown is the fee paid", () => {
  it("first send (creates the account) and second: the review's fee is at least what the balance drops beyond the amount, at most 6 times it", async () => {
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const made = await smartAccountClient("fee.core@example.com")
    const smart = made.getState().chains.chains.eip155!.account.address as Address
    expect(made.getState().chains.chains.eip155!.account.preferredAccountTypes.eip155).toBe("smartAccount")
    const funder = createWalletClient({
      account: privateKeyToAccount(chain.accounts[8]!.privateKey as Hex),
      transport: http(chain.rpcUrl)
    })
    await reader.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: smart, value: parseEther("1"), chain: null })
    })
    expect(await reader.getCode({ address: smart })).toBeUndefined()

    const receiver = chain.accounts[5]!.address
    // The form's gas price is for an EOA's transaction; a smart account's operation is priced by its wallet.
    const order = { token: ETH, amount: "0.1", receiver, fees: { gasPrice: parseGwei("2") } }
    const sendAndMeasure = async () => {
      const preview = await made.previewSend(order)
      const before = await reader.getBalance({ address: smart })
      const sent = await made.send(order)
      expect(sent.status).toBe("success")
      const paid = before - (await reader.getBalance({ address: smart })) - parseEther("0.1")
      return { preview, paid }
    }

    const first = await sendAndMeasure()
    expect((await reader.getCode({ address: smart }))?.length).toBeGreaterThan(2)
    expect(first.paid).toBeGreaterThan(0n)
    expect(first.preview.gasCost).toBeGreaterThanOrEqual(first.paid)
    expect(first.preview.gasCost).toBeLessThanOrEqual(first.paid * MOST_OVER_PAID)
    expect(first.preview.gasCost).toBe(first.preview.gas * first.preview.gasPrice)
    expect(first.preview.userOperation).toEqual({ deploysAccount: true })

    const second = await sendAndMeasure()
    expect(second.preview.userOperation).toEqual({ deploysAccount: false })
    expect(second.paid).toBeGreaterThan(0n)
    expect(second.preview.gasCost).toBeGreaterThanOrEqual(second.paid)
    expect(second.preview.gasCost).toBeLessThanOrEqual(second.paid * MOST_OVER_PAID)
    // Creating the account is the first send's larger part: its most is above the second's.
    expect(first.preview.gas).toBeGreaterThan(second.preview.gas)
  }, 120_000)
})
