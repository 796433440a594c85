import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { ExitCode } from "../src/exit-codes.js"
import { toFailure } from "../src/failure.js"
import { readScript } from "../src/script/format.js"

const dir = mkdtempSync(join(tmpdir(), "gangway-script-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let written = 0
/** Writes `steps` as a script file in the temp dir (JSON, or YAML text as given) and returns its path. */
const scriptFile = (steps: ReadonlyArray<unknown> | string, extension: "json" | "yaml" = "json") => {
  const path = join(dir, `script-${++written}.${extension}`)
  writeFileSync(path, typeof steps === "string" ? steps : JSON.stringify({ steps }))
  return path
}

/** What reading the script reports: the failure `gangway run` would print (or undefined when it reads). */
const readFailure = (path: string) => {
  try {
    readScript(path, {})
    return undefined
  } catch (error) {
    const { tag, message, exitCode } = toFailure(error)
    return { tag, message, exitCode }
  }
}

const badInput = (message: string) => ({ tag: "InvalidInput", message, exitCode: ExitCode.badInput })

describe("script validation when the script is read", () => {
  it("historyContains: an unknown key (a typo) is rejected, naming the step and the key", () => {
    const path = scriptFile([
      { step: "connect", privateKey: "0x01" },
      { step: "history", expect: { historyContains: { hsh: "0xabc" } } }
    ])
    expect(readFailure(path)).toEqual(
      badInput("Invalid script: step 2 (history): historyContains has unknown key hsh; one of hash, symbol, amount, to")
    )
  })

  it("historyContains: values of the wrong type are rejected", () => {
    expect(readFailure(scriptFile([{ step: "history", expect: { historyContains: { amount: 2.5 } } }]))).toEqual(
      badInput("Invalid script: step 1 (history): historyContains.amount must be a string, got 2.5")
    )
    expect(readFailure(scriptFile([{ step: "history", expect: { historyContains: { hash: ["0xabc"] } } }]))).toEqual(
      badInput('Invalid script: step 1 (history): historyContains.hash must be a string, got ["0xabc"]')
    )
    expect(readFailure(scriptFile([{ step: "history", expect: { historyContains: "0xabc" } }]))).toEqual(
      badInput("Invalid script: step 1 (history): historyContains must be an object with hash, symbol, amount, to (any subset)")
    )
    expect(readFailure(scriptFile([{ step: "history", expect: { historyContains: { amount: "2,5" } } }]))).toEqual(
      badInput('Invalid script: step 1 (history): historyContains.amount "2,5" is not an amount: enter a number such as 1.5')
    )
  })

  it("limit must be a whole number, 1 or more", () => {
    for (const limit of [0, 1.5, -3, "5"]) {
      expect(readFailure(scriptFile([{ step: "history", limit }]))).toEqual(
        badInput(`Invalid script: step 1 (history): limit must be a whole number, 1 or more, got ${JSON.stringify(limit)}`)
      )
    }
    expect(readFailure(scriptFile([{ step: "history", limit: 1 }]))).toBeUndefined()
  })

  it("timeout must be above 0 (and accountIndex a whole number)", () => {
    for (const timeout of [0, -1]) {
      expect(readFailure(scriptFile([{ step: "connect", timeout }]))).toEqual(
        badInput(`Invalid script: step 1 (connect): timeout must be a number of seconds above 0, got ${timeout}`)
      )
    }
    expect(readFailure(scriptFile([{ step: "connect", timeout: 0.5 }]))).toBeUndefined()
    expect(readFailure(scriptFile([{ step: "connect", mnemonic: "m", accountIndex: 1.5 }]))).toEqual(
      badInput("Invalid script: step 1 (connect): accountIndex must be a whole number, 0 or more, got 1.5")
    )
    expect(readFailure(scriptFile([{ step: "connect", wallet: "metamask" }]))).toEqual(
      badInput('Invalid script: step 1 (connect): wallet must be one of walletconnect, injected-key, mnemonic, keypair, got "metamask"')
    )
  })

  it("balanceAtLeast must be a decimal amount", () => {
    expect(readFailure(scriptFile([{ step: "balance", expect: { balanceAtLeast: "lots" } }]))).toEqual(
      badInput('Invalid script: step 1 (balance): expect.balanceAtLeast "lots" is not an amount: enter a number such as 1.5')
    )
    expect(readFailure(scriptFile([{ step: "balance", expect: { balanceAtLeast: "-1" } }]))).toEqual(
      badInput('Invalid script: step 1 (balance): expect.balanceAtLeast "-1" is not an amount: the amount must not be negative')
    )
    expect(readFailure(scriptFile("steps:\n  - step: balance\n    expect:\n      balanceAtLeast: 1\n", "yaml"))).toEqual(
      badInput('Invalid script: step 1 (balance): expect.balanceAtLeast must be a decimal amount in quotes, e.g. "1.5", got 1')
    )
    expect(readFailure(scriptFile([{ step: "balance", expect: { balanceAtLeast: "0.000000000000000000001" } }]))).toBeUndefined()
  })

  it("unknown expectations name the ones the step has", () => {
    expect(readFailure(scriptFile([{ step: "balance", expect: { balanceAtleast: "1" } }]))).toEqual(
      badInput("Invalid script: step 1 (balance): unknown expectation balanceAtleast; one of balanceAtLeast")
    )
  })

  it("a connect step's Solana key is read and checked with the script: a bad file or key, or keys that do not go together", () => {
    const short = join(dir, "short-keypair.json")
    writeFileSync(short, JSON.stringify(new Array(32).fill(1)))
    expect(readFailure(scriptFile([{ step: "connect", keypair: short }]))).toEqual(
      badInput(
        `Invalid script: step 1 (connect): Invalid keypair: ${short} holds 32 numbers; a Solana keypair file holds a JSON array of 64 numbers from 0 to 255`
      )
    )
    expect(readFailure(scriptFile([{ step: "connect", secretKey: "0xabc" }]))).toEqual(
      badInput('Invalid script: step 1 (connect): Invalid secret key: secretKey is not base58: "0" is not a base58 character')
    )
    expect(readFailure(scriptFile([{ step: "connect", secretKey: "1".repeat(64), privateKey: "0x01" }]))).toEqual(
      badInput(
        "Invalid script: step 1 (connect): Give one key: an EVM key (privateKey, mnemonic) or a Solana keypair (keypair, secretKey), not both"
      )
    )
    expect(readFailure(scriptFile([{ step: "connect", wallet: "injected-key", keypair: short }]))).toEqual(
      badInput("Invalid script: step 1 (connect): keypair does not go with wallet injected-key")
    )
  })

  it("the example scripts still read", () => {
    const env = { GANGWAY_PRIVATE_KEY: "0x01", GANGWAY_RECEIVER: "0x02" }
    expect(readScript("docs/examples/cli-smoke.json", env).steps).toHaveLength(12)
    expect(readScript("docs/examples/cli-failing.yaml", env).steps).toHaveLength(3)
  })
})
