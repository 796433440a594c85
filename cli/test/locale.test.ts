import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requestedLocale } from "../src/i18n/language.js"
import { closedPortUrl, gangway, stubEvmRpc, tempDirs, TEST_KEY, TEST_ADDRESS, type Stub } from "./in-process.js"
import { runCli } from "./run-cli.js"

// The language a person reads: --locale, else LC_ALL, LC_MESSAGES, LANG. --json stays English.
const dirs = tempDirs()
afterAll(() => dirs.cleanup())

const NO_SESSION_JSON = {
  error: {
    tag: "NoActiveCaipAddress",
    message: "No ActiveCaipAddress found",
    hint: "Connect first: gangway connect --private-key <hex> (a local key), or gangway connect (WalletConnect); see gangway connect --help"
  }
}

describe("the CLI's locale", () => {
  it("is --locale, else the first set of LC_ALL, LC_MESSAGES and LANG, matched to a shipped one", () => {
    expect(requestedLocale(["--locale", "ja", "balance"], { LANG: "de_DE.UTF-8" })).toBe("ja")
    expect(requestedLocale(["--locale=zh_CN.UTF-8"], {})).toBe("zh-CN")
    expect(requestedLocale([], { LANG: "de_DE.UTF-8" })).toBe("de")
    expect(requestedLocale([], { LC_MESSAGES: "es_ES.UTF-8", LANG: "de_DE.UTF-8" })).toBe("es")
    expect(requestedLocale([], { LC_ALL: "ar_EG.UTF-8", LC_MESSAGES: "es_ES.UTF-8", LANG: "de_DE.UTF-8" })).toBe("ar")
    // The first one set decides: LC_ALL=C is English whatever LANG says.
    expect(requestedLocale([], { LC_ALL: "C", LANG: "de_DE.UTF-8" })).toBe("en")
    expect(requestedLocale([], { LC_ALL: "", LANG: "ja_JP.UTF-8" })).toBe("ja")
    expect(requestedLocale(["--locale", "tlh"], { LANG: "de_DE.UTF-8" })).toBe("en")
    expect(requestedLocale(["run", "--", "--locale", "ja"], {})).toBe("en")
  })

  it("LANG=de_DE.UTF-8: the error and its hint in German; --json the same English document", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), LANG: "de_DE.UTF-8" }
    const text = await gangway(["account"], env)
    expect(text.code).toBe(2)
    expect(text.stderr).toBe(
      "Fehler: Keine ActiveCaipAddress gefunden\n" +
        "Verbinde dich zuerst: gangway connect --private-key <hex> (ein lokaler Schlüssel) oder gangway connect (WalletConnect); siehe gangway connect --help\n"
    )
    const json = await gangway(["account", "--json"], env)
    expect(json.code).toBe(2)
    expect(json.json()).toEqual(NO_SESSION_JSON)
  })

  it("--locale ja over LANG: the error in Japanese; --json unchanged", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), LANG: "de_DE.UTF-8" }
    const text = await gangway(["--locale", "ja", "balance"], env)
    expect(text.stderr.split("\n")[0]).toBe("エラー: ActiveCaipAddress が見つかりません")
    expect((await gangway(["--locale", "ja", "balance", "--json"], env)).json()).toEqual(NO_SESSION_JSON)
  })

  it("a missing command is said in the person's language after commander's help", async () => {
    const run = await gangway(["--locale", "es"], { GANGWAY_STATE_DIR: dirs.make() })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(
      "\nError: falta el comando: uno de connect, account, balance, networks, switch, disconnect, send, swap, buy, history, nfts, sign-in, name, sessions, run, dev (consulta gangway --help)\n"
    )
  })

  it("the built gangway --locale ja --help describes the commands in Japanese (commander's own words stay English)", async () => {
    const run = await runCli(["--locale", "ja", "--help"], { LC_ALL: "", LC_MESSAGES: "" })
    expect(run.code).toBe(0)
    const lines = run.stdout.split("\n")
    expect(lines).toContain(
      "ターミナルからウォレットを接続し、残高と NFT を確認し、トークンを送り、履歴を読みます（Gangway コア上で動作）。"
    )
    expect(lines).toContain("  balance [options]            アクティブなネットワークでのアカウントの残高を表示")
    expect(lines).toContain(
      "終了コード: 0 成功、1 失敗、2 入力エラー（何も変更されていません）、3 送金済みだが未確認。"
    )
    expect(lines).toContain("Commands:")
  })

  it("the built gangway under LANG=de_DE.UTF-8 describes balance and its options in German", async () => {
    const run = await runCli(["balance", "--help"], { LANG: "de_DE.UTF-8", LC_ALL: "", LC_MESSAGES: "" })
    expect(run.stdout.split("\n")).toContain("die Guthaben des Kontos im aktiven Netzwerk zeigen")
    expect(run.stdout).toContain("\nBeispiele:\n  gangway balance\n")
    expect(run.stdout).toContain("  --token <symbol|address>     nur dieser Token, z. B. ETH, GWT oder")
  })
})

