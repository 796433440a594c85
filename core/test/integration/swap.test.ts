// Swaps against the local world: the anvil chain with its two pools and router, the
// chain-backed data API over HTTP, and the local signer connector.
import { createLocalSigner, gangwayTokenAbi, swapRouterAbi } from "@gangway/fixtures"
import {
  createTestClient,
  erc20Abi,
  http,
  isAddressEqual,
  parseEther,
  parseGwei,
  parseUnits,
  type Address,
  type Hash,
  type Hex
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { createGangway, type CreateGangwayOptions } from "../../src/client.js"
import { swapsOf, type SwapPhase } from "../../src/controllers/swap/index.js"
import { localChain } from "../../src/domain/networks.js"
import { desktop } from "../controllers.js"
import { setUpLocalWorld } from "../local-world.js"

// A second, real chain (31338) that the data API does not serve.
const world = setUpLocalWorld({ api: true, chainIds: [31337, 31338] })
const NATIVE = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"

const make = (privateKey: Hex, overrides: Partial<CreateGangwayOptions> = {}) =>
  world.track(
    createGangway({
      networks: [localChain(world.chain.rpcUrl), localChain(world.chainOf(31338).rpcUrl, 31338)],
      projectId: "gangway-tests",
      apiUrls: world.apiUrls(),
      storage: "memory",
      platform: desktop,
      localSigner: { privateKey },
      ...overrides
    })
  )
const connected = async (privateKey: Hex, overrides: Partial<CreateGangwayOptions> = {}) => {
  const client = make(privateKey, overrides)
  await client.connect("local-signer")
  return { client, swaps: swapsOf(client) }
}
const key = (index: number) => world.chain.accounts[index]!.privateKey
const reader = () => createLocalSigner({ rpcUrl: world.chain.rpcUrl }).publicClient
const ethOf = (of: Address) => reader().getBalance({ address: of })
const tokenOf = (token: Address, of: Address) =>
  reader().readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [of] })
const addressOf = (privateKey: Hex) => privateKeyToAccount(privateKey).address
const feeOf = async (hash: string) => {
  const receipt = await reader().getTransactionReceipt({ hash: hash as Hash })
  return receipt.gasUsed * receipt.effectiveGasPrice
}
/** Another account's real swap of `eth` ETH for GWT through the router: the ETH/GWT pool moves. */
const moveNativePool = async (
  accountIndex: number,
  eth: string,
  fees: { maxPriorityFeePerGas?: bigint; maxFeePerGas?: bigint } = {}
) => {
  const other = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: key(accountIndex) })
  const value = parseEther(eth)
  return other.walletClient.writeContract({
    address: world.chain.contracts.router,
    abi: swapRouterAbi,
    functionName: "swap",
    args: [NATIVE, world.chain.contracts.gwt, value, 0n, other.account.address],
    value,
    ...fees
  })
}
/** A fresh account holding `eth` ETH and `gwt` GWT. */
const freshAccount = async (eth: string, gwt: string) => {
  const privateKey = generatePrivateKey()
  const funder = createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: key(9) })
  const to = addressOf(privateKey)
  if (eth !== "0")
    await funder.publicClient.waitForTransactionReceipt({
      hash: await funder.walletClient.sendTransaction({ to, value: parseEther(eth) })
    })
  const hash = await funder.walletClient.writeContract({
    address: world.chain.contracts.gwt,
    abi: gangwayTokenAbi,
    functionName: "transfer",
    args: [to, parseUnits(gwt, 18)]
  })
  await funder.publicClient.waitForTransactionReceipt({ hash })
  return privateKey
}

