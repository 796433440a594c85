// WalletConnect's polkadot namespace through the loopback relay: the test wallet approves it with
// its sr25519 account; messages and transaction payloads are signed on the "phone" and verified.
import { createPolkadotTestWallet, signingBytes } from "@gangway/fixtures"
import { stringToHex, u8aWrapBytes, hexToU8a } from "@polkadot/util"
import { encodeAddress, signatureVerify } from "@polkadot/util-crypto"
import { describe, expect, it } from "vitest"
import { WALLETCONNECT_ID } from "../../src/connectors/connector-data.js"
import type { CaipNetwork } from "../../src/domain/caip-network.js"
import { localChain, polkadot, westend } from "../../src/domain/networks.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true, relay: true })

const make = (networks: readonly [CaipNetwork, ...Array<CaipNetwork>]) =>
  world.client({
    networks,
    relayUrl: world.relay.url,
    metadata: { name: "Gangway tests", url: "http://127.0.0.1:5173" }
  })

/** `answer`: replaces the Polkadot side's answers (a wallet that replies badly). */
const startWallet = async (accountIndex: number, answer?: () => Promise<unknown>) => {
  const polkadotWallet = await createPolkadotTestWallet({ accountIndex })
  const { wallet } = await world.walletConnectWallet(accountIndex, {
    polkadot: answer === undefined ? polkadotWallet : { ...polkadotWallet, request: answer }
  })
  return { wallet, polkadotWallet }
}
const pair = world.pairWalletConnect

// A balance transfer's payload on Westend, as a dApp builds it with @polkadot/api (hex fields).
const transferPayload = (address: string) => ({
  address,
  method: "0x0400008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a4813",
  era: "0xa500",
  nonce: "0x00000003",
  tip: "0x00000000000000000000000000000000",
  specVersion: "0x000f4dd1",
  transactionVersion: "0x0000001a",
  genesisHash: "0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e",
  blockHash: "0x9b3f4a1f6e2c1d0a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a",
  signedExtensions: [
    "CheckSpecVersion",
    "CheckTxVersion",
    "CheckGenesis",
    "CheckMortality",
    "CheckNonce",
    "CheckWeight",
    "ChargeTransactionPayment"
  ],
  version: 4
})

describe("WalletConnect with Polkadot", () => {
  it("a Polkadot dApp pairs; the account is shown in Westend's writing, without a balance, and Send is refused", async () => {
    const client = make([westend, polkadot])
    const { wallet, polkadotWallet } = await startWallet(1)
    await pair(client, wallet)
    const chain = client.getState().chains.chains.polkadot
    expect(client.getState().chains.activeNamespace).toBe("polkadot")
    expect(chain?.account).toMatchObject({
      status: "connected",
      address: polkadotWallet.address,
      caipAddress: `${westend.caipNetworkId}:${polkadotWallet.address}`,
      chainFeatures: { balance: false, send: false },
      addressExplorerUrl: `https://westend.subscan.io/account/${polkadotWallet.address}`
    })
    expect(chain?.approvedCaipNetworkIds).toEqual([westend.caipNetworkId, polkadot.caipNetworkId])
    // No source for a balance here: none is shown, and nothing is reported unavailable.
    expect(await client.refreshBalances()).toEqual([])
    expect(client.getState().chains.chains.polkadot?.account.balance).toBeUndefined()
    expect(client.getState().balances.lastRetry).toBeUndefined()
    await expect(client.send({ amount: "1", receiver: polkadotWallet.address })).rejects.toMatchObject({
      _tag: "SendUnavailable",
      message: "Sending is not available on Westend here: send from the wallet itself"
    })

    // On Polkadot the same account is written with prefix 0.
    await client.switchNetwork(polkadot.caipNetworkId)
    expect(client.getState().chains.chains.polkadot?.account.address).toBe(
      encodeAddress(polkadotWallet.pair.publicKey, 0)
    )
  })

  it("polkadot_signMessage and polkadot_signTransaction are signed in the wallet with its sr25519 key", async () => {
    const client = make([westend])
    const { wallet, polkadotWallet } = await startWallet(2)
    await pair(client, wallet)
    const message = "Sign in to Gangway tests"
    const { signature } = (await client.request("polkadot_signMessage", {
      address: polkadotWallet.address,
      message: stringToHex(message)
    })) as {
      signature: `0x${string}`
    }
    expect(signatureVerify(u8aWrapBytes(message), signature, polkadotWallet.address)).toMatchObject({
      isValid: true,
      crypto: "sr25519"
    })

    const payload = transferPayload(polkadotWallet.address)
    const signed = (await client.request("polkadot_signTransaction", {
      address: polkadotWallet.address,
      transactionPayload: payload
    })) as {
      signature: `0x${string}`
    }
    // The MultiSignature form: 0x01 (sr25519), then the signature over the extrinsic's signing bytes.
    expect(signed.signature.slice(0, 4)).toBe("0x01")
    expect(
      signatureVerify(signingBytes(payload), hexToU8a(signed.signature).slice(1), polkadotWallet.address).isValid
    ).toBe(true)
  })

  it("a refusal on the phone is 'Signature declined'; a malformed payload is the wallet's refusal, typed", async () => {
    const client = make([westend])
    const { wallet, polkadotWallet } = await startWallet(3)
    await pair(client, wallet)
    polkadotWallet.behave("signMessage", "reject")
    await expect(
      client.request("polkadot_signMessage", { address: polkadotWallet.address, message: "0x00" })
    ).rejects.toMatchObject({
      _tag: "SignatureDeclined"
    })
    polkadotWallet.behave("signMessage", "approve")
    await expect(
      client.request("polkadot_signTransaction", {
        address: polkadotWallet.address,
        transactionPayload: { method: "nope" }
      })
    ).rejects.toMatchObject({ _tag: "WalletRequestFailed", method: "polkadot_signTransaction" })
  })

  it("a reply without a valid signature is refused, typed, whatever the wallet sent", async () => {
    const replies: Array<unknown> = [{ signature: "0x1234" }, { signature: 42 }, "0xabcdef", null]
    const client = make([westend])
    const { wallet, polkadotWallet } = await startWallet(6, async () => replies.shift())
    await pair(client, wallet)
    for (let index = 0; index < 4; index++) {
      await expect(
        client.request("polkadot_signMessage", { address: polkadotWallet.address, message: "0x00" })
      ).rejects.toMatchObject({
        _tag: "WalletRequestFailed",
        details: "the wallet answered without a valid signature"
      })
    }
    expect(replies).toEqual([])
  })

  it("an EVM and Polkadot dApp connects both namespaces with one pairing", async () => {
    const client = make([localChain(world.chain.rpcUrl), westend])
    const { wallet, polkadotWallet } = await startWallet(4)
    await pair(client, wallet)
    const { chains } = client.getState().chains
    expect(chains.eip155?.account).toMatchObject({ status: "connected", chainFeatures: { balance: true, send: true } })
    expect(chains.polkadot?.account).toMatchObject({ status: "connected", address: polkadotWallet.address })
    expect(client.getState().connection.activeConnectorIds).toEqual({
      eip155: WALLETCONNECT_ID,
      polkadot: WALLETCONNECT_ID
    })
  })
})
