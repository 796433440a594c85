// Bitcoin through the core against the local regtest ledger (Esplora API, every broadcast
// validated with btc-signer): a WIF local signer sends, the ledger holds the result.
import { bitcoinTestKeys, startBitcoinLedger, verifyBip322, type BitcoinLedgerRuntime } from "@gangway/fixtures"
import { Transaction } from "@scure/btc-signer"
import { Effect } from "effect"
import { Base64 } from "effect/encoding"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeBip122Adapter } from "../../src/adapters/bip122/bip122-adapter.js"
import { feeRateFor } from "../../src/adapters/bip122/fees.js"
import type { Bip122Signer } from "../../src/adapters/bip122/signer.js"
import type { WalletSession } from "../../src/connectors/session.js"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
let ledger: BitcoinLedgerRuntime
beforeAll(async () => {
  ledger = await startBitcoinLedger()
})
afterAll(() => ledger.close())

/** The ledger read as any Esplora client reads it. */
const esploraClient = (url: string) => {
  const json = async <T>(path: string): Promise<T> => (await (await fetch(`${url}${path}`)).json()) as T
  return {
    json,
    utxos: (address: string) => json<Array<{ txid: string; vout: number; value: number }>>(`/address/${address}/utxo`),
    tx: (txid: string) =>
      json<{
        fee: number
        weight: number
        status: { confirmed: boolean }
        vout: Array<{ value: number; scriptpubkey_address?: string }>
      }>(`/tx/${txid}`)
  }
}

const sender = bitcoinTestKeys[1]!
const receiver = bitcoinTestKeys[7]!
const network = () => bitcoinLocal(ledger.url)
const connected = async (wif: string = sender.wif) => {
  const client = world.client({ networks: [network()], localSigner: { bitcoinWif: wif } })
  await client.connect("local-signer")
  return client
}
const btc = async (client: Awaited<ReturnType<typeof connected>>) =>
  (await client.refreshBalances()).find((token) => token.symbol === "BTC")!

describe("Bitcoin with a local WIF signer", () => {
  it("connects on the P2WPKH address and shows the BTC of its UTXOs (8 decimals)", async () => {
    const client = await connected()
    expect(client.getState().chains.chains.bip122?.account).toMatchObject({
      status: "connected",
      address: sender.p2wpkh
    })
    const token = await btc(client)
    const utxos = await esploraClient(ledger.url).utxos(sender.p2wpkh)
    const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    expect(token.quantity).toEqual({ decimals: "8", numeric: (Number(sats) / 1e8).toString() })
    expect(client.getState().chains.chains.bip122?.account.balanceSymbol).toBe("BTC")
  })

  it("sends: the receiver's UTXO exists, the change comes back, the fee is the rate chosen times the size", async () => {
    const client = await connected()
    const token = await btc(client)
    const preview = await client.previewSend({ token, amount: "0.25", receiver: receiver.p2wpkh, speed: "fast" })
    const estimates = await esploraClient(ledger.url).json<Record<string, number>>("/fee-estimates")
    expect(preview).toMatchObject({
      speed: "fast",
      feeSpeeds: ["slow", "normal", "fast"],
      gasPrice: feeRateFor(estimates, "fast"),
      units: 25_000_000n
    })
    const { hash } = await client.send({ token, amount: "0.25", receiver: receiver.p2wpkh, speed: "fast" })
    const tx = await esploraClient(ledger.url).tx(hash)
    expect(tx.status.confirmed).toBe(true)
    expect(tx.vout.find((output) => output.scriptpubkey_address === receiver.p2wpkh)?.value).toBe(25_000_000)
    expect(tx.vout.some((output) => output.scriptpubkey_address === sender.p2wpkh)).toBe(true)
    expect(BigInt(tx.fee)).toBe(preview.gasCost)
    expect(BigInt(tx.fee)).toBe(preview.gasPrice * BigInt(Math.ceil(tx.weight / 4)))
    expect(preview.fee).toEqual({
      amount: BigInt(tx.fee),
      units: BigInt(Math.ceil(tx.weight / 4)),
      unit: "vbyte",
      rate: { value: preview.gasPrice, decimals: 0, unit: "sat/vB" },
      label: "fee"
    })
    const utxos = await esploraClient(ledger.url).utxos(receiver.p2wpkh)
    expect(utxos.some((utxo) => utxo.txid === hash && utxo.value === 25_000_000)).toBe(true)
  })

  it("history lists the send, as a send of 0.1 BTC to the receiver", async () => {
    const client = await connected()
    const { hash } = await client.send({ token: await btc(client), amount: "0.1", receiver: receiver.p2wpkh })
    const history = await client.fetchTransactions()
    const entry = history.transactions.find((item) => item.id === hash)
    expect(entry?.metadata).toMatchObject({
      operationType: "send",
      status: "confirmed",
      sentFrom: sender.p2wpkh,
      sentTo: receiver.p2wpkh
    })
    expect(entry?.transfers[0]).toMatchObject({
      direction: "out",
      quantity: { numeric: "0.1" },
      fungible_info: { symbol: "BTC" }
    })
    expect(history.groups.length).toBeGreaterThan(0)
  })

  it("more than the account holds is InsufficientBalance, with what it can spend", async () => {
    const client = await connected()
    const token = await btc(client)
    await expect(client.send({ token, amount: "1000", receiver: receiver.p2wpkh })).rejects.toMatchObject({
      _tag: "InsufficientBalance",
      symbol: "BTC",
      available: token.quantity.numeric
    })
  })

  it("an amount below the receiver's dust limit is BelowDustLimit (294 sat for P2WPKH, 330 for P2TR)", async () => {
    const client = await connected()
    const token = await btc(client)
    await expect(client.send({ token, amount: "0.00000293", receiver: receiver.p2wpkh })).rejects.toMatchObject({
      _tag: "BelowDustLimit",
      minimum: "0.00000294",
      message: "0.00000293 BTC is too small to send to this address: send at least 0.00000294 BTC"
    })
    await expect(client.previewSend({ token, amount: "0.00000300", receiver: receiver.p2tr })).rejects.toMatchObject({
      _tag: "BelowDustLimit",
      minimum: "0.0000033"
    })
  })

  it("signs a message with BIP-322 that verifies for its address", async () => {
    const client = await connected()
    const answer = (await client.request("signMessage", { message: "Harbor Swap: this account is mine" })) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(sender.p2wpkh)
    const witness = Base64.decode(answer.signature)
    expect(
      witness._tag === "Success" &&
        verifyBip322(sender.p2wpkh, new TextEncoder().encode("Harbor Swap: this account is mine"), witness.success)
    ).toBe(true)
  })

  it("a mainnet address on the regtest network is refused, naming its network", async () => {
    const client = await connected()
    const token = await btc(client)
    await expect(
      client.send({ token, amount: "0.01", receiver: "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l" })
    ).rejects.toMatchObject({ _tag: "InvalidInput", field: "receiver" })
  })
})

