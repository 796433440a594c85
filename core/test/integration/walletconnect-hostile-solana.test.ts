// Issue 30 item 7 for Solana: a hostile WalletConnect wallet (the real sign-client with its own checks
// off, on the real local relay) answers a dApp's raw solana_* request with whatever it likes; the
// dApp gets WalletAnswerInvalid, never the value.
import { createHostileWalletConnectWallet, solanaTestAccount } from "@gangway/fixtures"
import { getBase58Decoder } from "@solana/kit"
import { afterAll, describe, expect, it } from "vitest"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import { solanaLocal } from "../../src/domain/networks.js"
import { SOLANA_METHODS } from "../../src/adapters/solana/walletconnect.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ relay: true, solana: true })
const stops: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

describe("a hostile WalletConnect Solana wallet", () => {
  it("a malformed answer to a raw solana_signMessage is WalletAnswerInvalid naming the method and the reason; a good one is returned", async () => {
    const network = solanaLocal(world.solana.rpcUrl, world.solana.wsUrl)
    const { address } = await solanaTestAccount(6)
    let answer: unknown = null
    const wallet = await createHostileWalletConnectWallet({
      relayUrl: world.relay.url,
      approve: () => ({
        solana: {
          chains: [network.caipNetworkId],
          accounts: [`${network.caipNetworkId}:${address}`],
          methods: [...SOLANA_METHODS],
          events: []
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
    expect(client.getState().chains.chains.solana?.account).toMatchObject({ status: "connected", address })

    const params = { message: getBase58Decoder().decode(new TextEncoder().encode("hello")), pubkey: address }
    const bad: ReadonlyArray<readonly [unknown, string]> = [
      [{ signature: "3yZe7d" }, "the signature is 4 bytes, not 64"],
      [{ signature: "0OIl" }, '"0OIl" is not base58'],
      [{ signature: `0x${"ab".repeat(64)}` }, "the signature is 130 characters, longer than 64 bytes in base58"],
      [{ signature: 42 }, 'the answer is not the method\'s: Expected string\n  at ["signature"]'],
      ["not an object", "the answer is not the method's: Expected object"]
    ]
    for (const [value, reason] of bad) {
      answer = value
      await expect(client.request("solana_signMessage", params), JSON.stringify(value)).rejects.toMatchObject({
        _tag: "WalletAnswerInvalid",
        method: "solana_signMessage",
        reason
      })
    }
    answer = { signature: getBase58Decoder().decode(new Uint8Array(64).fill(7)) }
    await expect(client.request("solana_signMessage", params)).resolves.toEqual(answer)
  })
})
