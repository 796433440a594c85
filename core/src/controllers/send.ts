import { Clock, Context, Effect, Layer, Option, Result } from "effect"
import { getAddress, type Address, type Hash } from "viem"
import { toWalletError } from "../connectors/wallet-errors.js"
import { amountProblemText, formatAmount, parseAmount } from "../domain/amount.js"
import { isEvmAddress } from "../domain/address.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import { multiplyDecimal } from "../domain/format.js"
import { checkSendRequirements, type SendState } from "../domain/send.js"
import {
  isNetworkNativeToken,
  NATIVE_TOKEN_ADDRESS,
  tokenContractAddress,
  tokenDecimals,
  transferAbiFor
} from "../domain/send-token.js"
import type { TokenBalance } from "../domain/token-balance.js"
import type { Transaction } from "../domain/transaction.js"
import {
  ChainError,
  InsufficientGas,
  InvalidInput,
  NoConnectionClient,
  Notices,
  type ApiError,
  type GasPriceNetworkUnsupported,
  type InvalidFeeSettings,
  type MissingNetwork,
  type NoActiveCaipAddress,
  NoActiveCaipNetwork,
  type RequestDeclined,
  type SendRequirementsMissing,
  type SignatureDeclined,
  type WalletRequestFailed
} from "../errors.js"
import { checkFees, type FeeSettings } from "../policy/fees.js"
import { hasInsufficientGas } from "../policy/insufficient-gas.js"
import { Analytics } from "../services/analytics/analytics.js"
import { ChainRpc } from "../services/chain-rpc/chain-rpc.js"
import { DataApi } from "../services/data-api/data-api.js"
import { initialSendStoreState } from "../state/initial-state.js"
import { makeStore, type Store } from "../state/store.js"
import { activeEvmTarget, Balances, type ActiveTarget, type BalancesState } from "./balances.js"
import { Chains } from "./chain.js"
import { Connection } from "./connection.js"
import { History } from "./history.js"
import { Profile } from "./identity.js"
import { Router } from "./router.js"
import { Toast } from "./toast.js"

/** Where a send is: preparing (checks), signing (in the wallet), pending (mined soon), confirmed or failed. */
export type SendPhase = "idle" | "preparing" | "signing" | "pending" | "confirmed" | "failed"

/** The send form of SPEC §3, with the progress of the send under way. */
export interface SendStoreState extends SendState {
  readonly phase: SendPhase
  /** The hash of the last transaction sent from the form. */
  readonly hash: string | undefined
}

/** The fields a user fills in. `receiverAddress` takes an address or a registered name. */
export interface SendFields {
  readonly token: TokenBalance | undefined
  readonly sendTokenAmount: string | undefined
  readonly receiverAddress: string | undefined
}

export interface SendOptions {
  readonly token?: TokenBalance | undefined
  readonly amount?: string | undefined
  /** An address or a registered name. */
  readonly receiver?: string | undefined
  /** Fee overrides; by default the form's gas price. gasPrice cannot be combined with EIP-1559 fees. */
  readonly fees?: FeeSettings | undefined
}

/** A checked transfer and its cost, before it is sent. */
export interface SendPreview {
  readonly from: Address
  readonly to: Address
  /** The registered name the receiver was given as, if any. */
  readonly receiverName: string | undefined
  readonly token: TokenBalance
  /** The amount in the token's smallest units, and as decimal text. */
  readonly units: bigint
  readonly amount: string
  readonly network: CaipNetwork
  readonly gas: bigint
  /** Wei per gas unit: the form's gas price or the given fee cap. */
  readonly gasPrice: bigint
  /** gas × gasPrice, in wei. */
  readonly gasCost: bigint
  readonly gasPriceInUSD: number | undefined
  readonly nativeBalance: bigint
  /** Zero native balance, or the cost above it (SPEC §5); smart accounts never. */
  readonly insufficientGas: boolean
}

export interface SendResult {
  readonly hash: Hash
  readonly status: "success"
}

