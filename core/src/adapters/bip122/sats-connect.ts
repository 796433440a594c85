// A Bitcoin wallet through the sats-connect `request` API (Xverse and others): getAddresses,
// signPsbt, sendTransfer, signMessage. Every reply is read with a Schema here, at the edge.
import { Effect, Result, Schema } from "effect"
import { Base64 } from "effect/encoding"
import {
  networkForNamespace,
  type ConnectOptions,
  type ConnectorImplementation,
  type WalletSession
} from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { MissingNetwork, RequestDeclined, SignatureDeclined, WalletRequestFailed } from "../../errors.js"
import { isLegacySignature } from "./legacy-signature.js"
import { bitcoinRequest } from "./requests.js"
import type { SatsConnectProvider } from "./sats-connect-discovery.js"
import type { Bip122Signer, InputsToSign } from "./signer.js"

/** sats-connect's "the user rejected the request". */
const USER_REJECTION = -32000

const RpcError = Schema.Struct({ code: Schema.Number, message: Schema.String })
// The provider answers in JSON-RPC terms ({ result } | { error }); sats-connect's own `request` wraps that in a status.
const Reply = Schema.Union([
  Schema.Struct({ status: Schema.Literal("error"), error: RpcError }),
  Schema.Struct({ status: Schema.Literal("success"), result: Schema.Unknown }),
  Schema.Struct({ error: RpcError }),
  Schema.Struct({ result: Schema.Unknown })
])
const GetAddressesResult = Schema.Struct({
  addresses: Schema.Array(Schema.Struct({ address: Schema.String, publicKey: Schema.String, purpose: Schema.String }))
})
const SignPsbtResult = Schema.Struct({ psbt: Schema.String, txid: Schema.optional(Schema.String) })
const SendTransferResult = Schema.Struct({
  txid: Schema.String.pipe(Schema.check(Schema.isPattern(/^[0-9a-fA-F]{64}$/)))
})
const SignMessageResult = Schema.Struct({ signature: Schema.String, address: Schema.String })

type Failure = RequestDeclined | SignatureDeclined | WalletRequestFailed

const failure = (method: string, error: { readonly code?: number | undefined; readonly message: string }): Failure => {
  if (error.code === USER_REJECTION) {
    return method === "getAddresses"
      ? new RequestDeclined({ action: "connect", details: error.message })
      : new SignatureDeclined({ details: error.message })
  }
  return new WalletRequestFailed({
    method,
    ...(error.code === undefined ? {} : { code: error.code }),
    details: error.message
  })
}

/** Asks the provider `method` and reads the result with `schema`. */
const ask = <S extends Schema.Top>(
  provider: SatsConnectProvider,
  method: string,
  params: unknown,
  schema: S
): Effect.Effect<S["Type"], Failure> =>
  Effect.tryPromise({
    try: () => provider.request(method, params),
    catch: (error) => failure(method, { message: error instanceof Error ? error.message : String(error) })
  }).pipe(
    Effect.flatMap((reply) =>
      Schema.decodeUnknownEffect(Reply)(reply).pipe(
        Effect.mapError(
          () => new WalletRequestFailed({ method, details: "the wallet's answer is neither a result nor an error" })
        )
      )
    ),
    Effect.flatMap((reply) =>
      "error" in reply ? Effect.fail(failure(method, reply.error)) : Effect.succeed(reply.result)
    ),
    Effect.flatMap((result) =>
      Schema.decodeUnknownEffect(schema)(result).pipe(
        Effect.mapError(
          (error) => new WalletRequestFailed({ method, details: `the wallet's answer is not one: ${error.message}` })
        )
      )
    )
  ) as Effect.Effect<S["Type"], Failure>

const signInputsOf = (inputs: ReadonlyArray<InputsToSign>): Record<string, Array<number>> => {
  const byAddress: Record<string, Array<number>> = {}
  for (const input of inputs) byAddress[input.address] = [...(byAddress[input.address] ?? []), ...input.indexes]
  return byAddress
}

const signerOf = (provider: SatsConnectProvider): Bip122Signer => ({
  namespace: "bip122",
  signPsbt: (psbt, inputs) =>
    Effect.flatMap(
      ask(
        provider,
        "signPsbt",
        { psbt: Base64.encode(psbt), signInputs: signInputsOf(inputs), broadcast: false },
        SignPsbtResult
      ),
      (result) => {
        const decoded = Base64.decode(result.psbt)
        return Result.isSuccess(decoded)
          ? Effect.succeed(decoded.success)
          : Effect.fail(new WalletRequestFailed({ method: "signPsbt", details: "the wallet's PSBT is not base64" }))
      }
    ),
  sendTransfer: (to, satoshis) =>
    Effect.map(
      ask(provider, "sendTransfer", { recipients: [{ address: to, amount: Number(satoshis) }] }, SendTransferResult),
      (result) => result.txid.toLowerCase()
    ),
  signMessage: (address, message, protocol) =>
    Effect.flatMap(
      ask(
        provider,
        "signMessage",
        { address, message, protocol: protocol === "ecdsa" ? "ECDSA" : "BIP322" },
        SignMessageResult
      ),
      (result) =>
        protocol === "ecdsa" && !isLegacySignature(result.signature)
          ? Effect.fail(
              new WalletRequestFailed({
                method: "signMessage",
                details: "the wallet answered with another kind of signature than the legacy ECDSA one asked"
              })
            )
          : Effect.succeed(result.signature)
    )
})

const sessionOf = (
  connector: Connector,
  provider: SatsConnectProvider,
  reply: typeof GetAddressesResult.Type,
  network: CaipNetwork
): WalletSession => {
  const accounts = [...reply.addresses].sort(
    (a, b) => Number(b.purpose === "payment") - Number(a.purpose === "payment")
  )
  const signer = signerOf(provider)
  return {
    connector,
    namespace: "bip122",
    accounts: accounts.map((account) => account.address),
    publicKeys: Object.fromEntries(accounts.map((account) => [account.address, account.publicKey.toLowerCase()])),
    caipNetworkId: network.caipNetworkId,
    signer,
    request: (method, params) => bitcoinRequest(signer, accounts[0]?.address ?? "", method, params),
    switchNetwork: (target) => Effect.fail(new MissingNetwork({ caipNetworkId: target.caipNetworkId })),
    listen: () => () => {},
    disconnect: () => Effect.void
  }
}

/** The connection to a sats-connect provider; `connector.provider` is the provider (see sats-connect-discovery.ts). */
export const satsConnectConnector = (connector: Connector): ConnectorImplementation => {
  const provider = connector.provider as SatsConnectProvider
  return {
    connector,
    connect: (options: ConnectOptions) =>
      Effect.gen(function* () {
        const network = networkForNamespace("bip122", options)
        if (network === undefined) return yield* new MissingNetwork({ caipNetworkId: "bip122" })
        const reply = yield* ask(provider, "getAddresses", { purposes: ["payment", "ordinals"] }, GetAddressesResult)
        if (reply.addresses.length === 0)
          return yield* new WalletRequestFailed({ method: "getAddresses", details: "the wallet gave no address" })
        return [sessionOf(connector, provider, reply, network)]
      }),
    // sats-connect has no silent connect: a later visit asks again rather than prompting unasked.
    reconnect: () => Effect.succeed([])
  }
}
