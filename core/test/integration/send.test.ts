// Balances and sending against the local world: a real anvil chain, the chain-backed
// data API over HTTP, and the local signer connector.
import { createLocalSigner, nameRegistryAbi } from "@gangway/fixtures"
import { erc20Abi, formatUnits, maxUint256, parseEther, parseUnits, type Address } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it, vi } from "vitest"
import { Chains } from "../../src/controllers/chain.js"
import { createGangway, type CreateGangwayOptions, type GangwayClient } from "../../src/client.js"
import type { TokenBalance } from "../../src/domain/token-balance.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

// A second, real chain (31338) that the data API does not serve.
const world = setUpLocalWorld({ api: true, chainIds: [31337, 31338] })
/** The send events analytics received (a connect event may arrive late). */
const sendEvents = () => world.api.recorded().filter((event) => String(event.props.event).startsWith("SEND_"))

const make = (key: CreateGangwayOptions["localSigner"], overrides: Partial<CreateGangwayOptions> = {}) =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      projectId: "gangway-tests",
      apiUrls: world.apiUrls(),
      storage: "memory",
      platform: desktop,
      localSigner: key,
      ...overrides
    })
  )

const connected = async (accountIndex: number) => {
  const client = make({ privateKey: world.chain.accounts[accountIndex]!.privateKey })
  await client.connect("local-signer")
  return client
}

/** The account registers the name on world.chain. */
const registerName = async (accountIndex: number, name: string) => {
  const signer = createLocalSigner({
    rpcUrl: world.chain.rpcUrl,
    privateKey: world.chain.accounts[accountIndex]!.privateKey
  })
  const hash = await signer.walletClient.writeContract({
    address: world.chain.contracts.names,
    abi: nameRegistryAbi,
    functionName: "register",
    args: [name]
  })
  await signer.publicClient.waitForTransactionReceipt({ hash })
}
const reader = () => createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient
const address = (index: number) => world.chain.accounts[index]!.address
const ethBalance = (of: Address) => reader().getBalance({ address: of })
const tokenBalance = (token: Address, of: Address) =>
  reader().readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [of] })
const account = (client: GangwayClient) => client.getState().chains.chains.eip155!.account
const tokenOf = (client: GangwayClient, symbol: string): TokenBalance => {
  const found = client.getState().balances.tokenBalances.find((token) => token.symbol === symbol)
  if (found === undefined) throw new Error(`no ${symbol} balance`)
  return found
}
const ETH: TokenBalance = { symbol: "ETH", name: "Ether", price: 3000, quantity: { decimals: "18", numeric: "0" } }
const formOf = (client: GangwayClient) => {
  const { token, sendTokenAmount, receiverAddress } = client.getState().send
  return { token: token?.symbol, sendTokenAmount, receiverAddress }
}