describe("swap tokens and previews (SPEC §7 convert)", () => {
  it("lists the pools' tokens with the account's holdings and USD prices", async () => {
    const { client, swaps } = await connected(key(1))
    // The eip155 adapter sends built calls: the Account view offers Swap.
    expect(client.getState().chains.chains.eip155?.account.chainFeatures).toEqual({
      balance: true,
      send: true,
      swap: true
    })
    const tokens = await swaps.tokens()
    expect(tokens.map((token) => [token.symbol, token.native, token.price])).toEqual([
      ["ETH", true, 3000],
      ["GWT", false, 2],
      ["USDT", false, 1]
    ])
    expect(tokens.find((token) => token.symbol === "GWT")!.balance).toBe(
      await tokenOf(world.chain.contracts.gwt, addressOf(key(1)))
    )
    expect(tokens.find((token) => token.symbol === "ETH")!.balance).toBe(await ethOf(addressOf(key(1))))
  })

  it("previews ETH → GWT from the pool's reserves: rate, impact, minimum after the shared slippage, fee in ETH and USD, no approval", async () => {
    const { swaps } = await connected(key(1))
    const preview = await swaps.preview({ from: "ETH", to: "GWT", amount: "1" })
    const [reserveEth, reserveGwt] = await reader().readContract({
      address: world.chain.contracts.nativePool,
      abi: [
        {
          type: "function",
          name: "getReserves",
          stateMutability: "view",
          inputs: [],
          outputs: [{ type: "uint256" }, { type: "uint256" }]
        }
      ],
      functionName: "getReserves"
    })
    const oneEth = parseEther("1")
    const expected = (oneEth * 997n * reserveGwt) / (reserveEth * 1000n + oneEth * 997n)
    expect(preview.toUnits).toBe(expected)
    expect(preview.slippage).toBe(1)
    expect(preview.minimumReceivedUnits).toBe((expected * 9900n) / 10000n)
    // Six significant digits.
    expect(Math.abs(Number(preview.rate) / (Number(expected) / 1e18) - 1)).toBeLessThan(1e-5)
    // Market: 1 ETH = 1500 GWT; the pool pays less (its 0.3% fee and the trade's move).
    expect(preview.priceImpact).toBeGreaterThan(0.3)
    expect(preview.priceImpact).toBeLessThan(2)
    expect(preview.approval).toBeUndefined()
    expect(preview.fee).toBe(preview.gas * preview.gasPrice)
    expect(preview.feeInUsd).toBeCloseTo(Number(preview.feeAmount) * 3000, 6)
    expect(preview).toMatchObject({ insufficientBalance: false, insufficientGas: false })
  })

  it("quotes with the slippage asked for, and refuses a pair no pool trades or a token the list lacks", async () => {
    const { swaps } = await connected(key(1))
    const tight = await swaps.preview({ from: "GWT", to: "USDT", amount: "10", slippage: 0.5 })
    expect(tight.minimumReceivedUnits).toBe((tight.toUnits * 9950n) / 10000n)
    expect(tight.approval).toBeDefined()
    await expect(swaps.preview({ from: "ETH", to: "USDT", amount: "1" })).rejects.toMatchObject({
      _tag: "SwapPairUnsupported",
      message: "No quote for ETH to USDT: choose another pair or amount"
    })
    await expect(swaps.preview({ from: "ETH", to: "DOGE", amount: "1" })).rejects.toMatchObject({
      _tag: "SwapTokenUnknown"
    })
    await expect(swaps.preview({ from: "ETH", to: "GWT", amount: "0" })).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "amount"
    })
    await expect(swaps.preview({ from: "ETH", to: "GWT", amount: "1", slippage: 100 })).rejects.toMatchObject({
      _tag: "InvalidInput",
      field: "slippage"
    })
  })
})

