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

const unseal = (key: Buffer, accountId: string, sealed: string) => {
  const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64"))
  const decipher = createDecipheriv("aes-256-gcm", key, iv!).setAAD(Buffer.from(accountId))
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8")
}

/**
 * The embedded wallets' shares the service holds, in PostgreSQL: the auth share as is, the
 * recovery share sealed with `recoveryKey` (kept by the operator apart from the database), so a
 * copy of the database holds one usable share of the three, and no key.
 */
export const walletSharesIn = (db: AuthDb, now: () => number, recoveryKey: Buffer) => ({
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
        recovery_share_sealed: seal(recoveryKey, accountId, wallet.recoveryShare),
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
    return row === undefined ? undefined : unseal(recoveryKey, accountId, row.recovery_share_sealed)
  }
})

export type WalletShares = ReturnType<typeof walletSharesIn>
