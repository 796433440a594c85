/**
 * What an Esplora server, a Solana node and Bitcoin or Solana wallets answer, as fuzz targets.
 * Esplora and Solana answers are served by a loopback HTTP server and read through the core's
 * own code (the bip122 Esplora client and balance, the Solana adapter's RPC reads); wallets'
 * answers go through their decoders. Each must be a typed failure or a value in range.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Cause, Effect, Exit } from "effect"
import fc from "fast-check"
import { getBase58Decoder, getBase64Decoder, type Signature } from "@solana/kit"
import { bitcoinBalances } from "../../src/adapters/bip122/balance.js"
import { makeEsplora } from "../../src/adapters/bip122/esplora.js"
import { bip122Transfer } from "../../src/adapters/bip122/transfer.js"
import { checkBitcoinAnswer } from "../../src/adapters/bip122/raw-answers.js"
import { messageSignatureAnswer, signedPsbtAnswer } from "../../src/adapters/bip122/wallet-answers.js"
import { makeSolanaRpcs } from "../../src/adapters/solana/rpc.js"
import { blockhashAnswer, statusesAnswer } from "../../src/adapters/solana/rpc-answers.js"
import { makeSolanaAdapter } from "../../src/adapters/solana/solana-adapter.js"
import { checkSolanaAnswer } from "../../src/adapters/solana/raw-answers.js"
import { signatureAnswer, signedTransactionAnswer } from "../../src/adapters/solana/wallet-answers.js"
import { bitcoinLocal, solanaLocal } from "../../src/domain/networks.js"
import { hostileString, hostileText, hostileValue } from "./hostile.js"
import type { FuzzTarget } from "./runner.js"

const TXID = "ab".repeat(32)
const BTC_ADDRESS = "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080"
const SOL_OWNER = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
const U64_MAX = 2n ** 64n - 1n
const TYPED = new Set(["ChainError", "MissingNetwork", "WalletAnswerInvalid"])

const excerpt = (value: unknown) => {
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => (typeof item === "bigint" ? `${item}n` : item)) ?? String(value)
    ).slice(0, 200)
  } catch {
    return String(value).slice(0, 200)
  }
}

/** Throws unless the exit is a value `valid` accepts or a typed failure. */
const judge = (what: string, input: unknown, exit: Exit.Exit<unknown, unknown>, valid: (value: unknown) => boolean) => {
  if (Exit.isSuccess(exit)) {
    if (!valid(exit.value))
      throw new Error(`${what} answered ${excerpt(input)} gave ${excerpt(exit.value)}, out of range`)
    return
  }
  const error = Cause.findErrorOption(exit.cause)
  const tag = error._tag === "Some" ? (error.value as { _tag?: unknown })._tag : undefined
  if (typeof tag !== "string" || !TYPED.has(tag))
    throw new Error(`${what} answered ${excerpt(input)} failed untyped: ${Cause.pretty(exit.cause).slice(0, 300)}`)
}

