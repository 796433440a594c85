// A Bitcoin wallet through the sats-connect `request` API: listed beside Wallet Standard
// wallets (once, when a wallet offers both), connects, sends to the regtest ledger, and
// its refusals and malformed answers are typed.
import {
  createBitcoinTestWallet,
  recoverLegacyMessageSigner,
  satsConnectProvider,
  startBitcoinLedger,
  type BitcoinLedgerRuntime,
  type SatsConnectBitcoinProvider
} from "@gangway/fixtures"
import { registerWallet } from "@wallet-standard/wallet"
import { Base64 } from "effect/encoding"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const NAME = "Sats Test Wallet"
const BROKEN = "Garbled Sats Wallet"
const BOTH = "Both Ways Wallet"
let ledger: BitcoinLedgerRuntime
let wallet: ReturnType<typeof createBitcoinTestWallet>

/** The real provider, except that `method` answers `reply`. */
const answering = (
  provider: SatsConnectBitcoinProvider,
  method: string,
  reply: unknown
): SatsConnectBitcoinProvider => ({
  request: (asked, params) => (asked === method ? Promise.resolve(reply) : provider.request(asked, params))
})

beforeAll(async () => {
  ledger = await startBitcoinLedger()
  wallet = createBitcoinTestWallet({ accountIndex: 6, name: NAME, esploraUrl: ledger.url })
  const broken = createBitcoinTestWallet({ accountIndex: 7, name: BROKEN, esploraUrl: ledger.url })
  const both = createBitcoinTestWallet({ accountIndex: 8, name: BOTH, esploraUrl: ledger.url })
  registerWallet(both)
  // Keys 0 to 3 are funded at start; these wallets use others.
  ledger.fund(wallet.key.p2wpkh, 100_000_000n)
  ledger.fund(broken.key.p2wpkh, 100_000_000n)
  Object.assign(window, {
    TestSats: { BitcoinProvider: satsConnectProvider(wallet) },
    GarbledSats: {
      BitcoinProvider: answering(satsConnectProvider(broken), "signPsbt", {
        jsonrpc: "2.0",
        id: 1,
        result: { psbt: 42 }
      })
    },
    BothSats: { BitcoinProvider: satsConnectProvider(both) },
    XverseProviders: { BitcoinProvider: answering(satsConnectProvider(broken), "getAddresses", "ok") },
    btc_providers: [
      { id: "TestSats.BitcoinProvider", name: NAME, icon: "data:image/svg+xml;base64,PHN2Zy8+" },
      { id: "GarbledSats.BitcoinProvider", name: BROKEN, icon: "data:image/svg+xml;base64,PHN2Zy8+" },
      { id: "BothSats.BitcoinProvider", name: BOTH, icon: "data:image/svg+xml;base64,PHN2Zy8+" }
    ]
  })
})
afterAll(() => ledger.close())

const client = () => world.client({ networks: [bitcoinLocal(ledger.url)] })
const utxosOf = async (address: string) =>
  (await (await fetch(`${ledger.url}/address/${address}/utxo`)).json()) as Array<{ txid: string; value: number }>

describe("a Bitcoin wallet through sats-connect", () => {
  it("is listed beside Wallet Standard wallets; a wallet offering both is listed once, as its Wallet Standard side", () => {
    const ids = client()
      .getState()
      .connection.connectors.filter((connector) => connector.chain === "bip122")
      .map((connector) => connector.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        `sats-connect:${NAME}`,
        `sats-connect:${BROKEN}`,
        "sats-connect:Xverse",
        `wallet-standard-bitcoin:${BOTH}`
      ])
    )
    expect(ids).not.toContain(`sats-connect:${BOTH}`)
  })

  it("connects on the payment address, and a send it signs as a PSBT lands on the ledger", async () => {
    const gangway = client()
    await gangway.connect(`sats-connect:${NAME}`)
    const account = gangway.getState().chains.chains.bip122?.account
    expect(account).toMatchObject({ status: "connected", address: wallet.key.p2wpkh })
    expect(account?.allAccounts.map((item) => item.address)).toEqual([wallet.key.p2wpkh, wallet.key.p2tr])
    const [btc] = await gangway.refreshBalances()
    const receiver = createBitcoinTestWallet({ accountIndex: 9 }).key.p2wpkh
    const { hash } = await gangway.send({ token: btc!, amount: "0.25", receiver, speed: "normal" })
    expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([
      25_000_000
    ])
  })

  it("signs a legacy ECDSA message that recovers to the payment key", async () => {
    const gangway = client()
    await gangway.connect(`sats-connect:${NAME}`)
    const answer = (await gangway.request("signMessage", { message: "gm", protocol: "ecdsa" })) as { signature: string }
    const signature = Base64.decode(answer.signature)
    expect(
      signature._tag === "Success"
        ? recoverLegacyMessageSigner(new TextEncoder().encode("gm"), signature.success)?.address
        : undefined
    ).toBe(wallet.key.p2wpkh)
  })

  it("a refusal is typed: 'Signature declined' for a send (nothing spent), RequestDeclined for a connect", async () => {
    const gangway = client()
    await gangway.connect(`sats-connect:${NAME}`)
    const [btc] = await gangway.refreshBalances()
    const before = await utxosOf(wallet.key.p2wpkh)
    wallet.behave("signTransaction", "reject")
    await expect(gangway.send({ token: btc!, amount: "0.01", receiver: wallet.key.p2tr })).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
    expect(await utxosOf(wallet.key.p2wpkh)).toEqual(before)
    wallet.behave("connect", "reject")
    wallet.disconnect()
    await expect(client().connect(`sats-connect:${NAME}`)).rejects.toMatchObject({ _tag: "RequestDeclined" })
    wallet.behave("connect", "approve")
  })

  it("a malformed answer is refused: a PSBT that is not a string, a reply that is neither result nor error", async () => {
    const gangway = client()
    await gangway.connect(`sats-connect:${BROKEN}`)
    const [btc] = await gangway.refreshBalances()
    await expect(gangway.send({ token: btc!, amount: "0.01", receiver: wallet.key.p2tr })).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      details: expect.stringContaining("not one")
    })
    await expect(client().connect("sats-connect:Xverse")).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      details: expect.stringContaining("neither a result nor an error")
    })
  })
})