describe("swapping on the local chain", () => {
  it("ETH → GWT: the GWT received is the quote, the ETH paid is the amount and the fee; balances and history refreshed", async () => {
    const { client, swaps } = await connected(key(2))
    const me = addressOf(key(2))
    await client.fetchTransactions()
    const [eth, gwt] = [await ethOf(me), await tokenOf(world.chain.contracts.gwt, me)]
    const preview = await swaps.preview({ from: "ETH", to: "GWT", amount: "1" })
    const phases: SwapPhase[] = []
    const result = await swaps.swap(preview, { onPhase: (phase) => phases.push(phase) })
    expect(phases).toEqual(["swapping", "confirming", "done"])
    expect(result.approvalHash).toBeUndefined()
    const received = (await tokenOf(world.chain.contracts.gwt, me)) - gwt
    expect(received).toBe(preview.toUnits)
    expect(await ethOf(me)).toBe(eth - preview.fromUnits - (await feeOf(result.hash)))
    const held = client.getState().balances.tokenBalances.find((token) => token.symbol === "GWT")!
    expect(parseUnits(held.quantity.numeric, 18)).toBe(gwt + received)
    const latest = client.getState().history.transactions[0]!
    expect(latest.metadata.hash).toBe(result.hash)
    expect(latest.metadata.operationType).toBe("trade")
  })

  it("GWT → ETH (ERC20 → native): approves the router first, then the ETH received is within the slippage of the quote", async () => {
    const { swaps } = await connected(key(3))
    const me = addressOf(key(3))
    const [eth, gwt] = [await ethOf(me), await tokenOf(world.chain.contracts.gwt, me)]
    const preview = await swaps.preview({ from: "GWT", to: "ETH", amount: "1500" })
    expect(preview.approval?.gas).toBeGreaterThan(0n)
    expect(preview.fee).toBe((preview.gas + preview.approval!.gas) * preview.gasPrice)
    const phases: SwapPhase[] = []
    const result = await swaps.swap(preview, { onPhase: (phase) => phases.push(phase) })
    expect(phases).toEqual(["approving", "swapping", "confirming", "done"])
    expect(result.approvalHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await tokenOf(world.chain.contracts.gwt, me)).toBe(gwt - preview.fromUnits)
    const received = (await ethOf(me)) - eth + (await feeOf(result.hash)) + (await feeOf(result.approvalHash!))
    expect(received).toBe(preview.toUnits)
    expect(received).toBeGreaterThanOrEqual(preview.minimumReceivedUnits)
    // Approved now: the next preview has no approval step.
    expect((await swaps.preview({ from: "GWT", to: "ETH", amount: "1" })).approval).toBeUndefined()
  })

  it("GWT → USDT (token → token): approval, then the USDT received is the quote", async () => {
    const { swaps } = await connected(key(4))
    const me = addressOf(key(4))
    const [gwt, usdt] = [await tokenOf(world.chain.contracts.gwt, me), await tokenOf(world.chain.contracts.usdt, me)]
    const preview = await swaps.preview({ from: "GWT", to: "USDT", amount: "25.5" })
    expect(preview.approval).toBeDefined()
    const result = await swaps.swap(preview)
    expect(result.approvalHash).toBeDefined()
    expect(await tokenOf(world.chain.contracts.gwt, me)).toBe(gwt - parseUnits("25.5", 18))
    expect((await tokenOf(world.chain.contracts.usdt, me)) - usdt).toBe(preview.toUnits)
  })

  it("the pool moved between quote and send: a typed error before anything is sent, nothing spent", async () => {
    const { swaps } = await connected(key(5))
    const me = addressOf(key(5))
    const preview = await swaps.preview({ from: "ETH", to: "GWT", amount: "1" })
    await reader().waitForTransactionReceipt({ hash: await moveNativePool(6, "5") })
    const [eth, gwt, nonce] = [
      await ethOf(me),
      await tokenOf(world.chain.contracts.gwt, me),
      await reader().getTransactionCount({ address: me })
    ]
    const failure = await swaps.swap(preview).catch((error: unknown) => error)
    expect(failure).toMatchObject({
      _tag: "SwapSlippageExceeded",
      symbol: "GWT",
      minimum: preview.minimumReceived,
      slippage: 1
    })
    expect((failure as Error).message).toMatch(
      /^The price moved: the swap would now give [\d.]+ GWT, below the [\d.]+ GWT that 1% slippage allows\. Nothing was swapped; review the new quote$/
    )
    expect([
      await ethOf(me),
      await tokenOf(world.chain.contracts.gwt, me),
      await reader().getTransactionCount({ address: me })
    ]).toEqual([eth, gwt, nonce])
  })

  it("the pool moved after the swap was sent (another swap mined first): it reverts on chain, a typed error, only gas spent", async () => {
    const { swaps } = await connected(key(7))
    const me = addressOf(key(7))
    const test = createTestClient({ mode: "anvil", transport: http(world.chain.rpcUrl) })
    const preview = await swaps.preview({ from: "ETH", to: "GWT", amount: "2" })
    const [eth, gwt] = [await ethOf(me), await tokenOf(world.chain.contracts.gwt, me)]
    await test.setAutomine(false)
    try {
      let sent: () => void = () => {}
      const confirming = new Promise<void>((resolve) => (sent = resolve))
      const swapped = swaps
        .swap(preview, { onPhase: (phase) => phase === "confirming" && sent() })
        .catch((error: unknown) => error)
      await confirming
      // In the same block, ahead of ours: a higher tip.
      await moveNativePool(8, "10", { maxPriorityFeePerGas: parseGwei("50"), maxFeePerGas: parseGwei("100") })
      await test.mine({ blocks: 1 })
      const failure = await swapped
      expect(failure).toMatchObject({ _tag: "SwapSlippageExceeded", symbol: "GWT" })
    } finally {
      await test.setAutomine(true)
    }
    const block = await reader().getBlock({ includeTransactions: true })
    const mine = block.transactions.find((tx) => isAddressEqual(tx.from, me))!
    expect(isAddressEqual(block.transactions[0]!.from, me)).toBe(false)
    expect((await reader().getTransactionReceipt({ hash: mine.hash })).status).toBe("reverted")
    expect(await tokenOf(world.chain.contracts.gwt, me)).toBe(gwt)
    expect(await ethOf(me)).toBe(eth - (await feeOf(mine.hash)))
  })
})

