// Solana on the local runtime with the local keypair signer (the CLI's path): balances, sends, history.
import { SOLANA_TEST_MINTS, solanaTestAccount } from "@gangway/fixtures"
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  verifySignature
} from "@solana/kit"
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import { describe, expect, it } from "vitest"
import { formatAmount } from "../../src/domain/amount.js"
import { localChain, solanaLocal } from "../../src/domain/networks.js"
import type { GangwayClient } from "../../src/client.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true, solana: true })
const network = () => solanaLocal(world.solana.rpcUrl, world.solana.wsUrl)
const rpc = () => createSolanaRpc(world.solana.rpcUrl)
const lamportsOf = async (owner: string) => (await rpc().getBalance(address(owner)).send()).value
const tokenUnitsOf = async (owner: string, mint: string) => {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS
  })
  const account = await rpc()
    .getTokenAccountBalance(ata)
    .send()
    .catch(() => undefined)
  return account === undefined ? 0n : BigInt(account.value.amount)
}

const connected = async (index: number): Promise<GangwayClient> => {
  const { secretKeyBase58 } = await solanaTestAccount(index)
  const client = world.client({ networks: [network()], localSigner: { solanaSecretKey: secretKeyBase58 } })
  await client.connect("local-signer")
  return client
}
const tokenOf = (client: GangwayClient, symbol: string) => {
  const found = client.getState().balances.tokenBalances.find((token) => token.symbol === symbol)
  if (found === undefined) throw new Error(`no ${symbol} balance`)
  return found
}

describe("Solana with a local keypair", () => {
  it("connects the keypair's account on the local cluster", async () => {
    const client = await connected(1)
    const { address: expected } = await solanaTestAccount(1)
    expect(client.getState().chains.activeNamespace).toBe("solana")
    expect(client.getState().chains.chains.solana?.account).toMatchObject({
      status: "connected",
      address: expected,
      caipAddress: `${network().caipNetworkId}:${expected}`
    })
    // A key held here signs for any configured network of its namespace.
    expect(client.getState().chains.chains.solana).toMatchObject({
      approvedCaipNetworkIds: [network().caipNetworkId],
      supportsAllNetworks: true
    })
  })

  it("a key that is not 64 bytes of base58 is refused with a typed error", async () => {
    const client = world.client({ networks: [network()], localSigner: { solanaSecretKey: "not-a-key" } })
    await expect(client.connect("local-signer")).rejects.toMatchObject({ _tag: "InvalidInput", field: "keypair" })
  })

  it("shows SOL from the cluster and SOL, GST and GUSD from the data API", async () => {
    const client = await connected(2)
    const balances = await client.refreshBalances()
    expect(balances.map((token) => token.symbol).sort()).toEqual(["GST", "GUSD", "SOL"])
    expect(tokenOf(client, "GUSD").quantity).toEqual({ decimals: "6", numeric: "10000" })
    const { address: owner } = await solanaTestAccount(2)
    const lamports = await lamportsOf(owner)
    expect(client.getState().chains.chains.solana?.account).toMatchObject({ balanceSymbol: "SOL" })
    expect(client.getState().chains.chains.solana?.account.balance).toBe(formatAmount(lamports, 9))
  })

  it("sends SOL: the receiver gets the amount, the sender pays amount and fee", async () => {
    const client = await connected(3)
    await client.refreshBalances()
    const { address: from } = await solanaTestAccount(3)
    const { address: to } = await solanaTestAccount(4)
    const [before, receiverBefore] = [await lamportsOf(from), await lamportsOf(to)]
    const preview = await client.previewSend({ token: tokenOf(client, "SOL"), amount: "0.25", receiver: to })
    expect(preview).toMatchObject({
      units: 250_000_000n,
      gas: 1n,
      createsReceiverAccount: undefined,
      insufficientGas: false
    })
    expect(preview.gasCost).toBeGreaterThan(0n)
    expect(preview.fee).toEqual({
      amount: preview.gasCost,
      units: 1n,
      unit: "signature",
      rate: { value: preview.gasPrice, decimals: 0, unit: "lamports" },
      label: "fee",
      rent: 0n
    })
    const { hash } = await client.send()
    expect(hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(to)).toBe(receiverBefore + 250_000_000n)
    expect(await lamportsOf(from)).toBe(before - 250_000_000n - preview.gasCost)
    expect(client.getState().send).toMatchObject({ phase: "confirmed", hash })
  })

  it("sends an SPL token to an address without a token account: the preview says so with its rent, the send creates it", async () => {
    const client = await connected(5)
    await client.refreshBalances()
    const stranger = (await generateKeyPairSigner()).address
    const preview = await client.previewSend({ token: tokenOf(client, "GUSD"), amount: "12.5", receiver: stranger })
    expect(preview.units).toBe(12_500_000n)
    expect(preview.createsReceiverAccount?.rent).toBeGreaterThan(0n)
    expect(preview.gasCost).toBeGreaterThan(preview.createsReceiverAccount!.rent)
    expect(preview.fee.rent).toBe(preview.createsReceiverAccount!.rent)
    await client.send()
    expect(await tokenUnitsOf(stranger, SOLANA_TEST_MINTS.GUSD.address)).toBe(12_500_000n)
    // A second send to the same receiver finds the account there.
    const again = await client.previewSend({ token: tokenOf(client, "GUSD"), amount: "1", receiver: stranger })
    expect(again.createsReceiverAccount).toBeUndefined()
  })

  it("refuses what the spec refuses: missing fields, zero, a bad address, too many decimals", async () => {
    const client = await connected(6)
    await client.refreshBalances()
    const sol = tokenOf(client, "SOL")
    await expect(client.send({ token: sol })).rejects.toMatchObject({
      _tag: "SendRequirementsMissing",
      message: "Please enter a valid amount and receiver address"
    })
    const { address: to } = await solanaTestAccount(7)
    await expect(client.send({ token: sol, amount: "0", receiver: to })).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "amount"
    })
    await expect(client.send({ token: sol, amount: "0.0000000001", receiver: to })).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "amount"
    })
    await expect(
      client.setSendField("receiverAddress", "0x45527bdf43Ce3e62fed56b62B0da909BF16cA84B")
    ).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "receiver"
    })
    // 44 base58 characters that do not decode to 32 bytes are no address.
    await expect(client.setSendField("receiverAddress", "z".repeat(44))).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "receiver"
    })
  })

  it("lists the account's SOL and SPL transfers in history, grouped by month", async () => {
    const client = await connected(8)
    await client.refreshBalances()
    const { address: to } = await solanaTestAccount(9)
    const { hash: solHash } = await client.send({ token: tokenOf(client, "SOL"), amount: "0.01", receiver: to })
    const { hash: gstHash } = await client.send({ token: tokenOf(client, "GST"), amount: "3", receiver: to })
    const history = await client.fetchTransactions()
    const ids = history.transactions.map((item) => item.metadata.hash ?? item.id)
    expect(ids).toEqual(expect.arrayContaining([solHash, gstHash]))
    expect(history.transactions.every((item) => item.metadata.chain === network().caipNetworkId)).toBe(true)
    const gst = history.transactions.find((item) => (item.metadata.hash ?? item.id) === gstHash)
    expect(gst?.transfers[0]).toMatchObject({
      fungible_info: { symbol: "GST" },
      direction: "out",
      quantity: { numeric: "3" }
    })
    expect(history.groups.length).toBeGreaterThan(0)
  })
})

