// The time rules of balances and identity on the TestClock (no sleeps), against the real
// chain and the chain-backed data API: the 30 s retry cool-down and the cache lifetimes.
import { createLocalSigner, nameRegistryAbi } from "@gangway/fixtures"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { erc20Abi, parseEther, parseUnits } from "viem"
import { describe, expect } from "vitest"
import { BALANCE_RETRY_COOLDOWN_MS, CACHE_LIFETIME_MS } from "../../src/constants.js"
import { Balances } from "../../src/controllers/balances.js"
import { Chains } from "../../src/controllers/chain.js"
import { Profile } from "../../src/controllers/identity.js"
import { localChain } from "../../src/domain/networks.js"
import { itEffect } from "../effect-test.js"
import { connectedAs as connectedAsIn } from "../connected-as.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

const BALANCE_PATH = "/v1/account/:address/balance"

const connectedAs = (accountIndex: number) => connectedAsIn(world, accountIndex)

const signer = (accountIndex: number) =>
  createLocalSigner({ rpcUrl: world.chain.rpcUrl, privateKey: world.chain.accounts[accountIndex]!.privateKey })

const onChain = (accountIndex: number, send: (wallet: ReturnType<typeof signer>) => Promise<`0x${string}`>) =>
  Effect.promise(async () => {
    const wallet = signer(accountIndex)
    await wallet.publicClient.waitForTransactionReceipt({ hash: await send(wallet) })
  })

/** The account sends `amount` GWT to account 3, on chain. */
const sendGwt = (accountIndex: number, amount: string) =>
  onChain(accountIndex, (wallet) =>
    wallet.walletClient.writeContract({
      address: world.chain.contracts.gwt,
      abi: erc20Abi,
      functionName: "transfer",
      args: [world.chain.accounts[3]!.address, parseUnits(amount, 18)]
    })
  )

const quantityOf = (symbol: string) =>
  Balances.use((balances) =>
    Effect.succeed(balances.store.get().tokenBalances.find((item) => item.symbol === symbol)?.quantity.numeric)
  )
const nativeBalance = Chains.use((chains) => Effect.succeed(chains.activeAccount()?.balance))

describe("balance retry cool-down (SPEC §4, §9: 30 s)", () => {
  itEffect("after a failure no request is made for 30 s and the retry time is recorded", () =>
    connectedAs(1)(
      Effect.gen(function* () {
        expect(BALANCE_RETRY_COOLDOWN_MS).toBe(30_000)
        const balances = yield* Balances
        yield* TestClock.adjust("1 minute")
        world.api.failNext(BALANCE_PATH, 400, 1)
        const failure = yield* Effect.flip(balances.refresh({ force: true }))
        expect(failure).toMatchObject({ _tag: "TokenBalanceUnavailable", message: "Token Balance Unavailable" })
        expect(balances.store.get()).toMatchObject({ lastRetry: 60_000, loading: false, tokenBalances: [] })

        // A probe: this fault is used up only if a request reaches the data API.
        world.api.failNext(BALANCE_PATH, 400, 1)
        yield* TestClock.adjust(29_999)
        expect(yield* balances.refresh({ force: true })).toEqual([])
        expect(balances.store.get().lastRetry).toBe(60_000)

        yield* TestClock.adjust(1)
        // 30 s later a request is made again (it meets the probe and fails: a new retry time).
        yield* Effect.flip(balances.refresh({ force: true }))
        expect(balances.store.get().lastRetry).toBe(90_000)

        yield* TestClock.adjust("30 seconds")
        const fetched = yield* balances.refresh({ force: true })
        expect(fetched.map((item) => item.symbol).sort()).toEqual(["ETH", "GWT", "USDT"])
        expect(balances.store.get().lastRetry).toBeUndefined()
      })
    )
  )
})

