/** Where a key comes from: the flags (or a script's fields), the env variables, and what each is called. */

export interface SignerFlags {
  readonly privateKey?: string | undefined
  readonly mnemonic?: string | undefined
  readonly accountIndex?: string | undefined
  /** A Solana CLI keypair file (a JSON array of 64 byte values). */
  readonly keypair?: string | undefined
  /** A Solana secret key in base58 (64 bytes). */
  readonly secretKey?: string | undefined
  /** A Bitcoin private key in wallet import format. */
  readonly wif?: string | undefined
}

/** The env variables that give a key when no flag does. */
export const KEY_ENV = {
  privateKey: "GANGWAY_PRIVATE_KEY",
  mnemonic: "GANGWAY_MNEMONIC",
  accountIndex: "GANGWAY_ACCOUNT_INDEX",
  solanaSecretKey: "GANGWAY_SOLANA_SECRET_KEY",
  bitcoinWif: "GANGWAY_BITCOIN_WIF"
} as const

export type Env = Readonly<Record<string, string | undefined>>

export const nonEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim()

/** How the flags are called where they come from: `--secret-key` on the command line, `secretKey` in a script. */
export interface KeyNames {
  readonly wallet: string
  readonly privateKey: string
  readonly mnemonic: string
  readonly keypair: string
  readonly secretKey: string
  readonly wif?: string
}

export const FLAG_NAMES: KeyNames = {
  wallet: "--wallet",
  privateKey: "--private-key",
  mnemonic: "--mnemonic",
  keypair: "--keypair",
  secretKey: "--secret-key",
  wif: "--wif"
}
