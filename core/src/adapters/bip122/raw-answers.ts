// A dApp's raw request to a Bitcoin wallet in WalletConnect bip122's names (client.request): the
// wallet's answer checked by method before the dApp gets it, with the shapes and decoders the
// adapter's own signing uses.
import { Effect } from "effect"
import type { WalletAnswerInvalid } from "../../errors.js"
import {
  AccountAddresses,
  decodeBitcoinAnswer,
  SendTransferResult,
  SignMessageResult,
  SignPsbtResult
} from "./answer-shapes.js"
import { messageSignatureAnswer, signedPsbtAnswer } from "./wallet-answers.js"

/** The message protocol the request asked for, where it names one the adapter knows. */
const protocolOf = (params: unknown) => {
  const protocol =
    typeof params === "object" && params !== null ? (params as Record<string, unknown>).protocol : undefined
  return protocol === "ecdsa" || protocol === "bip322" ? protocol : undefined
}

/** Checks the answer of WalletConnect bip122's methods; any other method passes unchecked (nothing here knows its shape). */
export const checkBitcoinAnswer = (
  method: string,
  params: unknown,
  answer: unknown
): Effect.Effect<void, WalletAnswerInvalid> => {
  switch (method) {
    case "signMessage":
      return Effect.flatMap(decodeBitcoinAnswer(method, SignMessageResult, answer), ({ signature }) =>
        Effect.asVoid(messageSignatureAnswer(signature, protocolOf(params)))
      )
    case "signPsbt":
      return Effect.flatMap(decodeBitcoinAnswer(method, SignPsbtResult, answer), ({ psbt }) =>
        Effect.asVoid(signedPsbtAnswer(psbt))
      )
    case "sendTransfer":
      return Effect.asVoid(decodeBitcoinAnswer(method, SendTransferResult, answer))
    case "getAccountAddresses":
      return Effect.asVoid(decodeBitcoinAnswer(method, AccountAddresses, answer))
    default:
      return Effect.void
  }
}
