import { bitcoinTestKeys, startBitcoinLedger, type BitcoinLedgerRuntime } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPortUrl, gangway, tempDirs } from "./in-process.js"

// In-process: the CLI's local signer from a WIF against the local Bitcoin regtest ledger.
const dirs = tempDirs()
let ledger: BitcoinLedgerRuntime
let nowhere: string
beforeAll(async () => {
  ledger = await startBitcoinLedger()
  nowhere = await closedPortUrl()
})
afterAll(async () => {
  await ledger?.close()
  dirs.cleanup()
})

const key = bitcoinTestKeys[5]!
const receiver = bitcoinTestKeys[6]!

describe("gangway with a Bitcoin WIF", () => {
  it("connects on bitcoin-local with --wif, shows the BTC of its UTXOs, sends and lists the send", async () => {
    const env = {
      GANGWAY_STATE_DIR: dirs.make(),
      GANGWAY_API_URL: nowhere,
      GANGWAY_NETWORKS: "bitcoin-local",
      GANGWAY_BITCOIN_ESPLORA_URL: ledger.url
    }
    ledger.fund(key.p2wpkh, 200_000_000n)
    ledger.mine()
    const connect = await gangway(["connect", "--wif", key.wif, "--json"], env)
    expect(connect.code, connect.stdout + connect.stderr).toBe(0)
    expect(connect.json()).toMatchObject({ connected: true, address: key.p2wpkh })

    const balance = await gangway(["balance", "--json"], env)
    expect(balance.code, balance.stdout + balance.stderr).toBe(0)
    expect(balance.json().balances[0]).toMatchObject({ symbol: "BTC", decimals: 8, quantity: "2" })

    const send = await gangway(
      ["send", "--to", receiver.p2wpkh, "--amount", "0.5", "--speed", "fast", "--yes", "--json"],
      env
    )
    expect(send.code, send.stdout + send.stderr).toBe(0)
    const { hash, fee } = send.json() as {
      hash: string
      fee: { vbytes: string; satPerVbyte: string; speed: string; estimate: string; symbol: string }
    }
    expect(fee).toMatchObject({ speed: "fast", satPerVbyte: "1", symbol: "BTC" })
    expect(fee.estimate).toBe((Number(fee.vbytes) / 1e8).toString())
    const utxos = (await (await fetch(`${ledger.url}/address/${receiver.p2wpkh}/utxo`)).json()) as Array<{
      txid: string
      value: number
    }>
    expect(utxos.filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([50_000_000])

    const history = await gangway(["history", "--json"], env)
    expect(history.code, history.stdout + history.stderr).toBe(0)
    expect(JSON.stringify(history.json())).toContain(hash)
  })

  it("a WIF with a network of another namespace is refused before anything starts (exit 2)", async () => {
    const env = {
      GANGWAY_STATE_DIR: dirs.make(),
      GANGWAY_API_URL: nowhere,
      GANGWAY_BITCOIN_ESPLORA_URL: ledger.url,
      GANGWAY_NETWORKS: "eip155:31337,bitcoin-local"
    }
    const run = await gangway(["connect", "--wif", key.wif, "--network", "eip155:31337", "--json"], env)
    expect(run.code).toBe(2)
    expect(run.json().error.message).toMatch(/not a Bitcoin network; the Bitcoin WIF connects on Bitcoin networks/)
    const notWif = await gangway(["connect", "--wif", "0xdeadbeef", "--json"], env)
    expect(notWif.code).toBe(2)
    expect(notWif.json().error.message).toMatch(/--wif is not a private key in WIF/)
  })
})
