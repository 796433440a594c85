import { Effect, Schema } from "effect"
import { isHex, stringToHex, u8aToHex } from "@polkadot/util"
import {
  networkForNamespace,
  type ConnectOptions,
  type ConnectorImplementation,
  type SessionEvent,
  type WalletSession
} from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { MissingNetwork, WalletRequestFailed } from "../../errors.js"
import { ss58For } from "./address.js"
import { InjectedAccounts, signatureOf, type InjectedAccount } from "./replies.js"
import { toPolkadotWalletError } from "./wallet-errors.js"
import { referenceOf } from "./chains.js"
import type { PolkadotSigner } from "./signer.js"

// What `enable(origin)` gives, as polkadot{.js}, Talisman and SubWallet shape it; checked before use.
const Fn = Schema.declare(
  (value: unknown): value is (...args: Array<unknown>) => unknown => typeof value === "function"
)
const Enabled = Schema.Struct({
  accounts: Schema.Struct({ get: Fn, subscribe: Schema.optional(Fn) }),
  signer: Schema.Struct({ signRaw: Schema.optional(Fn), signPayload: Schema.optional(Fn) })
})
interface EnabledExtension {
  readonly accounts: {
    readonly get: () => Promise<unknown>
    readonly subscribe?: (callback: (accounts: unknown) => void) => (() => void) | Promise<() => void>
  }
  readonly signer: {
    readonly signRaw?: (raw: { address: string; data: string; type: "bytes" }) => Promise<unknown>
    readonly signPayload?: (payload: unknown) => Promise<unknown>
  }
}
interface Extension {
  readonly enable: (originName: string) => Promise<unknown>
}

const isEnabled = Schema.is(Enabled)
const decodeAccounts = Schema.decodeUnknownResult(InjectedAccounts)
const SignMessageParams = Schema.Struct({ address: Schema.optional(Schema.String), message: Schema.String })
const SignTransactionParams = Schema.Struct({
  address: Schema.optional(Schema.String),
  transactionPayload: Schema.Record(Schema.String, Schema.Unknown)
})
const decodeSignMessage = Schema.decodeUnknownResult(SignMessageParams)
const decodeSignTransaction = Schema.decodeUnknownResult(SignTransactionParams)

const attempt = <A>(method: string, f: () => Promise<A>) =>
  Effect.tryPromise({ try: f, catch: (error) => toPolkadotWalletError(method, error) })
const refused = (method: string, details: string) => new WalletRequestFailed({ method, details })

/** The accounts of a reply that belong on `network`: those bound to no chain, or to its genesis. */
const accountsOn = (method: string, reply: unknown, network: CaipNetwork) => {
  const decoded = decodeAccounts(reply)
  if (decoded._tag === "Failure")
    return Effect.fail(refused(method, "the wallet listed accounts that are not SS58 addresses"))
  const genesis = `0x${referenceOf(network.caipNetworkId)}`
  return Effect.succeed(
    decoded.success.filter((account) => !account.genesisHash || account.genesisHash.toLowerCase().startsWith(genesis))
  )
}

/** Who the extension shows as asking: the page's host. */
const originName = () => (typeof location === "undefined" ? "Gangway" : location.host || "Gangway")

