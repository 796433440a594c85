import { Effect, Schema } from "effect"
import { Base64, Hex } from "effect/encoding"
import type { WalletAccount } from "@wallet-standard/base"
import type { ConnectorImplementation, WalletSession } from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { MissingNetwork, WalletRequestFailed } from "../../errors.js"
import { walletStandardBitcoinChain } from "./chains.js"
import { isLegacySignature } from "./legacy-signature.js"
import { bitcoinRequest } from "./requests.js"
import type { Bip122Signer } from "./signer.js"
import { toBitcoinWalletError } from "./wallet-errors.js"
import { standardAccountChanges, standardDisconnect, standardWalletConnection } from "../wallet-standard-session.js"
import {
  ConnectedAccount,
  ConnectOutput,
  firstOf,
  SendTransferOutput,
  SignMessageOutput,
  SignTransactionOutput,
  type BitcoinWallet
} from "./wallet-standard-features.js"

interface Account {
  readonly raw: WalletAccount
  readonly address: string
  readonly publicKey: string | undefined
  readonly purpose: string | undefined
}

const attempt = <A>(method: string, f: () => Promise<A>) =>
  Effect.tryPromise({ try: f, catch: (error) => toBitcoinWalletError(method, error) })

/** Calls a wallet feature and reads its reply with `schema`. */
const call = <S extends Schema.Top>(method: string, schema: S, f: () => Promise<unknown>) =>
  Effect.flatMap(attempt(method, f), (reply) =>
    Schema.decodeUnknownEffect(schema)(reply).pipe(
      Effect.mapError(
        (error) => new WalletRequestFailed({ method, details: `the wallet's answer is not one: ${error.message}` })
      )
    )
  ) as Effect.Effect<S["Type"], WalletRequestFailed | ReturnType<typeof toBitcoinWalletError>>

const isBitcoinAccount = (account: Account) =>
  account.raw.chains === undefined ||
  account.raw.chains.length === 0 ||
  account.raw.chains.some((chain) => chain.startsWith("bitcoin:") || chain.startsWith("bip122:"))

/** The accounts `bitcoin:connect` gave, read one by one (one that does not decode is left out), the payment address first. */
const accountsOf = (reply: typeof ConnectOutput.Type): ReadonlyArray<Account> =>
  reply.accounts
    .flatMap((raw) => {
      const decoded = Schema.decodeUnknownOption(ConnectedAccount)(raw)
      if (decoded._tag === "None") return []
      const { address, publicKey, purpose } = decoded.value
      return [
        {
          raw: raw as WalletAccount,
          address,
          publicKey: publicKey === undefined ? undefined : Hex.encode(publicKey),
          purpose
        }
      ]
    })
    .filter(isBitcoinAccount)
    .sort((a, b) => Number(b.purpose === "payment") - Number(a.purpose === "payment"))

const chainFor = (wallet: BitcoinWallet, network: CaipNetwork) => {
  const names = walletStandardBitcoinChain(network)
  return (
    names.find((name) => (wallet.chains as ReadonlyArray<string>).includes(name)) ?? names[0] ?? network.caipNetworkId
  )
}

