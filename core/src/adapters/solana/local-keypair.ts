import { Effect } from "effect"
import {
  createKeyPairSignerFromBytes,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  signBytes,
  signTransaction,
  type KeyPairSigner
} from "@solana/kit"
import { localSignerConnectorData } from "../../connectors/connector-data.js"
import {
  networkForNamespace,
  type ConnectOptions,
  type ConnectorImplementation,
  type WalletSession
} from "../../connectors/session.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { InvalidInput, MissingNetwork, WalletRequestFailed } from "../../errors.js"
import type { LocalSignerKey } from "../local-signer-key.js"
import type { SolanaRpcs } from "./rpc.js"
import type { SolanaSigner } from "./signer.js"

type SolanaKey = Extract<LocalSignerKey, { readonly solanaSecretKey: unknown }>

export const isSolanaKey = (key: LocalSignerKey): key is SolanaKey => "solanaSecretKey" in key

/** The 64 secret-key bytes from base58 text or the byte array a Solana CLI keypair file holds. */
const secretKeyBytes = (key: SolanaKey): Uint8Array | undefined => {
  try {
    const bytes =
      typeof key.solanaSecretKey === "string"
        ? new Uint8Array(getBase58Encoder().encode(key.solanaSecretKey.trim()))
        : Uint8Array.from(key.solanaSecretKey)
    return bytes.length === 64 ? bytes : undefined
  } catch {
    return undefined
  }
}

const keypairFrom = (key: SolanaKey): Effect.Effect<KeyPairSigner, InvalidInput> => {
  const invalid = new InvalidInput({
    field: "keypair",
    reason: "expected a 64-byte Solana secret key (base58, or a keypair file's JSON array)"
  })
  const bytes = secretKeyBytes(key)
  return bytes === undefined
    ? Effect.fail(invalid)
    : Effect.tryPromise({ try: () => createKeyPairSignerFromBytes(bytes), catch: () => invalid })
}

/** A Solana wallet whose keypair lives in this process (CLI, tests): it signs here and sends through the cluster's RPC. */
export const solanaLocalSigner = (key: SolanaKey, rpcs: SolanaRpcs): ConnectorImplementation => {
  const connector = { ...localSignerConnectorData, chain: "solana" as const }
  const session = (signer: KeyPairSigner, network: CaipNetwork): WalletSession<SolanaSigner> => ({
    connector,
    namespace: "solana",
    accounts: [signer.address],
    caipNetworkId: network.caipNetworkId,
    signer: {
      namespace: "solana",
      signAndSendTransaction: (wire, target) =>
        Effect.gen(function* () {
          const signed = yield* Effect.tryPromise({
            try: () => signTransaction([signer.keyPair], getTransactionDecoder().decode(wire)),
            catch: (error) =>
              new WalletRequestFailed({ method: "solana_signTransaction", details: String(error), cause: error })
          })
          return yield* rpcs
            .call(target, (rpc, abortSignal) =>
              rpc
                .sendTransaction(getBase64EncodedWireTransaction(signed), {
                  encoding: "base64",
                  preflightCommitment: "confirmed"
                })
                .send({ abortSignal })
            )
            .pipe(Effect.map(String))
        }),
      signMessage: (message) =>
        Effect.tryPromise({
          try: async () => new Uint8Array(await signBytes(signer.keyPair.privateKey, message)),
          catch: (error) =>
            new WalletRequestFailed({ method: "solana_signMessage", details: String(error), cause: error })
        })
    },
    request: (method, params) =>
      method === "solana_signMessage"
        ? Effect.tryPromise({
            try: async () => {
              const bytes = new Uint8Array(getBase58Encoder().encode((params as { message: string }).message))
              return { signature: getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, bytes)) }
            },
            catch: (error) => new WalletRequestFailed({ method, details: String(error), cause: error })
          })
        : Effect.fail(
            new WalletRequestFailed({ method, details: `the local Solana signer does not answer ${method}` })
          ),
    switchNetwork: (target) =>
      target.chainNamespace === "solana"
        ? Effect.void
        : Effect.fail(new MissingNetwork({ caipNetworkId: target.caipNetworkId })),
    listen: () => () => {},
    disconnect: () => Effect.void
  })
  const open = (options: ConnectOptions) =>
    Effect.gen(function* () {
      const signer = yield* keypairFrom(key)
      const network = networkForNamespace("solana", options)
      if (network === undefined) return yield* new MissingNetwork({ caipNetworkId: "solana" })
      return [session(signer, network)]
    })
  return { connector, connect: open, reconnect: open }
}
