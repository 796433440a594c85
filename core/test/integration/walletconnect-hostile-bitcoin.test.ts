// Issue 30 item 7 for Bitcoin: a hostile WalletConnect wallet (the real sign-client with its own checks
// off, on the real local relay) answers a dApp's raw bip122 request with whatever it likes; the dApp
// gets WalletAnswerInvalid, never the value.
import { createHostileWalletConnectWallet, startBitcoinLedger, type BitcoinLedgerRuntime } from "@gangway/fixtures"
import { Base64 } from "effect/encoding"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { BIP122_EVENTS, BIP122_METHODS } from "../../src/adapters/bip122/walletconnect.js"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true })
const stops: Array<() => Promise<void>> = []
let ledger: BitcoinLedgerRuntime
beforeAll(async () => {
  ledger = await startBitcoinLedger()
})
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await ledger.close()
})

const ADDRESS = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"

describe("a hostile WalletConnect Bitcoin wallet", () => {
  it("malformed answers to raw sendTransfer and signMessage are WalletAnswerInvalid naming the method and the reason; a good one is returned", async () => {
    const network = bitcoinLocal(ledger.url)
    let answer: unknown = null
    const wallet = await createHostileWalletConnectWallet({
      relayUrl: world.relay.url,
      approve: () => ({
        bip122: {
          chains: [network.caipNetworkId],
          accounts: [`${network.caipNetworkId}:${ADDRESS}`],
          methods: [...BIP122_METHODS],
          events: [...BIP122_EVENTS]
        }
      }),
      answer: () => answer
    })
    stops.push(() => wallet.stop())
    const client = world.client({ networks: [network], relayUrl: world.relay.url })
    const connecting = client.connect(WALLETCONNECT_ID)
    await expect.poll(() => client.getState().connection.wcUri, { timeout: 15_000 }).toBeDefined()
    await wallet.pair({ uri: client.getState().connection.wcUri! })
    await connecting
    expect(client.getState().chains.chains.bip122?.account).toMatchObject({ status: "connected", address: ADDRESS })

    const transfer = { account: ADDRESS, recipientAddress: ADDRESS, amount: "1000" }
    const bad: ReadonlyArray<readonly [string, unknown, unknown, string]> = [
      [
        "sendTransfer",
        transfer,
        { txid: "not a txid" },
        'the answer is not the method\'s: Expected a transaction id (64 hex characters)\n  at ["txid"]'
      ],
      ["sendTransfer", transfer, "ab".repeat(32), "the answer is not the method's: Expected object"],
      [
        "signMessage",
        { message: "hi", address: ADDRESS },
        { address: ADDRESS, signature: Base64.encode(new Uint8Array([5, 1])) },
        "the signature is neither a BIP-322 witness nor a legacy signature"
      ]
    ]
    for (const [method, params, value, reason] of bad) {
      answer = value
      await expect(client.request(method, params), `${method} answered ${JSON.stringify(value)}`).rejects.toMatchObject(
        { _tag: "WalletAnswerInvalid", method, reason }
      )
    }
    answer = { txid: "ab".repeat(32) }
    await expect(client.request("sendTransfer", transfer)).resolves.toEqual(answer)
  })
})