describe("switching to a namespace with no wallet", () => {
  it("opens Connect for that namespace's wallets while an EVM wallet stays connected", async () => {
    const client = world.client({
      networks: [localChain(world.chain.rpcUrl), network()],
      localSigner: { privateKey: world.chain.accounts[1]!.privateKey }
    })
    await client.connect("local-signer")
    await client.switchNetwork(network().caipNetworkId)
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe(network().caipNetworkId)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router).toMatchObject({ view: "Connect", data: { namespace: "solana" } })
    expect(client.getState().chains.chains.eip155?.account.status).toBe("connected")
  })
})

describe("requests to a Solana wallet", () => {
  it("signs a message with the keypair (solana_signMessage), verifiable with the account's key", async () => {
    const client = await connected(1)
    const message = getBase58Decoder().decode(new TextEncoder().encode("gangway"))
    const { signature } = (await client.request("solana_signMessage", { message })) as { signature: string }
    const { address: owner } = await solanaTestAccount(1)
    const key = await getPublicKeyFromAddress(address(owner))
    expect(
      await verifySignature(key, getBase58Encoder().encode(signature) as never, new TextEncoder().encode("gangway"))
    ).toBe(true)
  })

  it("refuses a preflight commitment outside SPEC §5's list, before the wallet is asked", async () => {
    const client = await connected(1)
    for (const preflightCommitment of ["processed", "singleGossip", "max"]) {
      await expect(
        client.request("solana_signAndSendTransaction", { transaction: "AA==", sendOptions: { preflightCommitment } })
      ).rejects.not.toMatchObject({ _tag: "InvalidInput" })
    }
    await expect(
      client.request("solana_signAndSendTransaction", {
        transaction: "AA==",
        sendOptions: { preflightCommitment: "eventually" }
      })
    ).rejects.toMatchObject({ _tag: "InvalidInput", field: "preflightCommitment" })
  })
})

describe("the fee rate on Solana", () => {
  it("is what one signature costs on the cluster, for the connected account", async () => {
    const client = await connected(2)
    const lamports = await client.refreshGasPrice()
    expect(lamports).toBe(5_000n)
    expect(client.getState().send.gasPrice).toBe(5_000n)
  })
})