describe("cache lifetimes (SPEC §9)", () => {
  itEffect("portfolio and native balance are cached 30 s", () =>
    connectedAs(2)(
      Effect.gen(function* () {
        expect(CACHE_LIFETIME_MS.portfolioBalance).toBe(30_000)
        expect(CACHE_LIFETIME_MS.nativeBalance).toBe(30_000)
        const balances = yield* Balances
        yield* balances.refresh()
        const gwt = yield* quantityOf("GWT")
        const eth = yield* nativeBalance

        // The chain moves on: 1 GWT and 1 ETH leave the account.
        yield* sendGwt(2, "1")
        yield* onChain(2, (wallet) =>
          wallet.walletClient.sendTransaction({ to: world.chain.accounts[3]!.address, value: parseEther("1") })
        )

        yield* TestClock.adjust(29_999)
        yield* balances.refresh()
        expect(yield* quantityOf("GWT")).toBe(gwt)
        expect(yield* nativeBalance).toBe(eth)

        yield* TestClock.adjust(1)
        yield* balances.refresh()
        expect(Number(yield* quantityOf("GWT"))).toBe(Number(gwt) - 1)
        expect(Number(yield* nativeBalance)).toBeLessThan(Number(eth) - 1)
      })
    )
  )

  itEffect("a forced refresh skips the caches", () =>
    connectedAs(4)(
      Effect.gen(function* () {
        const balances = yield* Balances
        yield* balances.refresh()
        const gwt = yield* quantityOf("GWT")
        yield* sendGwt(4, "2")
        yield* balances.refresh({ force: true })
        expect(Number(yield* quantityOf("GWT"))).toBe(Number(gwt) - 2)
      })
    )
  )

  itEffect("identity (name, avatar) is cached 5 minutes", () =>
    connectedAs(5)(
      Effect.gen(function* () {
        expect(CACHE_LIFETIME_MS.identity).toBe(5 * 60_000)
        const profile = yield* Profile
        expect(yield* profile.refresh()).toEqual({ name: null, avatar: null })
        yield* onChain(5, (wallet) =>
          wallet.walletClient.writeContract({
            address: world.chain.contracts.names,
            abi: nameRegistryAbi,
            functionName: "register",
            args: ["erin.reown.id"]
          })
        )
        yield* TestClock.adjust(5 * 60_000 - 1)
        expect(yield* profile.refresh()).toEqual({ name: null, avatar: null })
        yield* TestClock.adjust(1)
        expect(yield* profile.refresh()).toEqual({ name: "erin.reown.id", avatar: null })
        expect((yield* Chains).activeAccount()).toMatchObject({ profileName: "erin.reown.id", profileImage: null })
      })
    )
  )

  itEffect("a resolved name is cached 5 minutes", () =>
    connectedAs(6)(
      Effect.gen(function* () {
        expect(CACHE_LIFETIME_MS.ensName).toBe(5 * 60_000)
        const profile = yield* Profile
        const network = localChain(world.chain.rpcUrl)
        yield* onChain(6, (wallet) =>
          wallet.walletClient.writeContract({
            address: world.chain.contracts.names,
            abi: nameRegistryAbi,
            functionName: "register",
            args: ["ivan.reown.id"]
          })
        )
        const first = yield* profile.resolveName(network, "ivan.reown.id")
        expect(first).toMatchObject({
          _tag: "Some",
          value: { name: "ivan.reown.id", address: world.chain.accounts[6]!.address }
        })
        // Within 5 minutes the data API is not asked: a failure waiting for it stays unused.
        world.api.failNext("/v1/profile/account/:name", 400, 1)
        yield* TestClock.adjust(5 * 60_000 - 1)
        expect(yield* profile.resolveName(network, "ivan.reown.id")).toEqual(first)
        yield* TestClock.adjust(1)
        expect(yield* Effect.flip(profile.resolveName(network, "ivan.reown.id"))).toMatchObject({
          _tag: "ApiStatusError",
          status: 400
        })
      })
    )
  )
})