/** A loopback server answering every request with `reply(path, body)`; its URL and close. */
const serve = async (reply: (path: string, body: string) => string) => {
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      response.writeHead(200, { "content-type": "application/json" })
      response.end(reply(request.url ?? "/", body))
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

const isSats = (value: unknown) => typeof value === "number" && Number.isSafeInteger(value) && value >= 0
const isUtxos = (value: unknown) => {
  if (!Array.isArray(value)) return false
  const outpoints = value.map((utxo: { txid: string; vout: number }) => `${utxo.txid}:${utxo.vout}`)
  return (
    new Set(outpoints).size === outpoints.length &&
    value.every(
      (utxo: { txid?: unknown; vout?: unknown; value?: unknown }) =>
        typeof utxo.txid === "string" && /^[0-9a-f]{64}$/.test(utxo.txid) && isSats(utxo.vout) && isSats(utxo.value)
    )
  )
}

const UTXO = {
  txid: TXID,
  vout: 0,
  value: 5000,
  status: { confirmed: true, block_height: 7, block_time: 1_700_000_000 }
}

interface EsploraCase {
  readonly path: RegExp
  readonly sample: unknown
  readonly read: (network: ReturnType<typeof bitcoinLocal>) => Effect.Effect<unknown, unknown>
  readonly valid: (value: unknown) => boolean
}

const esplora = makeEsplora()
const ESPLORA_CASES: ReadonlyArray<EsploraCase> = [
  {
    path: /\/utxo$/,
    sample: [UTXO, { ...UTXO, vout: 1 }],
    read: (network) => esplora.utxos(network, BTC_ADDRESS),
    valid: isUtxos
  },
  {
    path: /\/utxo$/,
    sample: [UTXO, UTXO, UTXO],
    read: (network) => bitcoinBalances(esplora)(network, BTC_ADDRESS),
    valid: (value) =>
      Array.isArray(value) &&
      value.every((row: { quantity: { numeric: string } }) => /^\d+(\.\d+)?$/.test(row.quantity.numeric))
  },
  {
    path: /\/status$/,
    sample: UTXO.status,
    read: (network) => esplora.status(network, TXID),
    valid: (value) => typeof (value as { confirmed?: unknown }).confirmed === "boolean"
  },
  {
    path: /\/fee-estimates$/,
    sample: { "1": 20.5, "6": 10, "144": 1.2 },
    read: (network) =>
      bip122Transfer(esplora).feeRate(network, BTC_ADDRESS, "normal") as Effect.Effect<unknown, unknown>,
    valid: (value) => typeof value === "bigint" && value >= 1n
  }
]

const esploraAnswersTarget: FuzzTarget<{ readonly index: number; readonly text: string }> = {
  name: "Esplora answers",
  what: "an Esplora server's /address/:a/utxo (as coins and as the balance), /tx/:id/status and /fee-estimates, over loopback HTTP through the bip122 adapter's Esplora client",
  input: fc.oneof(...ESPLORA_CASES.map((item, index) => hostileText(item.sample).map((text) => ({ index, text })))),
  boundMs: 2_000,
  start: async () => {
    const state = { text: "" }
    const server = await serve(() => state.text)
    const network = bitcoinLocal(server.url)
    const read = (index: number, text: string) => {
      state.text = text
      return Effect.runPromiseExit(ESPLORA_CASES[index]!.read(network))
    }
    for (const [index, item] of ESPLORA_CASES.entries()) {
      const exit = await read(index, JSON.stringify(item.sample))
      if (!Exit.isSuccess(exit) || !item.valid(exit.value))
        throw new Error(`a well-formed answer to ${item.path} did not read: ${String(exit).slice(0, 300)}`)
    }
    return {
      check: async ({ index, text }) =>
        judge(`Esplora ${ESPLORA_CASES[index]!.path}`, text, await read(index, text), ESPLORA_CASES[index]!.valid),
      close: server.close
    }
  }
}

const BLOCKHASH = {
  context: { slot: 1 },
  value: { blockhash: "EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k", lastValidBlockHeight: 150 }
}
const STATUSES = {
  context: { slot: 1 },
  value: [{ slot: 1, confirmations: null, err: null, confirmationStatus: "confirmed", status: { Ok: null } }]
}

interface SolanaCase {
  readonly method: string
  readonly sample: unknown
  readonly read: (url: string) => Effect.Effect<unknown, unknown>
  readonly valid: (value: unknown) => boolean
}

const solana = makeSolanaAdapter()
// The adapter's own RPC clients (their transport checks an answer's shape before @solana/kit reads it).
const solanaRpcs = makeSolanaRpcs()
const SOLANA_CASES: ReadonlyArray<SolanaCase> = [
  {
    method: "getBalance",
    sample: { context: { slot: 1 }, value: 1_000_000_000 },
    read: (url) => solana.nativeBalance!(solanaLocal(url), SOL_OWNER),
    valid: (value) => typeof value === "bigint" && value >= 0n && value <= U64_MAX
  },
  {
    method: "getLatestBlockhash",
    sample: BLOCKHASH,
    read: (url) =>
      Effect.flatMap(
        solanaRpcs.call(solanaLocal(url), (rpc, abortSignal) => rpc.getLatestBlockhash().send({ abortSignal })),
        blockhashAnswer
      ),
    valid: (value) =>
      typeof (value as { blockhash?: unknown }).blockhash === "string" &&
      typeof (value as { lastValidBlockHeight?: unknown }).lastValidBlockHeight === "bigint"
  },
  {
    method: "getFeeForMessage",
    sample: { context: { slot: 1 }, value: 5000 },
    read: (url) => solana.transfer!.feeRate(solanaLocal(url), SOL_OWNER) as Effect.Effect<unknown, unknown>,
    valid: (value) => typeof value === "bigint" && value >= 0n && value <= U64_MAX
  },
  {
    method: "getSignatureStatuses",
    sample: STATUSES,
    read: (url) =>
      Effect.flatMap(
        solanaRpcs.call(solanaLocal(url), (rpc, abortSignal) =>
          rpc
            .getSignatureStatuses([getBase58Decoder().decode(new Uint8Array(64).fill(1)) as Signature])
            .send({ abortSignal })
        ),
        statusesAnswer
      ),
    valid: (value) => Array.isArray((value as { value?: unknown }).value)
  }
]

const solanaRpcAnswersTarget: FuzzTarget<{ readonly index: number; readonly result: unknown }> = {
  name: "Solana RPC answers",
  what: "a Solana node's results to getBalance (the adapter's native balance), getFeeForMessage (the fee rate), getLatestBlockhash and getSignatureStatuses (as the send reads them), over loopback HTTP through @solana/kit and the adapter's decoders",
  input: fc.oneof(...SOLANA_CASES.map((item, index) => hostileValue(item.sample).map((result) => ({ index, result })))),
  // As the data API targets: answers run to megabytes, and the loopback server writes them in this
  // same process (a 5.4 MB answer: ~0.9 s to write, ~1.5 s for kit to read and refuse, all linear).
  boundMs: 5_000,
  start: async () => {
    const state: { method: string; result: unknown } = { method: "", result: null }
    // The method under test answers hostile; the others as a node would.
    const plain = Object.fromEntries(SOLANA_CASES.map((item) => [item.method, item.sample]))
    const server = await serve((_path, body) => {
      let id: unknown = 1
      let method: unknown
      try {
        ;({ id = 1, method } = JSON.parse(body) as { id?: unknown; method?: unknown })
      } catch {
        // the client's own request: always JSON
      }
      const result = method === state.method ? state.result : plain[String(method)]
      try {
        return (
          JSON.stringify({ jsonrpc: "2.0", id, result }, (_key, item: unknown) =>
            typeof item === "bigint" ? item.toString() : item
          ) ?? "null"
        )
      } catch {
        return `{"jsonrpc":"2.0","id":1,"result":${"[".repeat(20_000)}${"]".repeat(20_000)}}`
      }
    })
    const read = (index: number, result: unknown) => {
      state.method = SOLANA_CASES[index]!.method
      state.result = result
      return Effect.runPromiseExit(SOLANA_CASES[index]!.read(server.url))
    }
    for (const [index, item] of SOLANA_CASES.entries()) {
      const exit = await read(index, item.sample)
      if (!Exit.isSuccess(exit) || !item.valid(exit.value))
        throw new Error(`a well-formed ${item.method} answer did not read: ${String(exit).slice(0, 300)}`)
    }
    return {
      check: async ({ index, result }) =>
        judge(SOLANA_CASES[index]!.method, result, await read(index, result), SOLANA_CASES[index]!.valid),
      close: server.close
    }
  }
}

// A one-signature legacy transaction (the fee payer's slot empty) to answer signTransaction for.
const UNSIGNED = new Uint8Array([
  1,
  ...new Uint8Array(64),
  1,
  0,
  1,
  2,
  ...new Uint8Array(32).fill(7),
  ...new Uint8Array(32),
  ...new Uint8Array(32).fill(9),
  0
])
const SIGNER = getBase58Decoder().decode(new Uint8Array(32).fill(7))

const walletAnswer = fc.oneof(
  { weight: 3, arbitrary: hostileValue({ signature: getBase58Decoder().decode(new Uint8Array(64).fill(3)) }) },
  {
    weight: 3,
    arbitrary: hostileValue({
      signature: getBase58Decoder().decode(new Uint8Array(64).fill(3)),
      transaction: getBase64Decoder().decode(UNSIGNED)
    })
  },
  { weight: 1, arbitrary: hostileString.map((signature) => ({ signature })) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ transaction: getBase64Decoder().decode(bytes) }))
  }
)

