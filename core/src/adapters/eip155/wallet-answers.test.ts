// Issue 30 item 7: an EVM wallet's answers are decoded by method before anyone uses them
// (SPEC §5: a transaction hash is 0x + 64 hex, a signature 0x + at least 62 hex).
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import type { Eip1193Provider } from "../../connectors/provider.js"
import { walletConnectConnectorData } from "../../connectors/connector-data.js"
import { mainnet } from "../../domain/networks.js"
import { providerSession } from "./provider-session.js"
import { checkWalletAnswer } from "./wallet-answers.js"

const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

/** A wallet that answers every signing or sending method with `answer`, and counts what it was asked. */
const hostileWallet = (answer: unknown) => {
  const asked: Array<string> = []
  const provider: Eip1193Provider = {
    request: async ({ method }) => {
      asked.push(method)
      if (method === "eth_chainId") return "0x1"
      if (method === "eth_accounts") return [ACCOUNT]
      return answer
    }
  }
  return {
    asked,
    session: providerSession({ connector: walletConnectConnectorData, provider, accounts: [ACCOUNT], chainId: 1 })
  }
}

const failureOf = async (effect: Effect.Effect<unknown, unknown>) => {
  const exit = await Effect.runPromiseExit(effect)
  return Exit.isFailure(exit)
    ? exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error
    : `resolved ${JSON.stringify(Exit.isSuccess(exit) ? exit.value : undefined)}`
}

describe("an EVM wallet's answers", () => {
  const cases: ReadonlyArray<readonly [string, unknown]> = [
    ["personal_sign", 42],
    ["personal_sign", null],
    ["personal_sign", { signature: "0x" }],
    ["personal_sign", "0x1234"],
    ["eth_sendTransaction", "hello"],
    ["eth_sendTransaction", `0x${"ab".repeat(33)}`],
    ["eth_sendTransaction", 12],
    ["eth_signTypedData_v4", true],
    ["wallet_sendCalls", { id: 7 }]
  ]
  for (const [method, answer] of cases) {
    it(`${method} answered with ${JSON.stringify(answer)} is a WalletAnswerInvalid, never a result`, async () => {
      const { session } = hostileWallet(answer)
      expect(await failureOf(session.request(method, []))).toMatchObject({
        _tag: "WalletAnswerInvalid",
        method,
        message: `The wallet's answer to ${method} is not valid, so it was not used. Check the wallet before trying again.`
      })
    })
  }

  it("a send through viem (as the send flow makes it) rejects typed, and the wallet is asked once", async () => {
    const { session, asked } = hostileWallet("hello")
    if (session.signer.namespace !== "eip155") throw new Error("expected an eip155 signer")
    const wallet = session.signer.walletClient(mainnet)
    const error = await wallet.sendTransaction({ to: ACCOUNT, value: 1n } as never).catch((caught: unknown) => caught)
    const { toWalletError } = await import("./wallet-errors.js")
    expect(toWalletError("eth_sendTransaction", error)).toMatchObject({
      _tag: "WalletAnswerInvalid",
      method: "eth_sendTransaction"
    })
    expect(asked.filter((method) => method === "eth_sendTransaction")).toHaveLength(1)
  })

  it("valid answers pass unchanged", async () => {
    const hash = `0x${"ab".repeat(32)}`
    const signature = `0x${"cd".repeat(65)}`
    expect(await Effect.runPromise(hostileWallet(hash).session.request("eth_sendTransaction", []))).toBe(hash)
    expect(await Effect.runPromise(hostileWallet(signature).session.request("personal_sign", []))).toBe(signature)
    expect(checkWalletAnswer("wallet_sendCalls", { id: "0x01", capabilities: {} })).toBeUndefined()
    expect(checkWalletAnswer("eth_chainId", "0x7a69")).toBeUndefined()
    // Methods whose answers Gangway does not act on pass as given.
    expect(checkWalletAnswer("wallet_getCapabilities", 42)).toBeUndefined()
  })

  it("the reason says what was expected and sketches what came, never all of it", () => {
    expect(checkWalletAnswer("personal_sign", "x".repeat(100_000))?.reason).toBe(
      'expected a signature (0x and at least 62 hex digits), got "xxxxxxxxxxxxxxxxxxxxxxxx…" (100000 characters)'
    )
    expect(checkWalletAnswer("eth_requestAccounts", ["0xnot"])?.reason).toBe(
      "expected a list of 0x addresses, got an array of 1"
    )
  })
})
