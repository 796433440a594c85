// A Bitcoin wallet in the page (Wallet Standard `bitcoin:*` features: the test wallet's Bitcoin
// side over a real regtest key) against the local ledger (see vitest.config.ts: *.dom.test.ts).
import {
  createBitcoinTestWallet,
  startBitcoinLedger,
  TEST_WALLET_INFO,
  verifyBip322,
  type BitcoinLedgerRuntime,
  type BitcoinTestWallet
} from "@gangway/fixtures"
import { registerWallet } from "@wallet-standard/wallet"
import { Effect } from "effect"
import { Base64 } from "effect/encoding"
import { makeBip122Adapter } from "../../src/adapters/bip122/bip122-adapter.js"
import { bitcoinWalletConnectorData } from "../../src/adapters/bip122/discovery.js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const CONNECTOR = `wallet-standard-bitcoin:${TEST_WALLET_INFO.name}`
let ledger: BitcoinLedgerRuntime
let wallet: BitcoinTestWallet

beforeAll(async () => {
  ledger = await startBitcoinLedger()
  wallet = createBitcoinTestWallet({ accountIndex: 2 })
  registerWallet(wallet)
})
afterAll(() => ledger.close())

const network = () => bitcoinLocal(ledger.url)
const utxosOf = async (address: string) =>
  (await (await fetch(`${ledger.url}/address/${address}/utxo`)).json()) as Array<{ txid: string; value: number }>

describe("a Bitcoin wallet in the page (Wallet Standard)", () => {
  it("is listed as a Bitcoin wallet, and connects on its payment (P2WPKH) address first", async () => {
    const client = world.client({ networks: [network()] })
    expect(client.getState().connection.connectors.find((item) => item.id === CONNECTOR)).toMatchObject({
      type: "ANNOUNCED",
      chain: "bip122"
    })
    await client.connect(CONNECTOR)
    const account = client.getState().chains.chains.bip122?.account
    expect(account).toMatchObject({ status: "connected", address: wallet.key.p2wpkh })
    expect(account?.allAccounts.map((item) => item.address)).toEqual([wallet.key.p2wpkh, wallet.key.p2tr])
  })

  it("sends BTC the wallet signed as a PSBT: the receiver's UTXO is on the ledger", async () => {
    const client = world.client({ networks: [network()] })
    await client.connect(CONNECTOR)
    const [btc] = await client.refreshBalances()
    expect(btc).toMatchObject({ symbol: "BTC", quantity: { decimals: "8" } })
    const receiver = createBitcoinTestWallet({ accountIndex: 8 }).key.p2tr
    const { hash } = await client.send({ token: btc!, amount: "0.3", receiver, speed: "slow" })
    expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([
      30_000_000
    ])
  })

  it("signs a message (BIP-322) that verifies for the payment address", async () => {
    const client = world.client({ networks: [network()] })
    await client.connect(CONNECTOR)
    const answer = (await client.request("signMessage", { message: "Hello from Gangway" })) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(wallet.key.p2wpkh)
    const witness = Base64.decode(answer.signature)
    expect(witness._tag).toBe("Success")
    expect(
      verifyBip322(
        wallet.key.p2wpkh,
        new TextEncoder().encode("Hello from Gangway"),
        (witness as { success: Uint8Array }).success
      )
    ).toBe(true)
    expect(
      verifyBip322(
        wallet.key.p2wpkh,
        new TextEncoder().encode("Hello from someone else"),
        (witness as { success: Uint8Array }).success
      )
    ).toBe(false)
  })

  it("sends from the wallet's Taproot (ordinals) account with the internal key it gave", async () => {
    const adapter = makeBip122Adapter()
    const [session] = await Effect.runPromise(
      adapter.announced(bitcoinWalletConnectorData(wallet)).connect({ network: network(), networks: [network()] })
    )
    const from = wallet.key.p2tr
    expect(session!.publicKeys?.[from]).toHaveLength(64)
    const receiver = createBitcoinTestWallet({ accountIndex: 8 }).key.p2wpkh
    const token = { symbol: "BTC", quantity: { decimals: "8", numeric: "2" }, price: 0 }
    const input = {
      network: network(),
      from,
      to: receiver,
      token,
      native: true,
      units: 20_000_000n,
      fromPublicKey: session!.publicKeys?.[from]
    }
    const quote = await Effect.runPromise(adapter.transfer!.quote(input))
    const txid = await Effect.runPromise(adapter.transfer!.send(session!, input, quote))
    expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === txid).map((utxo) => utxo.value)).toEqual([
      20_000_000
    ])
    // Without the key, a Taproot account cannot be spent from here: refused before the wallet is asked.
    const refused = await Effect.runPromise(
      Effect.flip(adapter.transfer!.quote({ ...input, fromPublicKey: undefined }))
    )
    expect(refused).toMatchObject({ _tag: "InvalidInput", field: "from" })
  })

  it("a refusal in the wallet is 'Signature declined', nothing is spent", async () => {
    const client = world.client({ networks: [network()] })
    await client.connect(CONNECTOR)
    const [btc] = await client.refreshBalances()
    const before = await utxosOf(wallet.key.p2wpkh)
    wallet.behave("signTransaction", "reject")
    try {
      await expect(client.send({ token: btc!, amount: "0.1", receiver: wallet.key.p2tr })).rejects.toMatchObject({
        _tag: "SignatureDeclined"
      })
    } finally {
      wallet.behave("signTransaction", "approve")
    }
    expect(await utxosOf(wallet.key.p2wpkh)).toEqual(before)
  })
})
