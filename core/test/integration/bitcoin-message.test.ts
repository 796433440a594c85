// Legacy ECDSA "Bitcoin Signed Message" (BIP-137) signatures from the local signer and from
// the test wallet over WalletConnect, checked by recovering the key from the signature.
import {
  bitcoinTestKeys,
  createBitcoinTestWallet,
  recoverLegacyMessageSigner,
  startBitcoinLedger,
  type BitcoinLedgerRuntime
} from "@gangway/fixtures"
import { Base64 } from "effect/encoding"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true, relay: true })
let ledger: BitcoinLedgerRuntime
beforeAll(async () => {
  ledger = await startBitcoinLedger()
})
afterAll(() => ledger.close())

const network = () => bitcoinLocal(ledger.url)
const message = "Harbor Swap: this account is mine"
const bytes = (text: string) => new TextEncoder().encode(text)
const recovered = (signature: string, text: string = message) => {
  const decoded = Base64.decode(signature)
  return decoded._tag === "Success" ? recoverLegacyMessageSigner(bytes(text), decoded.success) : undefined
}
const hex = (key: Uint8Array | undefined) => (key === undefined ? undefined : Buffer.from(key).toString("hex"))

describe("legacy ECDSA message signatures (BIP-137)", () => {
  it("the local signer's signature recovers to its P2WPKH key and address (header 39–42); another message recovers to another key", async () => {
    const key = bitcoinTestKeys[1]!
    const client = world.client({ networks: [network()], localSigner: { bitcoinWif: key.wif } })
    await client.connect("local-signer")
    const answer = (await client.request("signMessage", { message, protocol: "ecdsa" })) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(key.p2wpkh)
    const signer = recovered(answer.signature)
    expect(signer).toMatchObject({ address: key.p2wpkh })
    expect(hex(signer?.publicKey)).toBe(hex(key.publicKey))
    expect(Base64.decode(answer.signature)).toMatchObject({ success: expect.objectContaining({ length: 65 }) })
    expect(recovered(answer.signature, "Harbor Swap: this account is yours")?.address).not.toBe(key.p2wpkh)
    // Still BIP-322 when no protocol is asked: a witness, not a 65-byte compact signature.
    const plain = (await client.request("signMessage", { message })) as { signature: string }
    expect(recovered(plain.signature)).toBeUndefined()
  })

  it("over WalletConnect the wallet signs legacy ECDSA when asked, recovering to its payment key; its taproot address is refused; a refusal is 'Signature declined'", async () => {
    const client = world.client({
      networks: [network()],
      relayUrl: world.relay.url,
      metadata: { name: "Gangway tests", url: "http://127.0.0.1:5173" }
    })
    const bitcoin = createBitcoinTestWallet({ accountIndex: 4, esploraUrl: ledger.url })
    const { wallet } = await world.walletConnectWallet(4, { bitcoin })
    await world.pairWalletConnect(client, wallet)
    const payment = bitcoin.key.p2wpkh
    const answer = (await client.request("signMessage", {
      account: payment,
      address: payment,
      message,
      protocol: "ecdsa"
    })) as { signature: string }
    const signer = recovered(answer.signature)
    expect(signer?.address).toBe(bitcoin.key.p2wpkh)
    expect(hex(signer?.publicKey)).toBe(hex(bitcoin.key.publicKey))

    const taproot = bitcoin.key.p2tr
    await expect(
      client.request("signMessage", { account: taproot, address: taproot, message, protocol: "ecdsa" })
    ).rejects.toMatchObject({ _tag: "WalletRequestFailed" })
    bitcoin.behave("signMessage", "reject")
    await expect(
      client.request("signMessage", { account: payment, address: payment, message, protocol: "ecdsa" })
    ).rejects.toMatchObject({ _tag: "SignatureDeclined" })
  })
})
