import { Effect, Schema } from "effect"
import { Base64 } from "effect/encoding"
import type { WalletAnswerInvalid } from "../../errors.js"
import type { WalletConnectSessionContext } from "../adapter.js"
import {
  AccountAddresses,
  decodeBitcoinAnswer,
  SendTransferResult,
  SignMessageResult,
  SignPsbtResult
} from "./answer-shapes.js"
import { walletConnectNamespace } from "../walletconnect-namespace.js"
import { approvedSession } from "../walletconnect-session.js"
import type { Bip122Signer } from "./signer.js"
import { messageSignatureAnswer, signedPsbtAnswer } from "./wallet-answers.js"
import { toBitcoinWalletError } from "./wallet-errors.js"

export const BIP122_METHODS = ["getAccountAddresses", "signMessage", "signPsbt", "sendTransfer"]
export const BIP122_EVENTS = ["bip122_addressesChanged"]

const AddressesChanged = Schema.Array(Schema.Struct({ address: Schema.String }))

/** Asks the wallet; its answer decoded by the method's shape (otherwise WalletAnswerInvalid, never a result). */
const makeAsk =
  (context: WalletConnectSessionContext, chainId: () => string) =>
  <S extends Schema.Top>(method: string, params: unknown, schema: S, target: string = chainId()) =>
    Effect.tryPromise({
      try: () => context.request(target, method, params),
      catch: (error) => toBitcoinWalletError(method, error)
    }).pipe(Effect.flatMap((reply) => decodeBitcoinAnswer(method, schema, reply))) as Effect.Effect<
      S["Type"],
      WalletAnswerInvalid | ReturnType<typeof toBitcoinWalletError>
    >

const makeSigner = (context: WalletConnectSessionContext, address: string, chainId: () => string): Bip122Signer => {
  const ask = makeAsk(context, chainId)
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
        (result) => signedPsbtAnswer(result.psbt)
      ),
    sendTransfer: (to, satoshis, network) =>
      Effect.map(
        ask(
          "sendTransfer",
          { account: address, recipientAddress: to, amount: satoshis.toString() },
          SendTransferResult,
          network.caipNetworkId
        ),
        (result) => result.txid.toLowerCase()
      ),
    signMessage: (by, message, protocol) =>
      Effect.flatMap(
        ask(
          "signMessage",
          { account: by, address: by, message, ...(protocol === undefined ? {} : { protocol }) },
          SignMessageResult
        ),
        (result) => messageSignatureAnswer(result.signature, protocol)
      )
  }
}

/** WalletConnect's bip122 namespace: the wallet signs the PSBTs the adapter builds, and messages. */
export const bip122WalletConnect = walletConnectNamespace({
  namespace: "bip122",
  methods: BIP122_METHODS,
  events: BIP122_EVENTS,
  session: (context) =>
    approvedSession<Bip122Signer>(context, {
      namespace: "bip122",
      parts: ({ address, current }) => ({
        signer: makeSigner(context, address, current),
        // Taproot and wrapped SegWit inputs name the key; the wallet gives it on request.
        publicKeyOf: (account) =>
          Effect.map(makeAsk(context, current)("getAccountAddresses", { account }, AccountAddresses), (addresses) =>
            addresses
              .find((item) => item.address === account)
              ?.publicKey?.replace(/^0x/, "")
              .toLowerCase()
          ),
        request: (method, params) =>
          Effect.tryPromise({
            try: () => context.request(current(), method, params),
            catch: (error) => toBitcoinWalletError(method, error)
          }),
        eventOf: (name, data) => {
          if (name !== "bip122_addressesChanged") return undefined
          const changed = Schema.decodeUnknownOption(AddressesChanged)(data)
          return changed._tag === "Some"
            ? { type: "accountsChanged", accounts: changed.value.map((item) => item.address) }
            : undefined
        }
      })
    })
})
