// What the Solana side does with its key and the clusters it serves: sign messages and
// transactions, send them and wait for the commitment asked.
import {
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  isFullySignedTransaction,
  isSolanaError,
  partiallySignTransaction,
  signBytes,
  type KeyPairSigner,
  type Signature,
  type Transaction
} from "@solana/kit"
import type { SolanaSignAndSendTransactionOptions, SolanaTransactionCommitment } from "@solana/wallet-standard-features"
import { internalError, invalidParams, ProviderRpcError } from "./errors.js"

const COMMITMENT_RANK: Record<SolanaTransactionCommitment, number> = { processed: 0, confirmed: 1, finalized: 2 }
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 50

/**
 * Signing and sending on Solana with one key (the secure frame's, and the test wallet's Solana side).
 * `chains`: each chain the wallet serves with its RPC URL; `defaultChain` is used when a request names none.
 */
export function clusterSigning(signer: KeyPairSigner, chains: ReadonlyMap<string, string>, defaultChain: string) {
  const address = signer.address
  const rpcUrlOf = (chain: string | undefined): string => {
    const url = chains.get(chain ?? defaultChain)
    if (url === undefined) throw invalidParams(`The wallet does not serve the chain ${chain}.`)
    return url
  }

  const signMessage = async (message: Uint8Array): Promise<Uint8Array> =>
    new Uint8Array(await signBytes(signer.keyPair.privateKey, message))

  const decodeTransaction = (bytes: Uint8Array): Transaction => {
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(bytes)
    } catch {
      throw invalidParams("The transaction is not a serialized Solana transaction.")
    }
    if (!(address in transaction.signatures)) throw invalidParams(`The transaction does not ask ${address} to sign it.`)
    return transaction
  }
  const signTransaction = (transaction: Transaction): Promise<Transaction> =>
    partiallySignTransaction([signer.keyPair], transaction)
  const ownSignature = (transaction: Transaction): Uint8Array => transaction.signatures[address]!

  const sendTransaction = async (
    transaction: Transaction,
    chain: string | undefined,
    sendOptions: SolanaSignAndSendTransactionOptions = {}
  ): Promise<Signature> => {
    if (!isFullySignedTransaction(transaction))
      throw invalidParams("The transaction lacks the signatures of its other signers.")
    const rpc = createSolanaRpc(rpcUrlOf(chain))
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: "base64",
        ...(sendOptions.skipPreflight !== undefined ? { skipPreflight: sendOptions.skipPreflight } : {}),
        ...(sendOptions.preflightCommitment !== undefined
          ? { preflightCommitment: sendOptions.preflightCommitment }
          : {}),
        ...(sendOptions.maxRetries !== undefined ? { maxRetries: BigInt(sendOptions.maxRetries) } : {}),
        ...(sendOptions.minContextSlot !== undefined ? { minContextSlot: BigInt(sendOptions.minContextSlot) } : {})
      })
      .send()
      .catch((error: unknown) => {
        throw fromRpcError(error)
      })
    if (sendOptions.commitment !== undefined) await confirm(rpc, signature, sendOptions.commitment)
    return signature
  }

  return { rpcUrlOf, signMessage, decodeTransaction, signTransaction, ownSignature, sendTransaction }
}

export const encodeTransaction = (transaction: Transaction): Uint8Array =>
  new Uint8Array(getTransactionEncoder().encode(transaction))

type Rpc = ReturnType<typeof createSolanaRpc>

/** Waits until the cluster reports the signature at `commitment` (or fails it). */
async function confirm(rpc: Rpc, signature: Signature, commitment: SolanaTransactionCommitment): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await rpc
      .getSignatureStatuses([signature])
      .send()
      .catch((error: unknown) => {
        throw fromRpcError(error)
      })
    const status = value[0]
    if (status?.err) throw internalError(`Transaction ${signature} failed: ${JSON.stringify(status.err, bigints)}`)
    if (status?.confirmationStatus && COMMITMENT_RANK[status.confirmationStatus] >= COMMITMENT_RANK[commitment]) return
    if (Date.now() > deadline)
      throw internalError(`Transaction ${signature} was not ${commitment} within ${CONFIRM_TIMEOUT_MS / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}

const bigints = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value)

/** A JSON-RPC error of the cluster keeps its code and message; anything else is an internal error. */
function fromRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (isSolanaError(error)) {
    const code = error.context.__code
    return new ProviderRpcError(code <= -32000 && code >= -32768 ? code : -32603, error.message)
  }
  return internalError(error instanceof Error ? error.message : String(error))
}

export type ClusterSigning = ReturnType<typeof clusterSigning>