describe("fee speeds on a busy mempool", () => {
  it("fast outbids what waits for the next block; normal pays the relay minimum; the send pays the rate chosen", async () => {
    // Blocks of 1,000 vB and ten payments waiting at 1 sat/vB: more than one block's worth, less than six.
    const busy = await startBitcoinLedger({ mineOnBroadcast: false, blockVsize: 1_000 })
    try {
      for (let i = 0; i < 10; i++) busy.fund(bitcoinTestKeys[9]!.p2wpkh, 10_000n)
      const client = world.client({ networks: [bitcoinLocal(busy.url)], localSigner: { bitcoinWif: sender.wif } })
      await client.connect("local-signer")
      const token = await btc(client)
      const order = { token, amount: "0.05", receiver: receiver.p2wpkh }
      const [slow, normal, fast] = await Promise.all(
        (["slow", "normal", "fast"] as const).map((speed) => client.previewSend({ ...order, speed }))
      )
      expect([slow!.gasPrice, normal!.gasPrice, fast!.gasPrice]).toEqual([1n, 1n, 2n])
      const sending = client.send({ ...order, speed: "fast" })
      await expect.poll(() => client.getState().send.phase).toBe("pending")
      busy.mine()
      const { hash } = await sending
      const tx = await esploraClient(busy.url).tx(hash)
      expect(tx.status.confirmed).toBe(true)
      expect(BigInt(tx.fee)).toBe(2n * BigInt(Math.ceil(tx.weight / 4)))
      // The payments that bid less still wait.
      expect(busy.ledger.mempoolTransactions().length).toBeGreaterThan(0)
    } finally {
      await busy.close()
    }
  })
})

describe("coins still in the mempool", () => {
  it("count in the balance, and the balance row says how much is unconfirmed", async () => {
    const waiting = await startBitcoinLedger({ mineOnBroadcast: false })
    try {
      const fresh = bitcoinTestKeys[8]!
      waiting.fund(fresh.p2wpkh, 150_000n)
      const client = world.client({ networks: [bitcoinLocal(waiting.url)], localSigner: { bitcoinWif: fresh.wif } })
      await client.connect("local-signer")
      expect(await client.refreshBalances()).toEqual([
        expect.objectContaining({
          name: "Bitcoin (0.0015 unconfirmed)",
          symbol: "BTC",
          quantity: { decimals: "8", numeric: "0.0015" }
        })
      ])
      waiting.mine()
      expect(await client.refreshBalances({ force: true })).toEqual([
        expect.objectContaining({ name: "Bitcoin", quantity: { decimals: "8", numeric: "0.0015" } })
      ])
    } finally {
      await waiting.close()
    }
  })
})

describe("the ledger checks what the wallet signed", () => {
  it("a PSBT signed with a tampered signature is refused at broadcast, and nothing is spent", async () => {
    const adapter = makeBip122Adapter()
    const token = await btc(await connected())
    const input = {
      network: network(),
      from: sender.p2wpkh,
      to: receiver.p2wpkh,
      token,
      native: true,
      units: 1_000_000n
    }
    const quote = await Effect.runPromise(adapter.transfer!.quote(input))
    // A wallet that signs, then hands back a signature with one bit flipped.
    const tampering: Bip122Signer = {
      namespace: "bip122",
      signPsbt: (psbt) =>
        Effect.sync(() => {
          const tx = Transaction.fromPSBT(psbt)
          tx.sign(sender.privateKey)
          tx.finalize()
          for (let index = 0; index < tx.inputsLength; index++) {
            const [signature, publicKey] = tx.getInput(index).finalScriptWitness!
            const flipped = Uint8Array.from(signature!)
            flipped[8]! ^= 1
            tx.updateInput(index, { finalScriptWitness: [flipped, publicKey!] }, true)
          }
          return tx.toPSBT()
        }),
      signMessage: () => Effect.die("not used")
    }
    const session = { signer: tampering } as unknown as WalletSession
    const before = await esploraClient(ledger.url).utxos(sender.p2wpkh)
    const refused = await Effect.runPromise(Effect.flip(adapter.transfer!.send(session, input, quote)))
    expect(refused).toMatchObject({ _tag: "ChainError" })
    expect(String((refused as { details?: string }).details)).toMatch(/signature/i)
    expect(await esploraClient(ledger.url).utxos(sender.p2wpkh)).toEqual(before)
  })
})
