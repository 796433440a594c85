import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { bitcoinTestKeys, startBitcoinLedger, type BitcoinLedgerRuntime } from "@gangway/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { closedPortUrl, gangway, tempDirs } from "./in-process.js"

// An Esplora in front of the local ledger that lists each of an address's UTXOs three times
// (everything else passed through): the balance counts each coin once and a send still lands.
const dirs = tempDirs()
let ledger: BitcoinLedgerRuntime
let hostile: Server
let hostileUrl: string
let nowhere: string
beforeAll(async () => {
  ledger = await startBitcoinLedger()
  nowhere = await closedPortUrl()
  hostile = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const upstream = await fetch(`${ledger.url}${request.url}`, {
      method: request.method ?? "GET",
      body: chunks.length === 0 ? null : new Uint8Array(Buffer.concat(chunks)),
      headers: { "content-type": request.headers["content-type"] ?? "text/plain" }
    })
    let text = await upstream.text()
    if (upstream.ok && /\/address\/[^/]+\/utxo$/.test(request.url ?? "")) {
      const utxos = JSON.parse(text) as unknown[]
      text = JSON.stringify(utxos.flatMap((utxo) => [utxo, utxo, utxo]))
    }
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "text/plain" })
    response.end(text)
  })
  await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve))
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => hostile?.close(resolve))
  await ledger?.close()
  dirs.cleanup()
})

const key = bitcoinTestKeys[7]!
const receiver = bitcoinTestKeys[8]!

describe("gangway against an Esplora listing each UTXO three times", () => {
  it("shows the wallet's 4.999 BTC (not 14.997) and sends from it", async () => {
    const env = {
      GANGWAY_STATE_DIR: dirs.make(),
      GANGWAY_API_URL: nowhere,
      GANGWAY_NETWORKS: "bitcoin-local",
      GANGWAY_BITCOIN_ESPLORA_URL: hostileUrl
    }
    ledger.fund(key.p2wpkh, 299_900_000n)
    ledger.fund(key.p2wpkh, 200_000_000n)
    ledger.mine()
    const connect = await gangway(["connect", "--wif", key.wif, "--json"], env)
    expect(connect.code, connect.stdout + connect.stderr).toBe(0)

    const balance = await gangway(["balance", "--json"], env)
    expect(balance.code, balance.stdout + balance.stderr).toBe(0)
    expect(balance.json().balances[0]).toMatchObject({ symbol: "BTC", quantity: "4.999" })

    const send = await gangway(["send", "--to", receiver.p2wpkh, "--amount", "0.5", "--yes", "--json"], env)
    expect(send.code, send.stdout + send.stderr).toBe(0)
    const { hash } = send.json() as { hash: string }
    const utxos = (await (await fetch(`${ledger.url}/address/${receiver.p2wpkh}/utxo`)).json()) as Array<{
      txid: string
      value: number
    }>
    expect(utxos.filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([50_000_000])
  })
})