export type SendError =
  | SendRequirementsMissing
  | InvalidInput
  | InvalidFeeSettings
  | InsufficientGas
  | NoActiveCaipAddress
  | NoActiveCaipNetwork
  | NoConnectionClient
  | GasPriceNetworkUnsupported
  | ApiError
  | MissingNetwork
  | ChainError
  | SignatureDeclined
  | RequestDeclined
  | WalletRequestFailed

/** Gas of a plain native transfer: what the gas price's USD value is quoted for before an estimate. */
export const NATIVE_TRANSFER_GAS = 21_000n

const nativeEntry = (balances: ReadonlyArray<TokenBalance>, network: CaipNetwork | undefined) =>
  balances.find((balance) => isNetworkNativeToken(balance, network))

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value.trim())

/**
 * Sending native and ERC20 tokens on eip155 (SPEC §3 send state, §4, §5, §8):
 * the form, gas price and its USD value, the rules (requirements, amounts in
 * the token's decimals, fee fields, insufficient gas), the transfer through the
 * connected wallet, and waiting for the receipt. The form resets on success,
 * when the network changes and on disconnect; a failure keeps it.
 */
export class Send extends Context.Service<
  Send,
  {
    readonly store: Store<SendStoreState>
    readonly setField: <K extends keyof SendFields>(
      field: K,
      value: SendFields[K]
    ) => Effect.Effect<void, InvalidInput | ApiError | NoActiveCaipNetwork>
    /** Fetches the gas price (standard) and its USD value for a plain transfer. */
    readonly refreshGasPrice: () => Effect.Effect<bigint, GasPriceNetworkUnsupported | ApiError | NoActiveCaipNetwork | ChainError | MissingNetwork>
    /** Fills the form from `options`, checks it and estimates the gas, without sending. */
    readonly preview: (options?: SendOptions) => Effect.Effect<SendPreview, SendError>
    readonly send: (options?: SendOptions) => Effect.Effect<SendResult, SendError>
    readonly reset: () => Effect.Effect<void>
  }
