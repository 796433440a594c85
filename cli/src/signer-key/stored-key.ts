import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { LocalSignerKey } from "@gangway/core"
import { makeDirs, stateDirUnusable } from "../state-dir.js"

const FILE = "local-signer.json"

/**
 * After a local-signer connect, the key is kept in the state dir (mode 0600,
 * like the WalletConnect session keys beside it) so later commands reconnect
 * without it. `gangway disconnect` deletes it.
 */
export const readStoredKey = (stateDir: string): LocalSignerKey | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(join(stateDir, FILE), "utf8")) as Record<string, unknown>
    if (typeof parsed.privateKey === "string") return { privateKey: parsed.privateKey }
    if (typeof parsed.mnemonic === "string") {
      const index = parsed.accountIndex
      return typeof index === "number"
        ? { mnemonic: parsed.mnemonic, accountIndex: index }
        : { mnemonic: parsed.mnemonic }
    }
    const solana = parsed.solanaSecretKey
    if (typeof solana === "string") return { solanaSecretKey: solana }
    if (Array.isArray(solana) && solana.every((item) => typeof item === "number"))
      return { solanaSecretKey: solana as Array<number> }
    if (typeof parsed.bitcoinWif === "string") return { bitcoinWif: parsed.bitcoinWif }
    return undefined
  } catch {
    return undefined
  }
}

/** 'StateDirUnusable' for a key file that cannot be written or removed. */
const keyFileFailure = (stateDir: string, doing: string, error: unknown) => {
  const code = (error as { code?: unknown }).code
  return stateDirUnusable(
    `The state dir ${stateDir} cannot be used: ${doing} ${FILE} failed (${typeof code === "string" ? code : error instanceof Error ? error.message : String(error)})`
  )
}

export const storeKey = (stateDir: string, key: LocalSignerKey): void => {
  const path = join(stateDir, FILE)
  try {
    makeDirs(stateDir)
    writeFileSync(path, JSON.stringify(key), { mode: 0o600 })
    chmodSync(path, 0o600)
  } catch (error) {
    throw keyFileFailure(stateDir, "writing", error)
  }
}

/** Whether a key file is kept in the state dir (readable or not). */
export const hasStoredKey = (stateDir: string): boolean => existsSync(join(stateDir, FILE))

export const forgetKey = (stateDir: string): void => {
  try {
    rmSync(join(stateDir, FILE), { force: true })
  } catch (error) {
    throw keyFileFailure(stateDir, "removing", error)
  }
}
