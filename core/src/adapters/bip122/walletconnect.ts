import { Effect, Result, Schema } from "effect"
import { Base64 } from "effect/encoding"
import { WalletRequestFailed } from "../../errors.js"
import type { WalletConnectSessionContext } from "../adapter.js"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { approvedSession } from "../walletconnect-session.js"
import { isLegacySignature } from "./legacy-signature.js"
import type { Bip122Signer } from "./signer.js"
import { toBitcoinWalletError } from "./wallet-errors.js"

export const BIP122_METHODS = ["getAccountAddresses", "signMessage", "signPsbt", "sendTransfer"]
export const BIP122_EVENTS = ["bip122_addressesChanged"]

const SignPsbtResult = Schema.Struct({ psbt: Schema.String, txid: Schema.optional(Schema.String) })
const SendTransferResult = Schema.Struct({ txid: Schema.String.pipe(Schema.check(Schema.isPattern(/^[0-9a-fA-F]{64}$/))) })
const SignMessageResult = Schema.Struct({ signature: Schema.String, address: Schema.optional(Schema.String) })
const AddressesChanged = Schema.Array(Schema.Struct({ address: Schema.String }))

const makeSigner = (context: WalletConnectSessionContext, address: string, chainId: () => string): Bip122Signer => {
  const ask = <S extends Schema.Top>(method: string, params: unknown, schema: S, target: string = chainId()) =>
    Effect.tryPromise({ try: () => context.request(target, method, params), catch: (error) => toBitcoinWalletError(method, error) }).pipe(
      Effect.flatMap((reply) =>
        Schema.decodeUnknownEffect(schema)(reply).pipe(
          Effect.mapError((error) => new WalletRequestFailed({ method, details: `the wallet's answer is not one: ${error.message}` }))
        )
      )
    ) as Effect.Effect<S["Type"], WalletRequestFailed | ReturnType<typeof toBitcoinWalletError>>
  return {
    namespace: "bip122",
    signPsbt: (psbt, inputs, network) =>
      Effect.flatMap(
        ask(
          "signPsbt",
          {
            account: address,
            psbt: Base64.encode(psbt),
            signInputs: inputs.flatMap((input) => input.indexes.map((index) => ({ address: input.address, index }))),
            broadcast: false
          },
          SignPsbtResult,
          network.caipNetworkId
        ),
        (result) => {
          const decoded = Base64.decode(result.psbt)
          return Result.isSuccess(decoded)
            ? Effect.succeed(decoded.success)
            : Effect.fail(new WalletRequestFailed({ method: "signPsbt", details: "the wallet's PSBT is not base64" }))
        }
      ),
    sendTransfer: (to, satoshis, network) =>
      Effect.map(
        ask("sendTransfer", { account: address, recipientAddress: to, amount: satoshis.toString() }, SendTransferResult, network.caipNetworkId),
        (result) => result.txid.toLowerCase()
      ),
    signMessage: (by, message, protocol) =>
      Effect.flatMap(ask("signMessage", { account: by, address: by, message, ...(protocol === undefined ? {} : { protocol }) }, SignMessageResult), (result) =>
        protocol === "ecdsa" && !isLegacySignature(result.signature)
          ? Effect.fail(new WalletRequestFailed({ method: "signMessage", details: "the wallet answered with another kind of signature than the legacy ECDSA one asked" }))
          : Effect.succeed(result.signature)
      )
  }
}

/** WalletConnect's bip122 namespace: the wallet signs the PSBTs the adapter builds, and messages. */
export const bip122WalletConnect = walletConnectNamespace({
  namespace: "bip122",
  methods: BIP122_METHODS,
  events: BIP122_EVENTS,
  session: (context) =>
    approvedSession(context, {
      namespace: "bip122",
      parts: ({ address, current }) => ({
        signer: makeSigner(context, address, current),
        request: (method, params) =>
          Effect.tryPromise({ try: () => context.request(current(), method, params), catch: (error) => toBitcoinWalletError(method, error) }),
        eventOf: (name, data) => {
          if (name !== "bip122_addressesChanged") return undefined
          const changed = Schema.decodeUnknownOption(AddressesChanged)(data)
          return changed._tag === "Some" ? { type: "accountsChanged", accounts: changed.value.map((item) => item.address) } : undefined
        }
      })
    })
})
