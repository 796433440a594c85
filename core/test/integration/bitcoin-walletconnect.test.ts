// WalletConnect with the bip122 namespace: the test wallet approves the local ledger's chain
// through the loopback relay; a BTC send is signed (signPsbt) on the "phone" and lands.
import { createBitcoinTestWallet, startBitcoinLedger, verifyBip322, type BitcoinLedgerRuntime } from "@gangway/fixtures"
import { Base64 } from "effect/encoding"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true, relay: true })
let ledger: BitcoinLedgerRuntime
beforeAll(async () => {
  ledger = await startBitcoinLedger()
})
afterAll(async () => {
  await ledger.close()
})

const network = () => bitcoinLocal(ledger.url)
const make = () =>
  world.client({
    networks: [network()],
    relayUrl: world.relay.url,
    metadata: { name: "Gangway tests", url: "http://127.0.0.1:5173" }
  })

const startWallet = async (accountIndex: number) => {
  const bitcoin = createBitcoinTestWallet({ accountIndex, esploraUrl: ledger.url })
  const { wallet } = await world.walletConnectWallet(accountIndex, { bitcoin })
  return { wallet, bitcoin }
}
const pair = world.pairWalletConnect

const utxosOf = async (address: string) =>
  (await (await fetch(`${ledger.url}/address/${address}/utxo`)).json()) as Array<{ txid: string; value: number }>

describe("WalletConnect with Bitcoin (bip122)", () => {
  it("a Bitcoin-only dApp pairs on the bip122 namespace alone; the payment address is the account; a BTC send signed with signPsbt lands", async () => {
    const client = make()
    const { wallet, bitcoin } = await startWallet(3)
    await pair(client, wallet)
    const [session] = wallet.client.session.getAll()
    expect(Object.keys(session!.namespaces)).toEqual(["bip122"])
    expect(session!.namespaces.bip122).toMatchObject({
      methods: ["getAccountAddresses", "signMessage", "signPsbt", "sendTransfer"],
      events: ["bip122_addressesChanged"]
    })
    const { chains } = client.getState().chains
    expect(chains.bip122?.account).toMatchObject({ status: "connected", address: bitcoin.key.p2wpkh })
    expect(chains.bip122).toMatchObject({ approvedCaipNetworkIds: [network().caipNetworkId] })

    const [btc] = await client.refreshBalances()
    const receiver = createBitcoinTestWallet({ accountIndex: 9 }).key.p2wpkh
    const { hash } = await client.send({ token: btc!, amount: "0.2", receiver, speed: "normal" })
    expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([
      20_000_000
    ])
  })

  it("signMessage goes to the wallet and its BIP-322 signature verifies; a refusal is 'Signature declined'", async () => {
    const client = make()
    const { wallet, bitcoin } = await startWallet(2)
    await pair(client, wallet)
    const answer = (await client.request("signMessage", {
      account: bitcoin.key.p2wpkh,
      address: bitcoin.key.p2wpkh,
      message: "gm"
    })) as { signature: string }
    const witness = Base64.decode(answer.signature)
    expect(
      witness._tag === "Success" && verifyBip322(bitcoin.key.p2wpkh, new TextEncoder().encode("gm"), witness.success)
    ).toBe(true)

    const [btc] = await client.refreshBalances()
    bitcoin.behave("signTransaction", "reject")
    await expect(client.send({ token: btc!, amount: "0.01", receiver: bitcoin.key.p2tr })).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
  })
})

describe("WalletConnect Bitcoin sends from every payment address kind", () => {
  // Taproot and wrapped SegWit inputs name the account's key: the client asks getAccountAddresses
  // for it. Legacy inputs carry the transaction they spend, read from the ledger.
  it.each([
    ["Taproot (key path)", "p2tr", 4],
    ["wrapped SegWit (P2SH-P2WPKH)", "p2sh-p2wpkh", 5],
    ["legacy (P2PKH)", "p2pkh", 6]
  ] as const)("a send from a %s payment address lands on the ledger", async (_, paymentType, accountIndex) => {
    const client = make()
    const bitcoin = createBitcoinTestWallet({ accountIndex, esploraUrl: ledger.url, paymentType })
    ledger.fund(bitcoin.payment.address, 100_000_000n)
    ledger.mine()
    const { wallet } = await world.walletConnectWallet(accountIndex, { bitcoin })
    await pair(client, wallet)
    expect(client.getState().chains.chains.bip122?.account).toMatchObject({
      status: "connected",
      address: bitcoin.payment.address
    })

    const [btc] = await client.refreshBalances()
    const receiver = createBitcoinTestWallet({ accountIndex: 9 }).key.p2wpkh
    const { hash } = await client.send({ token: btc!, amount: "0.3", receiver, speed: "normal" })
    expect((await utxosOf(receiver)).filter((utxo) => utxo.txid === hash).map((utxo) => utxo.value)).toEqual([
      30_000_000
    ])
  })
})
