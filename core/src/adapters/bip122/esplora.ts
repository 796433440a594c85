import { Effect, Result, Schema } from "effect"
import { Hex } from "effect/encoding"
import { Transaction } from "@scure/btc-signer"
import { RPC_TIMEOUT_MS } from "../../constants.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { ChainError, MissingNetwork } from "../../errors.js"

const Satoshis = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const Txid = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[0-9a-f]{64}$/, { expected: "a transaction id (64 hex digits)" }))
)

const TxStatus = Schema.Struct({
  confirmed: Schema.Boolean,
  block_height: Schema.optional(Schema.NullOr(Schema.Int)),
  block_time: Schema.optional(Schema.NullOr(Schema.Int))
})

export const Utxo = Schema.Struct({
  txid: Txid,
  vout: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
  value: Satoshis,
  status: TxStatus
})
export type Utxo = typeof Utxo.Type

/**
 * Each outpoint once: a server that lists a coin several times must not make it count (or be
 * spent) several times. The same outpoint listed with another value is no answer to trust.
 */
export const distinctUtxos = (
  utxos: ReadonlyArray<Utxo>,
  path: string
): Effect.Effect<ReadonlyArray<Utxo>, ChainError> => {
  const seen = new Map<string, Utxo>()
  for (const utxo of utxos) {
    const outpoint = `${utxo.txid}:${utxo.vout}`
    const earlier = seen.get(outpoint)
    if (earlier === undefined) seen.set(outpoint, utxo)
    else if (earlier.value !== utxo.value)
      return Effect.fail(chainError(`${path} listed the coin ${outpoint} twice with different values`))
  }
  return Effect.succeed([...seen.values()])
}

const Output = Schema.Struct({
  scriptpubkey: Schema.String,
  scriptpubkey_address: Schema.optional(Schema.String),
  value: Satoshis
})

export const EsploraTx = Schema.Struct({
  txid: Txid,
  vin: Schema.Array(
    Schema.Struct({
      txid: Txid,
      vout: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
      prevout: Schema.NullOr(Output),
      is_coinbase: Schema.optional(Schema.Boolean)
    })
  ),
  vout: Schema.Array(Output),
  fee: Schema.optional(Satoshis),
  status: TxStatus
})
export type EsploraTx = typeof EsploraTx.Type

/** Confirmation target (blocks, as text) → sat/vB. */
const FeeEstimates = Schema.Record(Schema.String, Schema.Number.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))))

const chainError = (details: string) => new ChainError({ reason: "UnknownNodeError", details })

/** What an Esplora server refused a broadcast for, in the catalogue's terms. */
const broadcastError = (text: string) =>
  new ChainError({
    reason: /insufficient|missing ?inputs|missingorspent|spent/i.test(text) ? "InsufficientFunds" : "UnknownNodeError",
    details: text
  })

/**
 * The Esplora HTTP API (Blockstream's, mempool.space's, the local ledger's) at the
 * network's endpoint: every answer decoded before use.
 */
export const makeEsplora = () => {
  const base = (network: CaipNetwork) =>
    Effect.suspend(() => {
      const url = network.rpcUrls.default?.http[0]
      return network.chainNamespace !== "bip122" || url === undefined
        ? Effect.fail(new MissingNetwork({ caipNetworkId: network.caipNetworkId }))
        : Effect.succeed(url.replace(/\/$/, ""))
    })

  const fetchText = (network: CaipNetwork, path: string, init?: RequestInit) =>
    Effect.flatMap(base(network), (url) =>
      Effect.tryPromise({
        try: async () => {
          const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) })
          return { ok: response.ok, status: response.status, text: await response.text() }
        },
        catch: (error) => chainError(`${path}: ${String(error)}`)
      })
    )

  const get = <S extends Schema.Top>(network: CaipNetwork, path: string, schema: S) =>
    Effect.flatMap(fetchText(network, path), (answer) => {
      if (!answer.ok) return Effect.fail(chainError(`${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`))
      return Effect.try({
        try: () => JSON.parse(answer.text) as unknown,
        catch: () => chainError(`${path} answered text that is not JSON`)
      }).pipe(
        Effect.flatMap((json) => Schema.decodeUnknownEffect(schema)(json)),
        Effect.mapError((error) =>
          error instanceof ChainError ? error : chainError(`${path} answered an unexpected shape: ${error.message}`)
        )
      ) as Effect.Effect<S["Type"], ChainError>
    })

  return {
    utxos: (network: CaipNetwork, address: string) =>
      Effect.flatMap(get(network, `/address/${address}/utxo`, Schema.Array(Utxo)), (utxos) =>
        distinctUtxos(utxos, `/address/${address}/utxo`)
      ),
    transactions: (network: CaipNetwork, address: string, afterTxid?: string) =>
      get(
        network,
        afterTxid === undefined ? `/address/${address}/txs` : `/address/${address}/txs/chain/${afterTxid}`,
        Schema.Array(EsploraTx)
      ),
    status: (network: CaipNetwork, txid: string) => get(network, `/tx/${txid}/status`, TxStatus),
    /** A transaction's raw bytes (P2PKH inputs carry the transaction they spend); its txid must be the one asked. */
    rawTransaction: (network: CaipNetwork, txid: string) =>
      Effect.flatMap(fetchText(network, `/tx/${txid}/hex`), (answer) => {
        const hex = answer.text.trim()
        if (!answer.ok)
          return Effect.fail(chainError(`/tx/${txid}/hex answered ${answer.status}: ${answer.text.slice(0, 200)}`))
        const bytes = /^(?:[0-9a-fA-F]{2})+$/.test(hex) ? Hex.decode(hex) : undefined
        if (bytes === undefined || !Result.isSuccess(bytes))
          return Effect.fail(chainError(`/tx/${txid}/hex answered text that is not hex`))
        return Effect.try({
          try: () => {
            if (Transaction.fromRaw(bytes.success, { allowUnknownOutputs: true, allowUnknownInputs: true }).id !== txid)
              throw new Error("another transaction")
            return bytes.success
          },
          catch: () => chainError(`/tx/${txid}/hex answered a transaction that is not ${txid}`)
        })
      }),
    feeEstimates: (network: CaipNetwork) => get(network, "/fee-estimates", FeeEstimates),
    /** Broadcasts a raw transaction (hex); its txid. */
    broadcast: (network: CaipNetwork, rawHex: string) =>
      Effect.flatMap(
        fetchText(network, "/tx", { method: "POST", body: rawHex, headers: { "content-type": "text/plain" } }),
        (answer) => {
          const txid = answer.text.trim()
          if (!answer.ok) return Effect.fail(broadcastError(answer.text.slice(0, 300)))
          return Schema.is(Txid)(txid)
            ? Effect.succeed(txid)
            : Effect.fail(chainError(`the broadcast answered ${JSON.stringify(answer.text.slice(0, 80))}, not a txid`))
        }
      )
  }
}

export type Esplora = ReturnType<typeof makeEsplora>