describe("commands in the person's language", () => {
  let rpc: Stub
  let nowhere: string
  beforeAll(async () => {
    rpc = await stubEvmRpc(12_345n * 10n ** 15n)
    nowhere = await closedPortUrl()
  })
  afterAll(async () => {
    await rpc?.close()
  })

  it("balance in Japanese and German: the heading, the amount for the locale, why tokens are missing; --json unchanged", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    expect((await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)).code).toBe(0)
    const english = (await gangway(["balance", "--json"], env)).json()
    const ja = await gangway(["--locale", "ja", "balance"], env)
    expect(ja.code).toBe(0)
    expect(ja.stdout).toBe(
      `Gangway Local (eip155:31337) の ${TEST_ADDRESS}\n` +
        "  12.345 ETH\n" +
        "トークン: 取得できません（トークン残高を取得できません: The blockchain API could not be reached (GET /v1/supported-chains)）\n"
    )
    const de = await gangway(["balance"], { ...env, LANG: "de_DE.UTF-8" })
    expect(de.stdout.split("\n").slice(0, 2)).toEqual([
      `${TEST_ADDRESS} auf Gangway Local (eip155:31337)`,
      "  12,345 ETH"
    ])
    expect((await gangway(["--locale", "ja", "balance", "--json"], env)).json()).toEqual(english)
  })

  it("account in German: labels aligned to the longest", async () => {
    const env = {
      GANGWAY_STATE_DIR: dirs.make(),
      GANGWAY_RPC_URL: rpc.url,
      GANGWAY_API_URL: nowhere,
      LANG: "de_DE.UTF-8"
    }
    expect((await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)).code).toBe(0)
    const run = await gangway(["account"], env)
    expect(run.stdout.split("\n").slice(0, 2)).toEqual([
      `Konto      ${TEST_ADDRESS}`,
      "Netzwerk   Gangway Local (eip155:31337)"
    ])
  })

  it("send to a mistyped address: why the receiver is refused, in Spanish and German; --json the English reason", async () => {
    const env = { GANGWAY_STATE_DIR: dirs.make(), GANGWAY_RPC_URL: rpc.url, GANGWAY_API_URL: nowhere }
    expect((await gangway(["connect", "--private-key", TEST_KEY, "--json"], env)).code).toBe(0)
    // The first letter's case flipped: the EIP-55 checksum no longer matches.
    const mistyped = TEST_ADDRESS.replace("C", "c")
    const send = ["send", "--to", mistyped, "--amount", "1", "--yes"]
    const es = await gangway(["--locale", "es", ...send], env)
    expect(es.code).toBe(2)
    expect(es.stderr.split("\n")[0]).toBe(
      "Error: Destinatario no válido: sus mayúsculas y minúsculas no coinciden con la suma de verificación EIP-55 de la dirección: comprueba que se copió entera"
    )
    const de = await gangway(send, { ...env, LANG: "de_DE.UTF-8" })
    expect(de.stderr.split("\n")[0]).toBe(
      "Fehler: Ungültiger Empfänger: die Groß- und Kleinschreibung passt nicht zur EIP-55-Prüfsumme der Adresse: prüfe, ob sie vollständig kopiert wurde"
    )
    expect((await gangway([...send, "--json"], { ...env, LANG: "de_DE.UTF-8" })).json()).toMatchObject({
      error: {
        tag: "InvalidInput",
        message:
          "Invalid receiver: its mixed-case letters do not match the address's EIP-55 checksum: check it was copied whole"
      }
    })
  })
})