/** The text field the WalletConnect schema hands the Bitcoin decoders (it has checked it is a string). */
const textOf = (answer: unknown): string => {
  const field = typeof answer === "object" && answer !== null ? (answer as { signature?: unknown }).signature : answer
  return typeof field === "string" ? field : ""
}

const DECODERS = [
  {
    name: "solana signAndSendTransaction",
    decode: (answer: unknown) => signatureAnswer("solana_signAndSendTransaction", answer),
    valid: (value: unknown) => typeof value === "string"
  },
  {
    name: "solana signTransaction",
    decode: (answer: unknown) => signedTransactionAnswer("solana_signTransaction", UNSIGNED, SIGNER, answer),
    valid: (value: unknown) => (value as { wire?: unknown }).wire instanceof Uint8Array
  },
  {
    name: "bitcoin signPsbt",
    decode: (answer: unknown) => signedPsbtAnswer(textOf(answer)),
    valid: (value: unknown) => value instanceof Uint8Array
  },
  {
    name: "bitcoin signMessage",
    decode: (answer: unknown) => messageSignatureAnswer(textOf(answer), "bip322"),
    valid: (value: unknown) => typeof value === "string"
  },
  // A dApp's raw requests (client.request): the answer is checked, and passed on as it is.
  {
    name: "solana raw solana_signTransaction",
    decode: (answer: unknown) =>
      checkSolanaAnswer("solana_signTransaction", { transaction: getBase64Decoder().decode(UNSIGNED) }, answer),
    valid: (value: unknown) => value === undefined
  },
  {
    name: "bitcoin raw signMessage",
    decode: (answer: unknown) => checkBitcoinAnswer("signMessage", {}, answer),
    valid: (value: unknown) => value === undefined
  }
] as const

const bitcoinSolanaWalletAnswersTarget: FuzzTarget<{ readonly index: number; readonly answer: unknown }> = {
  name: "Solana and Bitcoin wallets' answers",
  what: "a wallet's answers to solana_signAndSendTransaction, solana_signTransaction (signature or signed transaction), signPsbt and signMessage, through the adapters' wallet-answer decoders; raw solana_signTransaction and signMessage answers through the adapters' checkAnswer",
  input: fc.tuple(fc.nat({ max: DECODERS.length - 1 }), walletAnswer).map(([index, answer]) => ({ index, answer })),
  boundMs: 2_000,
  start: () => ({
    check: async ({ index, answer }) => {
      const decoder = DECODERS[index]!
      judge(
        decoder.name,
        answer,
        await Effect.runPromiseExit(decoder.decode(answer) as Effect.Effect<unknown, unknown>),
        decoder.valid
      )
    }
  })
}

export const chainAnswersBitcoinSolanaTargets = [
  esploraAnswersTarget,
  solanaRpcAnswersTarget,
  bitcoinSolanaWalletAnswersTarget
] as const