describe("balances (SPEC §4, §9)", () => {
  it("native balance and symbol from the chain, token balances from the data API: as the chain holds them", async () => {
    const client = await connected(1)
    const balances = await client.refreshBalances()
    expect(balances.map((balance) => balance.symbol).sort()).toEqual(["ETH", "GWT", "USDT"])
    expect(account(client).balance).toBe(formatUnits(await ethBalance(address(1)), 18))
    expect(account(client).balanceSymbol).toBe("ETH")
    expect(account(client).tokenBalance).toEqual(balances)
    const gwt = balances.find((balance) => balance.symbol === "GWT")!
    expect(gwt.quantity).toEqual({
      decimals: "18",
      numeric: formatUnits(await tokenBalance(world.chain.contracts.gwt, address(1)), 18)
    })
    expect(client.getState().balances).toMatchObject({ loading: false, lastRetry: undefined })
  })

  it("sets the loading flag while fetching", async () => {
    const client = await connected(1)
    const flags: Array<boolean> = []
    client.subscribe(
      (state) => state.balances.loading,
      (loading) => flags.push(loading)
    )
    await client.refreshBalances({ force: true })
    expect(flags).toEqual([true, false])
  })

  it("a failed fetch: 'Token Balance Unavailable' toast, retry time recorded, no request during the cool-down", async () => {
    const client = await connected(1)
    world.api.failNext("/v1/account/:address/balance", 400, 1)
    await expect(client.refreshBalances({ force: true })).rejects.toMatchObject({
      _tag: "TokenBalanceUnavailable",
      message: "Token Balance Unavailable"
    })
    expect(client.getState().toast).toMatchObject({
      open: true,
      variant: "error",
      message: "Token Balance Unavailable"
    })
    const { lastRetry } = client.getState().balances
    expect(lastRetry).toBeTypeOf("number")
    // Within 30 s nothing is asked: a fault waiting for the next request stays unused.
    world.api.failNext("/v1/account/:address/balance", 400, 1)
    await expect(client.refreshBalances({ force: true })).resolves.toEqual([])
    expect(client.getState().balances.lastRetry).toBe(lastRetry)
    world.api.clearFaults()
  })

  it("a network the data API does not serve: 'Token Balance Unavailable', the native balance still read", async () => {
    const client = await connected(1)
    await client.switchNetwork("eip155:31338")
    await expect(client.refreshBalances()).rejects.toMatchObject({ message: "Token Balance Unavailable" })
    expect(client.getState().toast).toMatchObject({ variant: "error", message: "Token Balance Unavailable" })
    const onSecondChain = await createLocalSigner({ rpcUrl: world.chainOf(31338).rpcUrl }).publicClient.getBalance({
      address: address(1)
    })
    expect(account(client).balance).toBe(formatUnits(onSecondChain, 18))
    expect(client.getState().balances.tokenBalances).toEqual([])
  })

  it("a native balance the chain cannot give: the error toast, the token balances that loaded are kept", async () => {
    // The client's RPC points nowhere (port 9); the data API still answers from the chain.
    const client = world.track(
      createGangway({
        networks: [localChain("http://127.0.0.1:9")],
        projectId: "gangway-tests",
        apiUrls: world.apiUrls(),
        storage: "memory",
        platform: desktop,
        localSigner: { privateKey: world.chain.accounts[2]!.privateKey }
      })
    )
    await client.connect("local-signer")
    await expect(client.refreshBalances({ force: true })).rejects.toMatchObject({
      message: "Token Balance Unavailable"
    })
    expect(client.getState().toast).toMatchObject({ variant: "error", message: "Token Balance Unavailable" })
    expect(client.getState().balances.tokenBalances.map((token) => token.symbol)).toEqual(["ETH", "GWT", "USDT"])
    expect(client.getState().balances.lastRetry).toBeTypeOf("number")
  })

  it("identity: the account's registered name", async () => {
    const index = 6
    await registerName(index, "frank.reown.id")
    const client = await connected(index)
    await expect(client.refreshIdentity()).resolves.toEqual({ name: "frank.reown.id", avatar: null })
    expect(account(client)).toMatchObject({ profileName: "frank.reown.id", profileImage: null })
  })
})