const sessionOf = (
  connector: Connector,
  enabled: EnabledExtension,
  granted: ReadonlyArray<InjectedAccount>,
  network: CaipNetwork
): WalletSession<PolkadotSigner> => {
  const signer = enabled.signer
  const signBytes = (address: string, data: string) =>
    Effect.flatMap(
      Effect.fromNullishOr(signer.signRaw).pipe(
        Effect.mapError(() => refused("signRaw", `${connector.name} cannot sign messages`))
      ),
      (signRaw) =>
        Effect.flatMap(
          attempt("signRaw", () => signRaw({ address, data, type: "bytes" })),
          (reply) => signatureOf("signRaw", reply)
        )
    )
  const address = () => (granted[0] as InjectedAccount).address
  return {
    connector,
    namespace: "polkadot",
    accounts: granted.map((account) => ss58For(account.address, network)),
    caipNetworkId: network.caipNetworkId,
    signer: { namespace: "polkadot", signMessage: (message) => signBytes(address(), u8aToHex(message)) },
    request: (method, params) => {
      if (method === "polkadot_signMessage") {
        const decoded = decodeSignMessage(params)
        if (decoded._tag === "Failure") return Effect.fail(refused(method, "params must be { address?, message }"))
        const { message } = decoded.success
        return Effect.map(
          signBytes(decoded.success.address ?? address(), isHex(message) ? message : stringToHex(message)),
          (signature) => ({ signature })
        )
      }
      if (method === "polkadot_signTransaction") {
        const decoded = decodeSignTransaction(params)
        if (decoded._tag === "Failure" || signer.signPayload === undefined) {
          return Effect.fail(
            refused(
              method,
              decoded._tag === "Failure"
                ? "params must be { address?, transactionPayload }"
                : `${connector.name} cannot sign transactions`
            )
          )
        }
        const signPayload = signer.signPayload
        const payload = { ...decoded.success.transactionPayload, address: decoded.success.address ?? address() }
        return Effect.map(
          Effect.flatMap(
            attempt(method, () => signPayload(payload)),
            (reply) => signatureOf(method, reply)
          ),
          (signature) => ({ signature })
        )
      }
      return Effect.fail(
        refused(method, `${connector.name} is a Polkadot extension; it signs messages and transactions only`)
      )
    },
    // An extension signs for whichever chain a payload names: switching is ours.
    switchNetwork: (target) =>
      target.chainNamespace === "polkadot"
        ? Effect.void
        : Effect.fail(new MissingNetwork({ caipNetworkId: target.caipNetworkId })),
    listen: (listener: (event: SessionEvent) => void) => {
      const subscribe = enabled.accounts.subscribe
      if (subscribe === undefined) return () => {}
      let stopped = false
      let stop: (() => void) | undefined
      const found = subscribe((reply) => {
        const decoded = decodeAccounts(reply)
        if (decoded._tag === "Success")
          listener({
            type: "accountsChanged",
            accounts: decoded.success.map((account) => ss58For(account.address, network))
          })
      })
      Promise.resolve(found).then(
        (unsubscribe) => {
          if (stopped) unsubscribe()
          else stop = unsubscribe
        },
        () => undefined
      )
      return () => {
        stopped = true
        stop?.()
      }
    },
    // Extensions have no disconnect: the site stays authorised in the extension until the user removes it.
    disconnect: () => Effect.void
  }
}

/** The connection to one injected extension (`window.injectedWeb3[key]`); `connector.provider` is that entry. */
export const injectedExtensionConnector = (connector: Connector): ConnectorImplementation => {
  const extension = connector.provider as Extension
  const open = (options: ConnectOptions) =>
    Effect.gen(function* () {
      const network = networkForNamespace("polkadot", options)
      if (network === undefined) return yield* new MissingNetwork({ caipNetworkId: "polkadot" })
      const enabled = yield* attempt("enable", () => extension.enable(originName()))
      if (!isEnabled(enabled)) return yield* refused("enable", "the extension answered without accounts and a signer")
      const live = enabled as unknown as EnabledExtension
      const granted = yield* Effect.flatMap(
        attempt("accounts.get", () => live.accounts.get()),
        (reply) => accountsOn("accounts.get", reply, network)
      )
      return granted.length === 0 ? [] : [sessionOf(connector, live, granted, network)]
    })
  return {
    connector,
    connect: (options) =>
      Effect.flatMap(open(options), (sessions) =>
        sessions.length === 0
          ? Effect.fail(refused("accounts.get", "the extension granted no account for this network"))
          : Effect.succeed(sessions)
      ),
    // The extension remembers that it authorised the site, so enabling again asks nothing.
    reconnect: (options) => Effect.orElseSucceed(open(options), () => [])
  }
}
