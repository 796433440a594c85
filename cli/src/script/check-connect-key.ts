import { keyFromFlags, type KeyNames } from "../signer-key.js"
import { bad } from "./invalid-script.js"

/** The wallets a connect step may name. */
export const WALLETS = ["walletconnect", "injected-key", "mnemonic", "keypair"]

/** The connect step's key fields, as messages name them. */
export const SCRIPT_KEY_NAMES: KeyNames = {
  wallet: "wallet",
  privateKey: "privateKey",
  mnemonic: "mnemonic",
  keypair: "keypair",
  secretKey: "secretKey"
}

/** Which key fields each `wallet` takes. */
const WALLET_KEY_FIELDS: Record<string, ReadonlyArray<string>> = {
  walletconnect: [],
  "injected-key": ["privateKey"],
  mnemonic: ["mnemonic", "accountIndex"],
  keypair: ["keypair", "secretKey"]
}

/**
 * A connect step's key, checked as the script is read: the fields go with `wallet`, one key
 * at most, and a Solana keypair file or secret key is read and must be a Solana keypair.
 * Keys from the env are checked when the step runs.
 */
export const checkConnectKey = (raw: Record<string, unknown>, at: string): void => {
  const wallet = raw.wallet as string | undefined
  if (wallet !== undefined) {
    const fields = Object.values(WALLET_KEY_FIELDS).flat()
    const stray = fields.find((field) => raw[field] !== undefined && !WALLET_KEY_FIELDS[wallet]!.includes(field))
    if (stray !== undefined) throw bad(at, `${stray} does not go with wallet ${wallet}`)
  }
  try {
    keyFromFlags(
      {
        privateKey: raw.privateKey as string | undefined,
        mnemonic: raw.mnemonic as string | undefined,
        keypair: raw.keypair as string | undefined,
        secretKey: raw.secretKey as string | undefined
      },
      {},
      wallet === undefined || wallet === "walletconnect"
        ? undefined
        : (wallet as "injected-key" | "mnemonic" | "keypair"),
      undefined,
      SCRIPT_KEY_NAMES
    )
  } catch (error) {
    throw bad(at, error instanceof Error ? error.message : String(error))
  }
}