describe("sending (SPEC §3, §4, §5, §8)", () => {
  it("native send lands on chain; form reset, balances and history updated, analytics tracked", async () => {
    const client = await connected(2)
    await client.refreshBalances()
    world.api.clearRecorded()
    const before = await ethBalance(address(3))
    const pending: Array<number> = []
    client.subscribe(
      (state) => state.history.pending.length,
      (count) => pending.push(count)
    )
    const phases: Array<string> = []
    client.subscribe(
      (state) => state.send.phase,
      (phase) => phases.push(phase)
    )

    await client.setSendField("token", tokenOf(client, "ETH"))
    await client.setSendField("sendTokenAmount", "1.5")
    await client.setSendField("receiverAddress", address(3))
    const { hash } = await client.send()

    expect(await ethBalance(address(3))).toBe(before + parseEther("1.5"))
    expect(phases).toEqual(["preparing", "signing", "pending", "confirmed"])
    expect(pending).toEqual([1, 0])
    const state = client.getState()
    expect(state.send).toMatchObject({
      phase: "confirmed",
      hash,
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false
    })
    expect(state.router).toMatchObject({ view: "Account", canGoBack: false, history: [{ view: "Account" }] })
    expect(account(client).balance).toBe(formatUnits(await ethBalance(address(2)), 18))
    const history = await client.fetchTransactions()
    expect(history.transactions[0]).toMatchObject({
      id: hash,
      metadata: { operationType: "send", status: "confirmed" }
    })
    await vi.waitFor(
      () => expect(sendEvents().map((event) => event.props.event)).toEqual(["SEND_INITIATED", "SEND_SUCCESS"]),
      { timeout: 10_000 }
    )
    expect(sendEvents()[0]?.props).toMatchObject({
      properties: { isSmartAccount: false, network: "eip155:31337", token: "ETH", amount: 1.5 }
    })
  })

  it("'Transaction started' is the success toast once the wallet sent it", async () => {
    const client = await connected(2)
    const toasts: Array<string> = []
    client.subscribe(
      (state) => state.toast,
      (toast) => toast.open && toasts.push(`${toast.variant}: ${toast.message}`)
    )
    await client.send({ token: ETH, amount: "0.01", receiver: address(3) })
    expect(toasts).toContain("success: Transaction started")
  })

  it("ERC20 send (GWT, 18 decimals) lands on chain and the token balance follows", async () => {
    const client = await connected(4)
    await client.refreshBalances()
    const before = await tokenBalance(world.chain.contracts.gwt, address(5))
    await client.send({ token: tokenOf(client, "GWT"), amount: "12.345678901234567891", receiver: address(5) })
    expect(await tokenBalance(world.chain.contracts.gwt, address(5))).toBe(
      before + parseUnits("12.345678901234567891", 18)
    )
    expect(tokenOf(client, "GWT").quantity.numeric).toBe(
      formatUnits(await tokenBalance(world.chain.contracts.gwt, address(4)), 18)
    )
  })

  it("USDT (transfer without a return value, 6 decimals) lands on chain", async () => {
    const client = await connected(4)
    await client.refreshBalances()
    const before = await tokenBalance(world.chain.contracts.usdt, address(5))
    const { hash } = await client.send({ token: tokenOf(client, "USDT"), amount: "2.5", receiver: address(5) })
    expect(await tokenBalance(world.chain.contracts.usdt, address(5))).toBe(before + 2_500_000n)
    expect(tokenOf(client, "USDT").quantity.numeric).toBe(
      formatUnits(await tokenBalance(world.chain.contracts.usdt, address(4)), 6)
    )
    const history = await client.fetchTransactions()
    expect(history.transactions[0]?.id).toBe(hash)
    expect(history.transactions[0]?.transfers[0]).toMatchObject({
      fungible_info: { symbol: "USDT" },
      quantity: { numeric: "2.5" }
    })
  })

  it("the receiver may be a registered name", async () => {
    const index = 7
    await registerName(index, "grace.reown.id")
    const client = await connected(4)
    await client.setSendField("receiverAddress", "grace.reown.id")
    expect(client.getState().send).toMatchObject({
      receiverAddress: address(index),
      receiverProfileName: "grace.reown.id"
    })
    const before = await ethBalance(address(index))
    await client.send({ token: ETH, amount: "0.25" })
    expect(await ethBalance(address(index))).toBe(before + parseEther("0.25"))
    await expect(client.setSendField("receiverAddress", "nobody-here.reown.id")).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "receiver"
    })
    expect(client.getState().send.receiverAddress).toBeUndefined()
  })

  it("the gas price and its USD value come from the data API and the native price", async () => {
    const client = await connected(4)
    await client.refreshBalances()
    const gasPrice = await client.refreshGasPrice()
    expect(gasPrice).toBe(await reader().getGasPrice())
    const { gasPriceInUSD, networkBalanceInUSD } = client.getState().send
    expect(gasPriceInUSD).toBeCloseTo((Number(gasPrice * 21_000n) / 1e18) * 3000, 12)
    expect(Number(networkBalanceInUSD)).toBeCloseTo(Number(tokenOf(client, "ETH").quantity.numeric) * 3000, 6)
    // What Max leaves for the fee: a plain transfer's 21 000 gas at that price.
    expect(client.getState().send.plainTransferFee).toBe(gasPrice * 21_000n)
  })
})

