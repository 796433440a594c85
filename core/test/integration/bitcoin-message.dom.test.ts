// Legacy ECDSA message signatures (BIP-137) from a Wallet Standard Bitcoin wallet in the page,
// checked by recovering the key; an answer in another protocol is refused.
import {
  createBitcoinTestWallet,
  recoverLegacyMessageSigner,
  startBitcoinLedger,
  TEST_WALLET_INFO,
  type BitcoinLedgerRuntime
} from "@gangway/fixtures"
import { registerWallet } from "@wallet-standard/wallet"
import { Base64 } from "effect/encoding"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { bitcoinLocal } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })
const CONNECTOR = `wallet-standard-bitcoin:${TEST_WALLET_INFO.name}`
const OTHER = "BIP-322 Only Wallet"
const wallet = createBitcoinTestWallet({ accountIndex: 5 })
// A wallet that ignores the protocol asked and answers with a BIP-322 witness.
const bip322Only = createBitcoinTestWallet({ accountIndex: 6, name: OTHER })
const features = bip322Only.features as Record<string, unknown> & {
  "bitcoin:signMessage": { signMessage: (input: { protocol?: string }) => Promise<unknown> }
}
const bip322Sign = features["bitcoin:signMessage"].signMessage
features["bitcoin:signMessage"] = {
  ...features["bitcoin:signMessage"],
  signMessage: (input) => bip322Sign({ ...input, protocol: "bip322" })
}

let ledger: BitcoinLedgerRuntime
beforeAll(async () => {
  ledger = await startBitcoinLedger()
  registerWallet(wallet)
  registerWallet(bip322Only)
})
afterAll(() => ledger.close())

const message = "Hello from Gangway"
const recovered = (signature: string, text: string) => {
  const decoded = Base64.decode(signature)
  return decoded._tag === "Success"
    ? recoverLegacyMessageSigner(new TextEncoder().encode(text), decoded.success)
    : undefined
}

describe("legacy ECDSA message signatures from a Wallet Standard wallet", () => {
  it("recover to the wallet's payment key and address; the wallet's refusal is 'Signature declined'", async () => {
    const client = world.client({ networks: [bitcoinLocal(ledger.url)] })
    await client.connect(CONNECTOR)
    const answer = (await client.request("signMessage", { message, protocol: "ecdsa" })) as {
      address: string
      signature: string
    }
    expect(answer.address).toBe(wallet.key.p2wpkh)
    const signer = recovered(answer.signature, message)
    expect(signer?.address).toBe(wallet.key.p2wpkh)
    expect(Buffer.from(signer?.publicKey ?? []).toString("hex")).toBe(Buffer.from(wallet.key.publicKey).toString("hex"))
    expect(recovered(answer.signature, "Hello from someone else")?.address).not.toBe(wallet.key.p2wpkh)
    wallet.behave("signMessage", "reject")
    await expect(client.request("signMessage", { message, protocol: "ecdsa" })).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
  })

  it("a wallet answering a legacy request with a BIP-322 signature is refused, not passed on as legacy", async () => {
    const client = world.client({ networks: [bitcoinLocal(ledger.url)] })
    await client.connect(`wallet-standard-bitcoin:${OTHER}`)
    await expect(client.request("signMessage", { message, protocol: "ecdsa" })).rejects.toMatchObject({
      _tag: "WalletRequestFailed",
      details: expect.stringContaining("another kind of signature")
    })
  })
})
