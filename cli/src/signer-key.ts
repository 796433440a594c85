import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { usageError } from "./failure.js"

/** A local signer's key, as the core's `localSigner` option takes it. */
export type SignerKey =
  | { readonly privateKey: string }
  | { readonly mnemonic: string; readonly accountIndex?: number | undefined }

export interface SignerFlags {
  readonly privateKey?: string | undefined
  readonly mnemonic?: string | undefined
  readonly accountIndex?: string | undefined
}

const FILE = "local-signer.json"

const parseIndex = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === "") return undefined
  if (!/^\d+$/.test(value.trim())) throw usageError(`Invalid account index: ${value} is not a whole number`)
  return Number(value.trim())
}

/**
 * The key given now: `--private-key` / `--mnemonic` (with `--account-index`),
 * else GANGWAY_PRIVATE_KEY / GANGWAY_MNEMONIC (GANGWAY_ACCOUNT_INDEX).
 */
export const keyFromFlags = (
  flags: SignerFlags,
  env: Readonly<Record<string, string | undefined>>,
  prefer?: "privateKey" | "mnemonic"
): SignerKey | undefined => {
  const privateKey = flags.privateKey ?? (flags.mnemonic === undefined ? env["GANGWAY_PRIVATE_KEY"] : undefined)
  const mnemonic = flags.mnemonic ?? (flags.privateKey === undefined ? env["GANGWAY_MNEMONIC"] : undefined)
  const accountIndex = parseIndex(flags.accountIndex ?? env["GANGWAY_ACCOUNT_INDEX"])
  const usePrivateKey = privateKey !== undefined && privateKey !== "" && prefer !== "mnemonic"
  if (usePrivateKey) return { privateKey: privateKey.trim() }
  if (mnemonic !== undefined && mnemonic.trim() !== "" && prefer !== "privateKey") {
    return accountIndex === undefined ? { mnemonic: mnemonic.trim() } : { mnemonic: mnemonic.trim(), accountIndex }
  }
  return undefined
}

/**
 * After a local-signer connect, the key is kept in the state dir (mode 0600,
 * like the WalletConnect session keys beside it) so later commands reconnect
 * without it. `gangway disconnect` deletes it.
 */
export const readStoredKey = (stateDir: string): SignerKey | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(join(stateDir, FILE), "utf8")) as Record<string, unknown>
    if (typeof parsed["privateKey"] === "string") return { privateKey: parsed["privateKey"] }
    if (typeof parsed["mnemonic"] === "string") {
      const index = parsed["accountIndex"]
      return typeof index === "number" ? { mnemonic: parsed["mnemonic"], accountIndex: index } : { mnemonic: parsed["mnemonic"] }
    }
    return undefined
  } catch {
    return undefined
  }
}

export const storeKey = (stateDir: string, key: SignerKey): void => {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 })
  const path = join(stateDir, FILE)
  writeFileSync(path, JSON.stringify(key), { mode: 0o600 })
  chmodSync(path, 0o600)
}

/** Whether a key file is kept in the state dir (readable or not). */
export const hasStoredKey = (stateDir: string): boolean => existsSync(join(stateDir, FILE))

export const forgetKey = (stateDir: string): void => rmSync(join(stateDir, FILE), { force: true })