>()("gangway/Send") {
  static readonly layer = Layer.effect(
    Send,
    Effect.gen(function* () {
      const chains = yield* Chains
      const connection = yield* Connection
      const balances = yield* Balances
      const history = yield* History
      const identity = yield* Profile
      const dataApi = yield* DataApi
      const rpc = yield* ChainRpc
      const router = yield* Router
      const toast = yield* Toast
      const analytics = yield* Analytics
      const store = makeStore<SendStoreState>(initialSendStoreState)

      const fromBalances = (state: BalancesState) => {
        const native = nativeEntry(state.tokenBalances, chains.store.get().activeCaipNetwork)
        return {
          tokenBalances: state.tokenBalances,
          lastRetry: state.lastRetry,
          networkBalanceInUSD: native === undefined ? undefined : multiplyDecimal(native.quantity.numeric, native.price)
        }
      }
      const reset = () => store.set({ ...initialSendStoreState, ...fromBalances(balances.store.get()) })

      // The balances the form offers follow the balances controller.
      const stopBalances = balances.store.subscribe((state) =>
        Effect.runSync(store.update((form) => ({ ...form, ...fromBalances(state) })))
      )
      // SPEC §4: switching network (or account, or disconnecting) resets the form.
      const keyOf = () => {
        const { activeCaipNetwork } = chains.store.get()
        const account = chains.activeAccount()
        return `${activeCaipNetwork?.caipNetworkId}|${account?.status === "connected" ? account.address : ""}`
      }
      let lastKey = keyOf()
      const stopChains = chains.store.subscribe(() => {
        const key = keyOf()
        if (key === lastKey) return
        lastKey = key
        Effect.runSync(reset())
      })
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          stopBalances()
          stopChains()
        })
      )

      const activeNetwork = Effect.suspend(() => {
        const network = chains.store.get().activeCaipNetwork
        return network === undefined ? Effect.fail(new NoActiveCaipNetwork()) : Effect.succeed(network)
      })

      const nativePrice = (network: CaipNetwork) =>
        Effect.gen(function* () {
          const known = nativeEntry(balances.store.get().tokenBalances, network)
          if (known !== undefined) return Option.some(known.price)
          const prices = yield* dataApi
            .getTokenPrices({ caipNetworkId: network.caipNetworkId, addresses: [`${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`] })
            .pipe(Effect.orElseSucceed(() => []))
          return Option.fromNullishOr(prices[0]?.price)
        })

      const usdOf = (network: CaipNetwork, costWei: bigint) =>
        Effect.map(nativePrice(network), (price) =>
          Option.isNone(price)
            ? undefined
            : Number(multiplyDecimal(formatAmount(costWei, network.nativeCurrency.decimals), price.value))
        )

      const gasPriceOf = (network: CaipNetwork) =>
        dataApi.getGasPrice({ caipNetworkId: network.caipNetworkId }).pipe(
          Effect.map((prices) => BigInt(prices.standard)),
          // The data API does not serve this network: ask the chain itself.
          Effect.catchTag("GasPriceNetworkUnsupported", () => rpc.read(network, (client) => client.getGasPrice()))
        )

      const refreshGasPrice = Effect.fn("Send.refreshGasPrice")(function* () {
        const network = yield* activeNetwork
        const gasPrice = yield* gasPriceOf(network)
        const gasPriceInUSD = yield* usdOf(network, gasPrice * NATIVE_TRANSFER_GAS)
        yield* store.update((state) => ({ ...state, gasPrice, gasPriceInUSD }))
        return gasPrice
      })

      const setReceiver = (input: string | undefined) =>
        Effect.gen(function* () {
          const value = blankToUndefined(input)
          const clearProfile = { receiverProfileName: undefined, receiverProfileImageUrl: undefined }
          if (value === undefined || isEvmAddress(value)) {
            return yield* store.update((state) => ({ ...state, receiverAddress: value, ...clearProfile }))
          }
          // Whatever the lookup gives, the receiver typed before no longer applies.
          yield* store.update((state) => ({ ...state, receiverAddress: undefined, ...clearProfile }))
          const network = yield* activeNetwork
          const resolved = yield* identity.resolveName(network, value)
          if (Option.isNone(resolved)) {
            return yield* new InvalidInput({ field: "receiver", reason: `${value} is neither an address nor a registered name` })
          }
          yield* store.update((state) => ({
            ...state,
            receiverAddress: resolved.value.address,
            receiverProfileName: resolved.value.name,
            receiverProfileImageUrl: resolved.value.avatar ?? undefined
          }))
        })

      const setField = <K extends keyof SendFields>(field: K, value: SendFields[K]) => {
        if (field === "receiverAddress") return setReceiver(value as SendFields["receiverAddress"])
        if (field === "token") return store.update((state) => ({ ...state, token: value as SendFields["token"] }))
        return store.update((state) => ({ ...state, sendTokenAmount: blankToUndefined(value as SendFields["sendTokenAmount"]) }))
      }

      const fill = (options: SendOptions) =>
        Effect.gen(function* () {
          if (options.token !== undefined) yield* setField("token", options.token)
          if (options.amount !== undefined) yield* setField("sendTokenAmount", options.amount)
          if (options.receiver !== undefined) yield* setField("receiverAddress", options.receiver)
        })

      /** Everything checked before the wallet is asked; the prepared transfer. */
      const prepare = (fees: FeeSettings | undefined) =>
        Effect.gen(function* () {
          const form = store.get()
          const token = form.token
          const native = token !== undefined && isNetworkNativeToken(token, chains.store.get().activeCaipNetwork)
          const decimals = token === undefined ? undefined : tokenDecimals(token)
          const gasPrice = fees === undefined ? (form.gasPrice ?? (yield* refreshGasPrice())) : fees.gasPrice
          const missing = checkSendRequirements("eip155", {
            kind: native ? "native" : "erc20",
            tokenAddress: token === undefined ? undefined : tokenContractAddress(token),
            amount: form.sendTokenAmount,
            receiver: form.receiverAddress,
            gasPrice: fees === undefined ? gasPrice : (gasPrice ?? fees.maxFeePerGas),
            decimals
          })
          if (Result.isFailure(missing)) return yield* missing.failure
          const amount = parseAmount(form.sendTokenAmount ?? "", decimals ?? 18)
          if (Result.isFailure(amount)) {
            return yield* new InvalidInput({ field: "amount", reason: amountProblemText[amount.failure] })
          }
          const receiver = form.receiverAddress ?? ""
          if (!isEvmAddress(receiver)) {
            return yield* new InvalidInput({ field: "receiver", reason: "expected an address or a registered name" })
          }
          const checkedFees = checkFees(fees ?? { gasPrice })
          if (Result.isFailure(checkedFees)) return yield* checkedFees.failure
          return {
            token: token as TokenBalance,
            native,
            units: amount.success,
            to: getAddress(receiver.startsWith("0x") ? receiver : `0x${receiver}`),
            fees: checkedFees.success
          }
        })

      type Prepared = Effect.Success<ReturnType<typeof prepare>>

      /** The gas of the transfer, its cost in the native token and in USD, and whether the balance covers it. */
      const estimate = (target: ActiveTarget, prepared: Prepared) =>
        Effect.gen(function* () {
          const accountType = chains.activeAccount()?.preferredAccountTypes.eip155 ?? "eoa"
          const nativeBalance = yield* rpc.nativeBalance(target.network, target.address)
          const contract = tokenContractAddress(prepared.token) as Address
          const gas = yield* rpc.read(target.network, (client) =>
            prepared.native
              ? client.estimateGas({ account: target.address, to: prepared.to, value: prepared.units })
              : client.estimateContractGas({
                  address: contract,
                  abi: transferAbiFor(prepared.token),
                  functionName: "transfer",
                  args: [prepared.to, prepared.units],
                  account: target.address
                })
          )
          const gasPrice = prepared.fees.gasPrice ?? prepared.fees.maxFeePerGas ?? store.get().gasPrice ?? 0n
          const gasCost = gas * gasPrice
          const gasPriceInUSD = yield* usdOf(target.network, gasCost)
          yield* store.update((state) => ({ ...state, gasPriceInUSD }))
          // Zero native balance, or gas above it, is insufficient; smart accounts are not checked.
          const insufficientGas = hasInsufficientGas({ accountType, nativeBalance, gasCost })
          return { gas, gasPrice, gasCost, gasPriceInUSD, nativeBalance, insufficientGas }
        })

      const checkGas = (target: ActiveTarget, prepared: Prepared) =>
        Effect.gen(function* () {
          const accountType = chains.activeAccount()?.preferredAccountTypes.eip155 ?? "eoa"
          if (accountType === "smartAccount") return
          const symbol = target.network.nativeCurrency.symbol
          // A zero balance fails before the estimate, which the chain would refuse anyway.
          const nativeBalance = yield* rpc.nativeBalance(target.network, target.address)
          if (hasInsufficientGas({ accountType, nativeBalance, gasCost: undefined })) {
            return yield* new InsufficientGas({ symbol })
          }
          if ((yield* estimate(target, prepared)).insufficientGas) return yield* new InsufficientGas({ symbol })
        })

      /** What the send would do, checked but not sent: for a confirmation screen. */
      const preview = Effect.fn("Send.preview")(function* (options: SendOptions = {}) {
        yield* fill(options)
        const target = yield* activeEvmTarget(chains)
        const prepared = yield* prepare(options.fees)
        const cost = yield* estimate(target, prepared)
        const form = store.get()
        return {
          from: target.address,
          to: prepared.to,
          receiverName: form.receiverProfileName,
          token: prepared.token,
          units: prepared.units,
          amount: formatAmount(prepared.units, tokenDecimals(prepared.token) ?? 18),
          network: target.network,
          ...cost
        } satisfies SendPreview
      })

      const transfer = (target: ActiveTarget, prepared: Prepared) =>
        Effect.gen(function* () {
          const session = connection.session("eip155")
          if (session === undefined) return yield* new NoConnectionClient()
          const wallet = session.walletClient(target.network)
          const fees = prepared.fees.gasPrice !== undefined ? { gasPrice: prepared.fees.gasPrice } : {
            ...(prepared.fees.maxFeePerGas === undefined ? {} : { maxFeePerGas: prepared.fees.maxFeePerGas }),
            ...(prepared.fees.maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas: prepared.fees.maxPriorityFeePerGas })
          }
          return yield* Effect.tryPromise({
            try: (): Promise<Hash> =>
              prepared.native
                ? wallet.sendTransaction({ to: prepared.to, value: prepared.units, ...fees } as never)
                : wallet.writeContract({
                    address: tokenContractAddress(prepared.token) as Address,
                    abi: transferAbiFor(prepared.token),
                    functionName: "transfer",
                    args: [prepared.to, prepared.units],
                    ...fees
                  } as never),
            catch: (error) => toWalletError("eth_sendTransaction", error)
          })
        })

      const pendingEntry = (target: ActiveTarget, prepared: Prepared, hash: Hash, now: number): Transaction => ({
        id: hash,
        metadata: {
          operationType: "send",
          hash,
          minedAt: new Date(now).toISOString(),
          sentFrom: target.address,
          sentTo: prepared.to,
          status: "pending",
          chain: target.network.caipNetworkId
        },
        transfers: [
          {
            fungible_info: {
              ...(prepared.token.name === undefined ? {} : { name: prepared.token.name }),
              symbol: prepared.token.symbol,
              ...(prepared.token.iconUrl === undefined ? {} : { icon: { url: prepared.token.iconUrl } })
            },
            direction: "out",
            quantity: { numeric: formatAmount(prepared.units, tokenDecimals(prepared.token) ?? 18) }
          }
        ]
      })

      const send = Effect.fn("Send.send")(function* (options: SendOptions = {}) {
        yield* fill(options)
        const target = yield* activeEvmTarget(chains)
        if (connection.session("eip155") === undefined) return yield* new NoConnectionClient()
        yield* store.update((state) => ({ ...state, phase: "preparing", loading: true }))
        const prepared = yield* prepare(options.fees).pipe(
          Effect.tap((ready) => checkGas(target, ready)),
          Effect.tapError(() => store.update((state) => ({ ...state, phase: "failed", loading: false })))
        )

        const isSmartAccount = chains.activeAccount()?.preferredAccountTypes.eip155 === "smartAccount"
        const properties = {
          isSmartAccount,
          network: target.network.caipNetworkId,
          token: tokenContractAddress(prepared.token) ?? prepared.token.symbol,
          amount: Number(store.get().sendTokenAmount ?? "0")
        }
        const context = { address: target.address }
        yield* analytics.track({ event: "SEND_INITIATED", properties }, context)
        // SPEC §2: after a send starts, Account is the only view, with no back option.
        yield* router.pushTransactionStack("Account")
        yield* store.update((state) => ({ ...state, phase: "signing" }))

        const failed = (error: SendError) =>
          Effect.gen(function* () {
            yield* analytics.track({ event: "SEND_ERROR", properties: { ...properties, message: error.message } }, context)
            yield* toast.show("error", Notices.sendFailed)
            // The form is kept: nothing the user typed is lost.
            yield* store.update((state) => ({ ...state, phase: "failed", loading: false }))
          })

        const hash = yield* transfer(target, prepared).pipe(Effect.tapError(failed))
        yield* toast.show("success", Notices.transactionStarted)
        yield* history.addPending(pendingEntry(target, prepared, hash, yield* Clock.currentTimeMillis))
        yield* store.update((state) => ({ ...state, phase: "pending", hash }))

        const receipt = yield* rpc.waitForReceipt(target.network, hash).pipe(
          Effect.ensuring(history.settle(hash)),
          Effect.flatMap((mined) =>
            mined.status === "success"
              ? Effect.succeed(mined)
              : Effect.fail(new ChainError({ reason: "ExecutionReverted", details: `transaction ${hash} reverted` }))
          ),
          Effect.tapError(failed)
        )

        yield* analytics.track({ event: "SEND_SUCCESS", properties }, context)
        yield* store.set({ ...initialSendStoreState, ...fromBalances(balances.store.get()), phase: "confirmed", hash })
        // The chain changed: fresh balances (bypassing the caches) and, if listed, history.
        yield* balances
          .refresh({ force: true, forceUpdate: tokenContractAddress(prepared.token) })
          .pipe(Effect.ignore)
        if (history.store.get().status !== "idle") yield* history.fetch().pipe(Effect.ignore)
        return { hash: receipt.transactionHash, status: "success" as const }
      })

      return { store, setField, refreshGasPrice, preview, send, reset }
    })
  )
}
