import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"
import type { AuthDb } from "./tables.js"

/** The embedded wallet as the service holds it: its address and the auth share; the recovery share is sealed. */
export interface HeldWallet {
  readonly address: string
  readonly authShare: string
}

/** The operator's recovery key is not 32 bytes of base64: the service does not start. */
export class RecoveryKeyInvalid extends Error {
  override readonly name = "RecoveryKeyInvalid"
}

/** The operator's recovery key (base64 of 32 bytes), as an AES-256-GCM key. */
export const recoveryKeyOf = (base64: string): Buffer => {
  const key = Buffer.from(base64, "base64")
  if (key.length !== 32 || key.toString("base64") !== base64)
    throw new RecoveryKeyInvalid(
      "The recovery key must be 32 random bytes in base64 (e.g. the output of `openssl rand -base64 32`): keep it apart from the database"
    )
  return key
}

/** Sealed for one account: the account id is the authenticated data, so a share moved to another row does not open. */
const seal = (key: Buffer, accountId: string, share: string) => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(accountId))
  const data = Buffer.concat([cipher.update(share, "utf8"), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64")).join(".")
}

const unsealWith = (key: Buffer, accountId: string, sealed: string) => {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64"))
  const decipher = createDecipheriv("aes-256-gcm", key, iv!).setAAD(Buffer.from(accountId))
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8")
}

/** The operator's recovery keys: the current one seals; it and the previous ones (during a rotation) open. */
export interface RecoveryKeys {
  readonly current: Buffer
  readonly previous: ReadonlyArray<Buffer>
}

/** The share sealed for `accountId` by whichever of `keys` sealed it. */
const unseal = (keys: RecoveryKeys, accountId: string, sealed: string): string => {
  for (const key of [keys.current, ...keys.previous]) {
    try {
      return unsealWith(key, accountId, sealed)
    } catch {
      // Sealed with another key (or tampered with): try the next.
    }
  }
  throw new RecoveryKeyInvalid(
    "A wallet's recovery share does not open with the recovery key: give the key that sealed it (GANGWAY_AUTH_RECOVERY_KEY, or GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS during a rotation)"
  )
}

/**
 * Seals every recovery share again with the current key (after a rotation; docs/auth-server.md),
 * a batch at a time; answers how many were sealed again. Safe to run twice or on several instances.
 */
export const resealRecoveryShares = async (db: AuthDb, keys: RecoveryKeys): Promise<number> => {
  let resealed = 0
  let after = ""
  for (;;) {
    const rows = await db
      .selectFrom("auth_wallet_share")
      .select(["account_id", "recovery_share_sealed"])
      .where("account_id", ">", after)
      .orderBy("account_id")
      .limit(500)
      .execute()
    if (rows.length === 0) return resealed
    for (const row of rows) {
      const sealed = seal(keys.current, row.account_id, unseal(keys, row.account_id, row.recovery_share_sealed))
      await db
        .updateTable("auth_wallet_share")
        .set({ recovery_share_sealed: sealed })
        .where("account_id", "=", row.account_id)
        .where("recovery_share_sealed", "=", row.recovery_share_sealed)
        .execute()
      resealed += 1
    }
    after = rows.at(-1)!.account_id
  }
}

/**
 * The embedded wallets' shares the service holds, in PostgreSQL: the auth share as is, the
 * recovery share sealed with `recoveryKey` (kept by the operator apart from the database), so a
 * copy of the database holds one usable share of the three, and no key.
 */
export const walletSharesIn = (db: AuthDb, now: () => number, keys: RecoveryKeys) => ({
  async held(accountId: string): Promise<HeldWallet | undefined> {
    const row = await db
      .selectFrom("auth_wallet_share")
      .select(["address", "auth_share"])
      .where("account_id", "=", accountId)
      .executeTakeFirst()
    return row === undefined ? undefined : { address: row.address, authShare: row.auth_share }
  },

  /** Keeps a new wallet's shares; when the account has one already (another device was first), that one is answered. */
  async create(accountId: string, wallet: HeldWallet & { readonly recoveryShare: string }): Promise<HeldWallet> {
    await db
      .insertInto("auth_wallet_share")
      .values({
        account_id: accountId,
        address: wallet.address,
        auth_share: wallet.authShare,
        recovery_share_sealed: seal(keys.current, accountId, wallet.recoveryShare),
        created_at: new Date(now())
      })
      .onConflict((conflict) => conflict.column("account_id").doNothing())
      .execute()
    const held = await this.held(accountId)
    if (held === undefined) throw new Error("The wallet just written could not be read back")
    return held
  },

  /** The recovery share, unsealed, for a device of the account that has no share of its own. */
  async recoveryShare(accountId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom("auth_wallet_share")
      .select("recovery_share_sealed")
      .where("account_id", "=", accountId)
      .executeTakeFirst()
    return row === undefined ? undefined : unseal(keys, accountId, row.recovery_share_sealed)
  }
})

export type WalletShares = ReturnType<typeof walletSharesIn>
