import type { Address } from "@solana/kit"
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import { SYSTEM_PROGRAM_ADDRESS } from "@solana-program/system"
import { formatUnits } from "viem"

type Row = readonly [label: string, value: string]

const TOKEN_2022_PROGRAM = "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb"
const SYSTEM_TYPES: Record<number, string> = {
  0: "createAccount",
  1: "assign",
  2: "transfer",
  4: "advanceNonce",
  8: "allocate"
}
const TOKEN_TYPES: Record<number, string> = {
  0: "initializeMint",
  1: "initializeAccount",
  3: "transfer",
  4: "approve",
  5: "revoke",
  7: "mintTo",
  8: "burn",
  9: "closeAccount",
  12: "transferChecked",
  14: "mintToChecked",
  15: "burnChecked",
  16: "initializeAccount2",
  17: "syncNative",
  18: "initializeAccount3",
  20: "initializeMint2",
  21: "getAccountDataSize",
  22: "initializeImmutableOwner"
}

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
const named = (program: string, type: string): ReadonlyArray<Row> => [["Instruction", `${program}: ${type}`]]
const account = (accounts: ReadonlyArray<Address>, index: number): string => {
  const found = accounts[index]
  if (found === undefined) throw new RangeError("missing account")
  return found
}

function system(accounts: ReadonlyArray<Address>, data: Uint8Array): ReadonlyArray<Row> | undefined {
  const type = SYSTEM_TYPES[new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true)]
  if (type !== "transfer") return type === undefined ? undefined : named("system", type)
  return [
    ["Amount", `${formatUnits(u64(data, 4), 9)} SOL`],
    ["To", account(accounts, 1)]
  ]
}

function token(program: string, accounts: ReadonlyArray<Address>, data: Uint8Array): ReadonlyArray<Row> | undefined {
  const type = TOKEN_TYPES[data[0] ?? -1]
  if (type === "transfer")
    return [
      ["Amount", `${u64(data, 1)} token units`],
      ["To token account", account(accounts, 1)]
    ]
  if (type === "transferChecked") {
    const decimals = data[9]
    if (decimals === undefined) throw new RangeError("short instruction data")
    return [
      ["Amount", `${formatUnits(u64(data, 1), decimals)} of token ${account(accounts, 1)}`],
      ["To token account", account(accounts, 2)]
    ]
  }
  return type === undefined ? undefined : named(program, type)
}

/**
 * One instruction as lines of the approval screen: SOL and token transfers decoded, other System,
 * SPL Token and Associated Token instructions named, anything else (or malformed) shown by its program.
 */
export function instructionRows(
  programId: Address,
  accounts: ReadonlyArray<Address>,
  data: Uint8Array
): ReadonlyArray<Row> {
  try {
    const rows =
      programId === SYSTEM_PROGRAM_ADDRESS
        ? system(accounts, data)
        : programId === TOKEN_PROGRAM_ADDRESS || programId === TOKEN_2022_PROGRAM
          ? token(programId === TOKEN_2022_PROGRAM ? "spl-token-2022" : "spl-token", accounts, data)
          : programId === ASSOCIATED_TOKEN_PROGRAM_ADDRESS && (data.length === 0 || data[0] === 0 || data[0] === 1)
            ? named("spl-associated-token-account", data[0] === 1 ? "createIdempotent" : "create")
            : undefined
    if (rows !== undefined) return rows
  } catch {
    // Data too short or accounts missing: shown by its program.
  }
  return [["Program", programId]]
}
