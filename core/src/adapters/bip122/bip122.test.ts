import { p2sh, p2tr, p2wpkh, WIF, NETWORK } from "@scure/btc-signer"
import { pubECDSA } from "@scure/btc-signer/utils.js"
import { Hex } from "effect/encoding"
import { describe, expect, it } from "vitest"
import { bitcoin, bitcoinLocal, bitcoinTestnet } from "../../domain/networks.js"
import {
  bitcoinAddressProblem,
  dustThreshold,
  isBitcoinAddress,
  normalizeBitcoinAddress,
  outputScript
} from "./address.js"
import { bip322MessageHash, bip322ToSign, bip322ToSpend } from "./bip322.js"
import { feeRateFor, MIN_RELAY_SAT_PER_VBYTE } from "./fees.js"
import { historyEntry } from "./history.js"
import { spendFields } from "./spend.js"

const local = bitcoinLocal("http://127.0.0.1:1")

describe("bip122 addresses", () => {
  it("accepts each network's own kinds and prefixes, and no other network's", () => {
    const mainnet = [
      "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l",
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
      "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
      "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr"
    ]
    for (const address of mainnet) {
      expect(isBitcoinAddress(address, bitcoin)).toBe(true)
      expect(isBitcoinAddress(address, bitcoinTestnet)).toBe(false)
      expect(isBitcoinAddress(address)).toBe(true)
    }
    expect(isBitcoinAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", bitcoinTestnet)).toBe(true)
    expect(isBitcoinAddress("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", local)).toBe(true)
    expect(isBitcoinAddress("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", bitcoinTestnet)).toBe(false)
    expect(isBitcoinAddress("bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m", bitcoin)).toBe(false)
    expect(isBitcoinAddress("0x0000000000000000000000000000000000000000")).toBe(false)
  })

  it("names the network a wrong-network address belongs to", () => {
    expect(bitcoinAddressProblem("bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l", local)).toBe(
      "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l is a Bitcoin mainnet address; Bitcoin Local needs one of its own"
    )
    expect(bitcoinAddressProblem("bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l", bitcoin)).toBeUndefined()
  })

  it("a mistyped address of this network's shape is told its checksum is wrong, not that it is not an address here", () => {
    const reason = "its checksum does not match: a character is wrong or missing. Check it was copied whole"
    // The regtest address above missing its last character or with it changed (bech32), and a testnet base58 address with its last changed.
    expect(bitcoinAddressProblem("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt08", local)).toBe(reason)
    expect(bitcoinAddressProblem("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt08q", local)).toBe(reason)
    expect(bitcoinAddressProblem("mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfm", bitcoinTestnet)).toBe(reason)
    expect(bitcoinAddressProblem("bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", local)).toBeUndefined()
    // Not shaped like this network's addresses: nothing to say about a checksum.
    expect(bitcoinAddressProblem("hello", local)).toBeUndefined()
  })

  it("writes bech32 in lower case and leaves base58 as it is", () => {
    expect(normalizeBitcoinAddress(" BC1Q9VZA2E8X573NCZRLZMS0WVX3GSQJX7VAVGKX0L ")).toBe(
      "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l"
    )
    expect(normalizeBitcoinAddress("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")).toBe("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")
  })

  it("dust limits as Bitcoin Core relays them: P2PKH 546, P2SH 540, P2WPKH 294, P2TR 330", () => {
    const limit = (address: string) => dustThreshold(outputScript(bitcoin, address)!)
    expect(limit("1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")).toBe(546n)
    expect(limit("3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy")).toBe(540n)
    expect(limit("bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l")).toBe(294n)
    expect(limit("bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr")).toBe(330n)
  })
})

describe("fee rates by speed", () => {
  const estimates = { "1": 25.2, "2": 20, "3": 12, "6": 8.5, "144": 1.9, "504": 1 }
  it("fast, normal and slow read targets 1, 6 and 144, rounded up to whole sat/vB", () => {
    expect(feeRateFor(estimates, "fast")).toBe(26n)
    expect(feeRateFor(estimates, "normal")).toBe(9n)
    expect(feeRateFor(estimates, "slow")).toBe(2n)
  })
  it("a missing target takes the next one up; no estimate at all is the relay minimum", () => {
    expect(feeRateFor({ "2": 7, "10": 3 }, "normal")).toBe(3n)
    expect(feeRateFor({ "2": 7, "10": 3 }, "slow")).toBe(3n)
    expect(feeRateFor({}, "fast")).toBe(MIN_RELAY_SAT_PER_VBYTE)
    expect(feeRateFor({ "1": 0.2 }, "fast")).toBe(MIN_RELAY_SAT_PER_VBYTE)
  })
})

describe("BIP-322", () => {
  // The BIP's own test vectors.
  const key = WIF(NETWORK).decode("L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k")
  const script = p2wpkh(pubECDSA(key)).script
  it.each([
    [
      "",
      "c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1",
      "c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7",
      "1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6"
    ],
    [
      "Hello World",
      "f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a",
      "b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b",
      "88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf"
    ]
  ])("message %j: hash, to_spend and to_sign as the BIP gives them", (message, hash, toSpend, toSign) => {
    expect(Hex.encode(bip322MessageHash(message))).toBe(hash)
    expect(bip322ToSpend(script, message).id).toBe(toSpend)
    expect(bip322ToSign(script, message).id).toBe(toSign)
  })
})

describe("history entries from Esplora transactions", () => {
  const me = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"
  const other = "bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf3ztc"
  const out = (address: string, value: number) => ({ scriptpubkey: "", scriptpubkey_address: address, value })
  const tx = (vin: Array<{ address: string; value: number }>, vout: Array<ReturnType<typeof out>>, time?: number) => ({
    txid: "ab".repeat(32),
    vin: vin.map((item) => ({ txid: "cd".repeat(32), vout: 0, prevout: out(item.address, item.value) })),
    vout,
    status: time === undefined ? { confirmed: false } : { confirmed: true, block_height: 102, block_time: time }
  })

  it("a send is the amount that reached others, out, confirmed at the block's time", () => {
    const entry = historyEntry(
      local,
      me,
      tx([{ address: me, value: 100_000_000 }], [out(other, 25_000_000), out(me, 74_999_000)], 1_764_000_000),
      0
    )
    expect(entry.metadata).toMatchObject({
      operationType: "send",
      sentFrom: me,
      sentTo: other,
      status: "confirmed",
      minedAt: "2025-11-24T16:00:00.000Z",
      chain: local.caipNetworkId
    })
    expect(entry.transfers).toEqual([
      { fungible_info: { name: "Bitcoin", symbol: "BTC" }, direction: "out", quantity: { numeric: "0.25" } }
    ])
  })

  it("a receive is what came to the account; unconfirmed is pending", () => {
    const entry = historyEntry(
      local,
      me,
      tx([{ address: other, value: 50_000_000 }], [out(me, 1_000), out(other, 49_998_000)]),
      1_764_000_000_000
    )
    expect(entry.metadata).toMatchObject({ operationType: "receive", sentFrom: other, sentTo: me, status: "pending" })
    expect(entry.transfers[0]).toMatchObject({ direction: "in", quantity: { numeric: "0.00001" } })
  })

  it("newly mined coins are received from the coinbase", () => {
    const mined = {
      ...tx([], [out(me, 5_000_000_000)], 1_764_000_000),
      vin: [{ txid: "00".repeat(32), vout: 0xffffffff, prevout: null, is_coinbase: true }]
    }
    expect(historyEntry(local, me, mined, 0).metadata).toMatchObject({
      operationType: "receive",
      sentFrom: "coinbase",
      sentTo: me
    })
  })
})

describe("how the account's coins are spent", () => {
  const key = WIF(NETWORK).decode("L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k")
  const publicKey = pubECDSA(key)
  const hex = Hex.encode(publicKey)
  it("native SegWit needs nothing more; wrapped SegWit its redeem script; Taproot its internal key — each only from the key of that address; legacy its previous transactions", () => {
    expect(spendFields(p2wpkh(publicKey).script, undefined)).toEqual({})
    expect(spendFields(p2sh(p2wpkh(publicKey)).script, hex)).toEqual({ redeemScript: p2wpkh(publicKey).script })
    expect(spendFields(p2tr(publicKey.subarray(1)).script, hex)).toEqual({ tapInternalKey: publicKey.subarray(1) })
    expect(spendFields(p2tr(publicKey.subarray(1)).script, Hex.encode(publicKey.subarray(1)))).toEqual({
      tapInternalKey: publicKey.subarray(1)
    })
    const other = Hex.encode(pubECDSA(WIF(NETWORK).decode("KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn")))
    expect(spendFields(p2tr(publicKey.subarray(1)).script, other)).toBeUndefined()
    expect(spendFields(p2sh(p2wpkh(publicKey)).script, undefined)).toBeUndefined()
    expect(spendFields(outputScript(bitcoin, "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2")!, undefined)).toEqual({
      legacy: true
    })
  })
})
