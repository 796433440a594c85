import { getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address } from "@solana/kit"
import { fromBase64 } from "../chain/encoding.js"
import { instructionRows } from "../chain/solana-instructions.js"

type Row = readonly [label: string, value: string]

/** The parts of a compiled message (legacy or v0) the summary reads. */
interface CompiledMessage {
  readonly staticAccounts: ReadonlyArray<Address>
  readonly instructions: ReadonlyArray<{
    readonly programAddressIndex: number
    readonly accountIndices?: ReadonlyArray<number>
    readonly data?: Uint8Array
  }>
}

/** What a wire-format Solana transaction (base64) asks, instruction by instruction, for the approval screen. */
export function solanaTransactionRows(transaction: unknown): ReadonlyArray<Row> {
  try {
    const { messageBytes } = getTransactionDecoder().decode(fromBase64(transaction, "transaction"))
    const message = getCompiledTransactionMessageDecoder().decode(messageBytes) as unknown as CompiledMessage
    const keys = message.staticAccounts
    return message.instructions.flatMap((ix) => {
      const programId = keys[ix.programAddressIndex]
      // Accounts from lookup tables are not resolved here: such an instruction is shown by its program.
      const accounts = (ix.accountIndices ?? []).map((index) => keys[index])
      if (programId === undefined) return [["Program", "from a lookup table"] as const]
      if (accounts.some((account) => account === undefined)) return [["Program", programId] as const]
      return instructionRows(programId, accounts as ReadonlyArray<Address>, ix.data ?? new Uint8Array())
    })
  } catch {
    return [["Transaction", "could not be read: approve only if you trust this app"]]
  }
}
