import { Context, Effect, Layer, Option, Scope } from "effect"
import { canSend, type SendingAdapter, type TransferInput } from "../adapters/adapter.js"
import { Adapters } from "../adapters/registry.js"
import { formatAmount } from "../domain/amount.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import { multiplyDecimal } from "../domain/format.js"
import { NATIVE_TOKEN_ADDRESS, PLAIN_TRANSFER_FEE_UNITS, tokenDecimals } from "../domain/send-token.js"
import { InsufficientGas, NoActiveCaipNetwork, SendUnavailable } from "../errors.js"
import { hasInsufficientGas } from "../policy/insufficient-gas.js"
import { Analytics } from "../services/analytics/analytics.js"
import { DataApi } from "../services/data-api/data-api.js"
import { activeTarget, type ActiveTarget } from "./active-target.js"
import { Balances } from "./balances.js"
import { Chains } from "./chain.js"
import { Connection } from "./connection.js"
import { History } from "./history.js"
import { Outcomes } from "./outcomes.js"
import { Profile } from "./identity.js"
import { makeSendForm, nativeEntry } from "./send/form.js"
import { prepareTransfer } from "./send/prepare.js"
import { quoteTransfer } from "./send/user-operation-quote.js"
import { makeSendTransfer } from "./send/send-transfer.js"
import type { SendOptions, SendPreview, SendShape } from "./send/types.js"

export type {
  SendError,
  SendFields,
  SendOptions,
  SendPhase,
  SendPreview,
  SendResult,
  SendShape,
  SendStoreState
} from "./send/types.js"

/** Gas of a plain native transfer on eip155: what the gas price's USD value is quoted for before an estimate. */
export const NATIVE_TRANSFER_GAS = PLAIN_TRANSFER_FEE_UNITS.eip155 ?? 21_000n

/**
 * Sending the native coin and tokens on any namespace (SPEC §3 send state, §4,
 * §5, §8): the form, the fee rate and its USD value, the rules, the transfer
 * built, priced and sent by the namespace's adapter through the connected
 * wallet, and waiting until it is final. The form resets on success, when the
 * network changes and on disconnect; a failure keeps it.
 */