describe("swaps refused", () => {
  it("'Network not supported for Swaps' on a network the data API does not serve, and no gas price there", async () => {
    const { client, swaps } = await connected(key(1))
    await client.switchNetwork("eip155:31338")
    await expect(swaps.tokens()).rejects.toMatchObject({
      _tag: "SwapsNetworkUnsupported",
      message: "Network not supported for Swaps"
    })
    await expect(swaps.preview({ from: "ETH", to: "GWT", amount: "1" })).rejects.toMatchObject({
      message: "Network not supported for Swaps"
    })
    await expect(client.dataApi.getGasPrice({ caipNetworkId: "eip155:31338" })).rejects.toMatchObject({
      message: "Network not supported for Gas Price"
    })
  })

  it("insufficient balance: shown in the preview, refused by the swap with what is held", async () => {
    const { swaps } = await connected(await freshAccount("1", "5"))
    const preview = await swaps.preview({ from: "GWT", to: "USDT", amount: "6" })
    expect(preview).toMatchObject({ insufficientBalance: true, insufficientGas: false })
    await expect(swaps.swap(preview)).rejects.toMatchObject({
      _tag: "SwapBalanceTooLow",
      message: "Not enough GWT: the swap pays 6 GWT, the account holds 5 GWT. Swap less or add funds"
    })
  })

  it("insufficient gas: tokens but no ETH for the fee, or ETH swapped down to less than the fee", async () => {
    const { swaps } = await connected(await freshAccount("0", "5"))
    const noGas = await swaps.preview({ from: "GWT", to: "USDT", amount: "1" })
    expect(noGas).toMatchObject({ insufficientBalance: false, insufficientGas: true })
    await expect(swaps.swap(noGas)).rejects.toMatchObject({
      _tag: "InsufficientGas",
      message: "Not enough ETH to pay for gas"
    })
    const { swaps: small } = await connected(await freshAccount("0.001", "0"))
    const all = await small.preview({ from: "ETH", to: "GWT", amount: "0.001" })
    expect(all).toMatchObject({ insufficientBalance: false, insufficientGas: true })
  })

  it("features.swaps false: every call refused", async () => {
    const { swaps } = await connected(key(1), { features: { swaps: false } })
    await expect(swaps.tokens()).rejects.toMatchObject({
      _tag: "SwapsDisabled",
      message: "Swaps are turned off in this app"
    })
  })
})