describe("send rules: typed failures that keep the form", () => {
  const fresh = async (fund?: bigint) => {
    const privateKey = generatePrivateKey()
    if (fund !== undefined) {
      const funder = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[0]!.privateKey })
      const hash = await funder.walletClient.sendTransaction({
        to: privateKeyToAccount(privateKey).address,
        value: fund
      })
      await funder.publicClient.waitForTransactionReceipt({ hash })
    }
    const client = make({ privateKey })
    await client.connect("local-signer")
    return client
  }

  it("a preview checks and prices the send without sending it", async () => {
    const client = await connected(6)
    const nonce = await reader().getTransactionCount({ address: address(6) })
    const preview = await client.previewSend({ token: ETH, amount: "0.5", receiver: address(3) })
    expect(preview).toMatchObject({
      from: address(6),
      to: address(3),
      amount: "0.5",
      units: parseEther("0.5"),
      gas: 21_000n
    })
    expect(preview.gasCost).toBe(preview.gas * preview.gasPrice)
    // The adapter's description of the same fee, for a review on any network.
    expect(preview.fee).toEqual({
      amount: preview.gasCost,
      units: 21_000n,
      unit: "gas",
      rate: { value: preview.gasPrice, decimals: 9, unit: "gwei" },
      label: "gas"
    })
    expect(preview.gasPrice).toBeGreaterThan(0n)
    expect(preview.insufficientGas).toBe(false)
    expect(await reader().getTransactionCount({ address: address(6) })).toBe(nonce)
    expect(client.getState().send.phase).toBe("idle")
  })

  it("a preview reports insufficient gas instead of failing", async () => {
    const client = await fresh(1_000n)
    const preview = await client.previewSend({ token: ETH, amount: "0.000000000000000001", receiver: address(3) })
    expect(preview.nativeBalance).toBe(1_000n)
    expect(preview.insufficientGas).toBe(true)
  })

  it("zero native balance is insufficient gas", async () => {
    const client = await fresh()
    world.api.clearRecorded()
    await expect(client.send({ token: ETH, amount: "0.1", receiver: address(3) })).rejects.toMatchObject({
      _tag: "InsufficientGas",
      message: "Not enough ETH to pay for gas"
    })
    expect(formOf(client)).toEqual({ token: "ETH", sendTokenAmount: "0.1", receiverAddress: address(3) })
    expect(client.getState().send).toMatchObject({ phase: "failed", loading: false })
    expect(client.getState().router.view).not.toBe("Account")
  })

  it("gas above the native balance is insufficient gas", async () => {
    const client = await fresh(1_000n)
    await expect(
      client.send({ token: ETH, amount: "0.000000000000000001", receiver: address(3) })
    ).rejects.toMatchObject({
      _tag: "InsufficientGas"
    })
    expect(formOf(client)).toEqual({
      token: "ETH",
      sendTokenAmount: "0.000000000000000001",
      receiverAddress: address(3)
    })
    expect(await ethBalance(address(3))).toBeGreaterThan(0n)
  })

  it("smart accounts count as having gas: no check, the send goes to the wallet", async () => {
    const client = await fresh()
    client.runtime.runSync(
      Chains.use((chains) => chains.patchAccount("eip155", { preferredAccountTypes: { eip155: "smartAccount" } }))
    )
    const failure = await client
      .send({ token: ETH, amount: "0.1", receiver: address(3) })
      .catch((error: unknown) => error)
    // Not refused as insufficient gas: the chain itself is what refuses an empty account.
    expect(failure).not.toMatchObject({ _tag: "InsufficientGas" })
    expect(client.getState().toast).toMatchObject({
      variant: "error",
      message: "Failed to send transaction. Please try again."
    })
  })

  it("fee fields: gasPrice with EIP-1559 fees, maxFeePerGas above 2^256-1, tip above the fee cap", async () => {
    const client = await connected(8)
    const input = { token: ETH, amount: "0.1", receiver: address(3) }
    await expect(client.send({ ...input, fees: { gasPrice: 1n, maxFeePerGas: 2n } })).rejects.toMatchObject({
      _tag: "InvalidFeeSettings",
      rule: "gasPriceWithEip1559Fees"
    })
    await expect(client.send({ ...input, fees: { maxFeePerGas: maxUint256 + 1n } })).rejects.toMatchObject({
      _tag: "InvalidFeeSettings",
      rule: "maxFeePerGasTooHigh"
    })
    await expect(
      client.send({ ...input, fees: { maxFeePerGas: 10n, maxPriorityFeePerGas: 11n } })
    ).rejects.toMatchObject({
      _tag: "InvalidFeeSettings",
      rule: "tipAboveFeeCap"
    })
    expect(formOf(client)).toEqual({ token: "ETH", sendTokenAmount: "0.1", receiverAddress: address(3) })
  })

  it("EIP-1559 fees within the rules are used", async () => {
    const client = await connected(8)
    const block = await reader().getBlock()
    const maxFeePerGas = (block.baseFeePerGas ?? 0n) * 2n + 2n
    const { hash } = await client.send({
      token: ETH,
      amount: "0.1",
      receiver: address(3),
      fees: { maxFeePerGas, maxPriorityFeePerGas: 1n }
    })
    expect((await reader().getTransaction({ hash: hash as `0x${string}` })).maxFeePerGas).toBe(maxFeePerGas)
  })

  it("amounts are parsed with the token's decimals", async () => {
    const client = await connected(8)
    await client.refreshBalances()
    await expect(
      client.send({ token: tokenOf(client, "USDT"), amount: "1.0000001", receiver: address(3) })
    ).rejects.toMatchObject({
      _tag: "InvalidInput",
      message: "Invalid amount: more decimals than the token has"
    })
    await expect(client.send({ token: ETH, amount: "1.0000001", receiver: "not an address" })).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "receiver"
    })
  })

  it("a send needs token, amount and receiver", async () => {
    const client = await connected(8)
    await client.resetSend()
    await expect(client.send()).rejects.toMatchObject({ _tag: "SendRequirementsMissing" })
    await client.refreshBalances()
    await expect(client.send({ token: tokenOf(client, "GWT") })).rejects.toMatchObject({
      _tag: "SendRequirementsMissing",
      missing: ["amount", "receiver"]
    })
  })

  it("an ERC20 row without a usable contract address is never sent as ETH", async () => {
    const client = await connected(8)
    const nonce = await reader().getTransactionCount({ address: address(8) })
    const broken: TokenBalance = {
      symbol: "GWT",
      name: "Gangway Token",
      address: "eip155:31337:0xZZ",
      price: 2,
      quantity: { decimals: "18", numeric: "5" }
    }
    const addressless: TokenBalance = {
      symbol: "GWT",
      name: "Gangway Token",
      price: 2,
      quantity: { decimals: "18", numeric: "5" }
    }
    for (const token of [broken, addressless]) {
      await expect(client.send({ token, amount: "1", receiver: address(3) })).rejects.toMatchObject({
        _tag: "SendRequirementsMissing",
        missing: ["token address"],
        message: "Missing for this send: token address"
      })
    }
    expect(await reader().getTransactionCount({ address: address(8) })).toBe(nonce)
  })

  it("a receiver name that does not resolve, or whose lookup fails, leaves no receiver from before", async () => {
    const client = await connected(8)
    await client.setSendField("receiverAddress", address(3))
    await expect(client.setSendField("receiverAddress", "nobody.reown.id")).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "receiver"
    })
    expect(client.getState().send.receiverAddress).toBeUndefined()

    await client.setSendField("receiverAddress", address(3))
    world.api.failNext("/v1/profile/account/:name", 400, 1)
    await expect(client.setSendField("receiverAddress", "someone.reown.id")).rejects.toBeDefined()
    expect(client.getState().send.receiverAddress).toBeUndefined()
  })

  it("a transfer the chain would revert fails before the wallet is asked, form kept", async () => {
    const client = await connected(8)
    await client.refreshBalances()
    await expect(
      client.send({ token: tokenOf(client, "GWT"), amount: "20000000", receiver: address(3) })
    ).rejects.toMatchObject({
      _tag: "ChainError"
    })
    expect(formOf(client)).toEqual({ token: "GWT", sendTokenAmount: "20000000", receiverAddress: address(3) })
  })

  it("switching network resets the send form", async () => {
    const client = await connected(8)
    await client.setSendField("token", ETH)
    await client.setSendField("sendTokenAmount", "3")
    await client.setSendField("receiverAddress", address(3))
    await client.switchNetwork("eip155:31338")
    expect(formOf(client)).toEqual({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined })
  })

  it("disconnecting resets the send form", async () => {
    const client = await connected(8)
    await client.setSendField("sendTokenAmount", "3")
    await client.disconnect()
    expect(client.getState().send.sendTokenAmount).toBeUndefined()
  })
})