export class Send extends Context.Service<Send, SendShape>()("gangway/Send") {
  static readonly layer = Layer.effect(
    Send,
    Effect.gen(function* () {
      const chains = yield* Chains
      const connection = yield* Connection
      const balances = yield* Balances
      const history = yield* History
      const dataApi = yield* DataApi
      const adapters = yield* Adapters
      const outcomes = yield* Outcomes
      const analytics = yield* Analytics
      // A send's confirmation is watched here, so it outlives the wait of the send itself.
      const scope = yield* Scope.Scope
      const withDataApi = Effect.provideService(DataApi, dataApi)

      const activeNetwork = Effect.suspend(() => {
        const network = chains.store.get().activeCaipNetwork
        return network === undefined ? Effect.fail(new NoActiveCaipNetwork()) : Effect.succeed(network)
      })
      const adapterOf = (network: CaipNetwork) => adapters.get(network.chainNamespace)
      const sendingAdapterOf = (network: CaipNetwork) =>
        Effect.flatMap(adapterOf(network), (adapter) =>
          canSend(adapter)
            ? Effect.succeed(adapter)
            : Effect.fail(new SendUnavailable({ caipNetworkId: network.caipNetworkId, network: network.name }))
        )
      const form = makeSendForm({ chains, balances, identity: yield* Profile, activeNetwork, adapterOf })
      const store = form.store
      yield* Effect.addFinalizer(() => Effect.sync(form.stop))

      const nativePrice = (network: CaipNetwork) =>
        Effect.gen(function* () {
          const known = nativeEntry(balances.store.get().tokenBalances, network)
          // 0 is a balance's "no price known" (chain-read balances), not a price.
          if (known !== undefined && known.price > 0) return Option.some(known.price)
          const nativeId =
            network.chainNamespace === "eip155"
              ? `${network.caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`
              : network.caipNetworkId
          const prices = yield* dataApi
            .getTokenPrices({ caipNetworkId: network.caipNetworkId, addresses: [nativeId] })
            .pipe(Effect.orElseSucceed(() => []))
          return Option.fromNullishOr(prices[0]?.price)
        })

      const usdOf = (network: CaipNetwork, cost: bigint) =>
        Effect.map(nativePrice(network), (price) =>
          Option.isNone(price)
            ? undefined
            : Number(multiplyDecimal(formatAmount(cost, network.nativeCurrency.decimals), price.value))
        )

      const refreshGasPrice = Effect.fn("Send.refreshGasPrice")(function* () {
        const network = yield* activeNetwork
        const adapter = yield* sendingAdapterOf(network)
        const payer = chains.activeAccount()?.address
        const gasPrice = yield* withDataApi(adapter.transfer.feeRate(network, payer))
        const plainTransferFee = gasPrice * (PLAIN_TRANSFER_FEE_UNITS[network.chainNamespace] ?? 0n)
        const gasPriceInUSD = yield* usdOf(network, plainTransferFee)
        yield* store.update((state) => ({ ...state, gasPrice, plainTransferFee, gasPriceInUSD }))
        return gasPrice
      })

      const accountType = (target: ActiveTarget) =>
        chains.activeAccount()?.preferredAccountTypes[target.network.chainNamespace] ?? "eoa"

      /** The wallet's user-operation estimate where the account sending on `network` is its smart account. */
      const smartAccountEstimator = (network: CaipNetwork) =>
        chains.activeAccount()?.preferredAccountTypes[network.chainNamespace] === "smartAccount"
          ? connection.session(network.chainNamespace)?.estimateUserOperation
          : undefined

      /** The sending account's public key: as the wallet gave it when connecting, else asked of it where it answers. */
      const publicKeyOf = (target: ActiveTarget) => {
        const session = connection.session(target.network.chainNamespace)
        const known = session?.publicKeys?.[target.address]
        return known !== undefined || session?.publicKeyOf === undefined
          ? Effect.succeed(known)
          : session.publicKeyOf(target.address)
      }

      const prepare = (target: ActiveTarget, adapter: SendingAdapter, options: SendOptions) =>
        Effect.flatMap(publicKeyOf(target), (fromPublicKey) =>
          prepareTransfer({
            form: store.get(),
            target,
            adapter,
            fees: options.fees,
            speed: options.speed,
            fromPublicKey,
            gasPrice: Effect.suspend(() => {
              const known = store.get().gasPrice
              return known !== undefined
                ? Effect.succeed(known)
                : Effect.orElseSucceed(refreshGasPrice(), () => undefined)
            })
          })
        )

      /** The transfer priced by its adapter, in USD too, and whether the native balance covers it. */
      const estimate = (adapter: SendingAdapter, input: TransferInput) =>
        Effect.gen(function* () {
          const nativeBalance = yield* adapter.nativeBalance(input.network, input.from)
          const quote = yield* quoteTransfer(adapter.transfer, input, smartAccountEstimator(input.network))
          const gasPriceInUSD = yield* usdOf(input.network, quote.fee.amount)
          yield* store.update((state) => ({ ...state, gasPriceInUSD }))
          // Zero native balance, or the fee above it, is insufficient; smart accounts are not checked.
          const insufficientGas = hasInsufficientGas({
            accountType: chains.activeAccount()?.preferredAccountTypes[input.network.chainNamespace] ?? "eoa",
            nativeBalance,
            gasCost: quote.fee.amount
          })
          return { quote, gasPriceInUSD, nativeBalance, insufficientGas }
        })

      const checkGas = (target: ActiveTarget, adapter: SendingAdapter, input: TransferInput) =>
        Effect.gen(function* () {
          if (accountType(target) === "smartAccount") return undefined
          const symbol = target.network.nativeCurrency.symbol
          // A zero balance fails before the estimate, which the chain would refuse anyway.
          const nativeBalance = yield* adapter.nativeBalance(target.network, target.address)
          if (hasInsufficientGas({ accountType: "eoa", nativeBalance, gasCost: undefined }))
            return yield* new InsufficientGas({ symbol })
          const priced = yield* estimate(adapter, input)
          if (priced.insufficientGas) return yield* new InsufficientGas({ symbol })
          return priced.quote
        })

      const preview = Effect.fn("Send.preview")(function* (options: SendOptions = {}) {
        yield* form.fill(options)
        const target = yield* activeTarget(chains)
        const adapter = yield* sendingAdapterOf(target.network)
        const input = yield* prepare(target, adapter, options)
        const priced = yield* estimate(adapter, input)
        return {
          from: target.address,
          to: input.to,
          receiverName: store.get().receiverProfileName,
          token: input.token,
          units: input.units,
          amount: formatAmount(input.units, tokenDecimals(input.token) ?? target.network.nativeCurrency.decimals),
          network: target.network,
          fee: priced.quote.fee,
          gas: priced.quote.fee.units,
          gasPrice: priced.quote.fee.rate.value,
          gasCost: priced.quote.fee.amount,
          gasPriceInUSD: priced.gasPriceInUSD,
          nativeBalance: priced.nativeBalance,
          insufficientGas: priced.insufficientGas,
          toSelf: adapter.normalizeAddress(input.to) === adapter.normalizeAddress(target.address),
          createsReceiverAccount: priced.quote.createsReceiverAccount,
          userOperation: priced.quote.userOperation,
          feeSpeeds: adapter.transfer.feeSpeeds,
          speed: adapter.transfer.feeSpeeds === undefined ? undefined : (options.speed ?? "normal")
        } satisfies SendPreview
      })

      const send = makeSendTransfer({
        form,
        chains,
        connection,
        balances,
        history,
        outcomes,
        analytics,
        scope,
        sendingAdapterOf,
        prepare,
        checkGas,
        accountType
      })

      return { store, setField: form.setField, refreshGasPrice, preview, send, reset: form.reset }
    })
  )
}
