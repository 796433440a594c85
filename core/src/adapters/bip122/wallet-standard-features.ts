// The Bitcoin features of Wallet Standard wallets (`bitcoin:*`), as Gangway calls
// them, and Schemas reading their replies: a wallet's answer is untrusted.
import { Schema } from "effect"
import type { Wallet, WalletAccount } from "@wallet-standard/base"

type BitcoinPurpose = "payment" | "ordinals"

interface BitcoinInputToSign {
  readonly account: WalletAccount
  readonly address: string
  readonly signingIndexes: ReadonlyArray<number>
}

interface BitcoinFeatures {
  readonly "bitcoin:connect": {
    readonly connect: (input: {
      readonly purposes: ReadonlyArray<BitcoinPurpose>
      readonly silent?: boolean
    }) => Promise<unknown>
  }
  readonly "bitcoin:signTransaction"?: {
    readonly signTransaction: (input: {
      readonly psbt: Uint8Array
      readonly inputsToSign: ReadonlyArray<BitcoinInputToSign>
      readonly chain: string
    }) => Promise<unknown>
  }
  readonly "bitcoin:signMessage"?: {
    readonly signMessage: (input: {
      readonly account: WalletAccount
      readonly message: Uint8Array
      readonly protocol?: "bip322" | "ecdsa"
    }) => Promise<unknown>
  }
  readonly "bitcoin:sendTransfer"?: {
    readonly sendTransfer: (input: {
      readonly account: WalletAccount
      readonly recipients: ReadonlyArray<{ readonly address: string; readonly amount: string }>
      readonly chain: string
    }) => Promise<unknown>
  }
  readonly "standard:disconnect"?: { readonly disconnect: () => Promise<void> }
  readonly "standard:events"?: {
    readonly on: (
      event: "change",
      listener: (properties: { readonly accounts?: ReadonlyArray<WalletAccount> }) => void
    ) => () => void
  }
}

export type BitcoinWallet = Wallet & { readonly features: BitcoinFeatures }

const Bytes = Schema.Uint8Array

/** One account `bitcoin:connect` gave: an address, its public key, and what it is for. */
export const ConnectedAccount = Schema.Struct({
  address: Schema.String,
  publicKey: Schema.optional(Bytes),
  purpose: Schema.optional(Schema.String)
})

export const ConnectOutput = Schema.Struct({ accounts: Schema.Array(Schema.Unknown) })

/** Wallets answer with one output or a list of them (one per input). */
const oneOrMany = <S extends Schema.Top>(item: S) => Schema.Union([item, Schema.NonEmptyArray(item)])

export const SignTransactionOutput = oneOrMany(Schema.Struct({ signedPsbt: Bytes }))
export const SignMessageOutput = oneOrMany(Schema.Struct({ signature: Schema.Union([Bytes, Schema.String]) }))
export const SendTransferOutput = oneOrMany(
  Schema.Struct({ txid: Schema.String.pipe(Schema.check(Schema.isPattern(/^[0-9a-f]{64}$/i))) })
)

/** The first output of a one-or-many answer. */
export const firstOf = <A>(output: A | ReadonlyArray<A>): A =>
  Array.isArray(output) ? (output[0] as A) : (output as A)
