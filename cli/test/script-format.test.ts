import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { ExitCode } from "../src/exit-codes.js"
import { toFailure } from "../src/failure.js"
import { MAX_SCRIPT_BYTES, MAX_SCRIPT_DEPTH, readScript } from "../src/script/format.js"

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
      badInput(
        "Invalid script: step 1 (history): historyContains must be an object with hash, symbol, amount, to (any subset)"
      )
    )
    expect(readFailure(scriptFile([{ step: "history", expect: { historyContains: { amount: "2,5" } } }]))).toEqual(
      badInput(
        'Invalid script: step 1 (history): historyContains.amount "2,5" is not an amount: enter a number such as 1.5'
      )
    )
  })

  it("limit must be a whole number, 1 or more", () => {
    for (const limit of [0, 1.5, -3, "5"]) {
      expect(readFailure(scriptFile([{ step: "history", limit }]))).toEqual(
        badInput(
          `Invalid script: step 1 (history): limit must be a whole number, 1 or more, got ${JSON.stringify(limit)}`
        )
      )
    }
    expect(readFailure(scriptFile([{ step: "history", limit: 1 }]))).toBeUndefined()
  })

  it("timeout must be above 0 (and accountIndex a whole number)", () => {
    // Above 0, and a timer Node can set (beyond 2^31 − 1 ms one fires at once).
    for (const timeout of [0, -1, 1e-7, 3_000_000]) {
      expect(readFailure(scriptFile([{ step: "connect", timeout }]))).toEqual(
        badInput(
          `Invalid script: step 1 (connect): timeout must be a number of seconds from 0.001 to 2147483, got ${timeout}`
        )
      )
    }
    expect(readFailure(scriptFile([{ step: "connect", timeout: 0.5 }]))).toBeUndefined()
    expect(readFailure(scriptFile([{ step: "connect", mnemonic: "m", accountIndex: 1.5 }]))).toEqual(
      badInput(
        "Invalid script: step 1 (connect): accountIndex must be a whole number from 0 to 2147483647 (a BIP-32 non-hardened index), got 1.5"
      )
    )
    expect(readFailure(scriptFile([{ step: "connect", wallet: "metamask" }]))).toEqual(
      badInput(
        'Invalid script: step 1 (connect): wallet must be one of walletconnect, injected-key, mnemonic, keypair, got "metamask"'
      )
    )
  })

  it("balanceAtLeast must be a decimal amount", () => {
    expect(readFailure(scriptFile([{ step: "balance", expect: { balanceAtLeast: "lots" } }]))).toEqual(
      badInput(
        'Invalid script: step 1 (balance): expect.balanceAtLeast "lots" is not an amount: enter a number such as 1.5'
      )
    )
    expect(readFailure(scriptFile([{ step: "balance", expect: { balanceAtLeast: "-1" } }]))).toEqual(
      badInput(
        'Invalid script: step 1 (balance): expect.balanceAtLeast "-1" is not an amount: the amount must not be negative'
      )
    )
    expect(
      readFailure(scriptFile("steps:\n  - step: balance\n    expect:\n      balanceAtLeast: 1\n", "yaml"))
    ).toEqual(
      badInput(
        'Invalid script: step 1 (balance): expect.balanceAtLeast must be a decimal amount in quotes, e.g. "1.5", got 1'
      )
    )
    expect(
      readFailure(scriptFile([{ step: "balance", expect: { balanceAtLeast: "0.000000000000000000001" } }]))
    ).toBeUndefined()
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
      badInput(
        'Invalid script: step 1 (connect): Invalid secret key: secretKey is not base58: "0" is not a base58 character'
      )
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

describe("hostile scripts are bad input, never a crash", () => {
  const yaml = (text: string) => scriptFile(text, "yaml")

  it("steps named like Object.prototype's members are unknown steps", () => {
    for (const name of ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"]) {
      expect(readFailure(scriptFile(`{"steps":[{"step":${JSON.stringify(name)}}]}`))).toEqual(
        badInput(
          `Invalid script: step 1: unknown step ${JSON.stringify(name)}; one of connect, switch, balance, send, swap, history, sign, signIn, disconnect`
        )
      )
    }
    expect(readFailure(yaml("steps:\n  - step: constructor\n"))).toMatchObject({ tag: "InvalidInput", exitCode: 2 })
  })

  it("${NAME} takes the environment's own variables only", () => {
    expect(readFailure(scriptFile([{ step: "balance", token: "${constructor}" }]))).toEqual(
      badInput("Invalid script: step 1: environment variable constructor is not set")
    )
  })

  it("a YAML value that contains itself is refused", () => {
    expect(readFailure(yaml("steps: &s [ *s ]\n"))).toEqual(
      badInput("Invalid script: file: the script.steps[0] contains itself (a YAML alias inside its own anchor)")
    )
    expect(readFailure(yaml("steps:\n  - &a { step: balance, expect: *a }\n"))).toEqual(
      badInput("Invalid script: file: the script.steps[0].expect contains itself (a YAML alias inside its own anchor)")
    )
  })

  it(`nesting deeper than ${MAX_SCRIPT_DEPTH} levels is refused, however deep (JSON and YAML)`, () => {
    const deepJson = `{"steps":[{"step":"balance","token":${"[".repeat(100_000)}${"]".repeat(100_000)}}]}`
    expect(readFailure(scriptFile(deepJson))).toMatchObject({
      tag: "InvalidInput",
      exitCode: 2,
      message: expect.stringMatching(
        /^Invalid script: file: the script\.steps\[0\]\.token(\[0\])+ is nested more than 16 levels deep$/
      )
    })
    expect(readFailure(yaml(`steps: [${"{a: ".repeat(5_000)}1${"}".repeat(5_000)}]`))).toMatchObject({
      tag: "InvalidInput",
      exitCode: 2
    })
    expect(readFailure(yaml(`steps: [${"[".repeat(20)}${"]".repeat(20)}]`))).toMatchObject({
      message: expect.stringContaining(`nested more than ${MAX_SCRIPT_DEPTH} levels deep`)
    })
  })

  it("a YAML alias used many times is measured once", () => {
    const anchors = [
      "a0: &a0 [1, 2]",
      ...Array.from({ length: 10 }, (_, i) => `a${i + 1}: &a${i + 1} [*a${i}, *a${i}]`)
    ]
    const started = Date.now()
    expect(readFailure(yaml(`${anchors.join("\n")}\nsteps: [{ step: disconnect }]\n`))).toMatchObject({
      tag: "InvalidInput"
    })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("expectError takes tag and message only; numbers show as written", () => {
    expect(
      readFailure(scriptFile('{"steps":[{"step":"disconnect","expectError":{"tag":"X","__proto__":"y"}}]}'))
    ).toEqual(
      badInput("Invalid script: step 1 (disconnect): expectError has unknown key __proto__; one of tag, message")
    )
    expect(readFailure(scriptFile('{"steps":[{"step":"history","limit":1e999}]}'))).toEqual(
      badInput("Invalid script: step 1 (history): limit must be a whole number, 1 or more, got Infinity")
    )
  })

  it("accountIndex beyond the BIP-32 non-hardened range is refused when the script is read", () => {
    expect(readFailure(scriptFile([{ step: "connect", mnemonic: "m", accountIndex: 2 ** 31 }]))).toEqual(
      badInput(
        "Invalid script: step 1 (connect): accountIndex must be a whole number from 0 to 2147483647 (a BIP-32 non-hardened index), got 2147483648"
      )
    )
    expect(readFailure(scriptFile([{ step: "connect", mnemonic: "m", accountIndex: 2 ** 31 - 1 }]))).toBeUndefined()
  })

  it("a script that is not a regular file, or too large, is not read", () => {
    expect(readFailure("/dev/zero")).toEqual(badInput("Invalid script: /dev/zero is not a file"))
    expect(readFailure(scriptFile([{ step: "connect", keypair: "/dev/zero" }]))).toEqual(
      badInput("Invalid script: step 1 (connect): Invalid keypair: /dev/zero is not a file")
    )
    const big = join(dir, "big.json")
    writeFileSync(big, " ".repeat(MAX_SCRIPT_BYTES + 1))
    expect(readFailure(big)).toEqual(badInput(`Invalid script: ${big} is larger than 1 MiB`))
  })
})