const signerOf = (wallet: BitcoinWallet, accounts: ReadonlyArray<Account>): Bip122Signer => {
  const accountOf = (address: string) =>
    Effect.fromNullishOr(accounts.find((account) => account.address === address)).pipe(
      Effect.mapError(
        () =>
          new WalletRequestFailed({
            method: "bitcoin:signTransaction",
            details: `${address} is not an account the wallet gave`
          })
      )
    )
  const signTransaction = wallet.features["bitcoin:signTransaction"]
  const sendTransfer = wallet.features["bitcoin:sendTransfer"]
  return {
    namespace: "bip122",
    signPsbt:
      signTransaction === undefined
        ? undefined
        : (psbt, inputs, network) =>
            Effect.gen(function* () {
              const inputsToSign = yield* Effect.forEach(inputs, (input) =>
                Effect.map(accountOf(input.address), (account) => ({
                  account: account.raw,
                  address: input.address,
                  signingIndexes: input.indexes
                }))
              )
              const reply = yield* call("bitcoin:signTransaction", SignTransactionOutput, () =>
                signTransaction.signTransaction({ psbt, inputsToSign, chain: chainFor(wallet, network) })
              )
              return firstOf(reply).signedPsbt
            }),
    sendTransfer:
      sendTransfer === undefined
        ? undefined
        : (to, satoshis, network) =>
            Effect.gen(function* () {
              const account = accounts[0] as Account
              const reply = yield* call("bitcoin:sendTransfer", SendTransferOutput, () =>
                sendTransfer.sendTransfer({
                  account: account.raw,
                  recipients: [{ address: to, amount: satoshis.toString() }],
                  chain: chainFor(wallet, network)
                })
              )
              return firstOf(reply).txid.toLowerCase()
            }),
    signMessage: (address, message, protocol) =>
      Effect.gen(function* () {
        const feature = wallet.features["bitcoin:signMessage"]
        if (feature === undefined)
          return yield* new WalletRequestFailed({
            method: "bitcoin:signMessage",
            details: `${wallet.name} cannot sign messages`
          })
        const account = yield* accountOf(address)
        const reply = yield* call("bitcoin:signMessage", SignMessageOutput, () =>
          feature.signMessage({
            account: account.raw,
            message: new TextEncoder().encode(message),
            ...(protocol === undefined ? {} : { protocol })
          })
        )
        const signature = firstOf(reply).signature
        const encoded = typeof signature === "string" ? signature : Base64.encode(signature)
        if (protocol === "ecdsa" && !isLegacySignature(encoded)) {
          return yield* new WalletRequestFailed({
            method: "bitcoin:signMessage",
            details: `${wallet.name} answered with another kind of signature than the legacy ECDSA one asked`
          })
        }
        return encoded
      })
  }
}

const sessionOf = (
  connector: Connector,
  wallet: BitcoinWallet,
  accounts: ReadonlyArray<Account>,
  network: CaipNetwork
): WalletSession => {
  const signer = signerOf(wallet, accounts)
  return {
    connector,
    namespace: "bip122",
    accounts: accounts.map((account) => account.address),
    publicKeys: Object.fromEntries(
      accounts.flatMap((account) => (account.publicKey === undefined ? [] : [[account.address, account.publicKey]]))
    ),
    caipNetworkId: network.caipNetworkId,
    signer,
    request: (method, params) => bitcoinRequest(signer, accounts[0]?.address ?? "", method, params),
    // A Wallet Standard wallet signs for whichever chain a request names: switching is ours.
    switchNetwork: (target) =>
      target.chainNamespace === "bip122"
        ? Effect.void
        : Effect.fail(new MissingNetwork({ caipNetworkId: target.caipNetworkId })),
    listen: standardAccountChanges(wallet, (changed) =>
      accountsOf({ accounts: changed }).map((account) => account.address)
    ),
    disconnect: standardDisconnect(wallet)
  }
}

/** The connection to one Wallet Standard Bitcoin wallet; `connector.provider` is the wallet (see discovery.ts). */
export const bitcoinWalletStandardConnector = (connector: Connector): ConnectorImplementation => {
  const wallet = connector.provider as BitcoinWallet
  return standardWalletConnection(connector, "bip122", {
    connect: (silent) =>
      Effect.map(
        call("bitcoin:connect", ConnectOutput, () =>
          wallet.features["bitcoin:connect"].connect({
            purposes: ["payment", "ordinals"],
            ...(silent ? { silent: true } : {})
          })
        ),
        accountsOf
      ),
    session: (accounts, network) => sessionOf(connector, wallet, accounts, network),
    noAccount: { method: "bitcoin:connect", details: "the wallet granted no Bitcoin account" }
  })
}
