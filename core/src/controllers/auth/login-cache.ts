import { Effect, Option } from "effect"
import type { SocialProvider } from "../../domain/account.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { readText, removeKey, writeText } from "../../services/storage/stored-values.js"

/*
 * The login cache of SPEC §3 / §4: the email-login-used flag, the email, the social
 * username, the last email login time and the last used chain.
 */

export const readLoginUsed = Effect.map(
  readText(StorageKeys.emailLoginUsed),
  (value) => Option.getOrUndefined(value) === "true"
)

export const readLastEmailLoginAt = Effect.map(readText(StorageKeys.lastEmailLoginTime), (value) => {
  const time = Number(Option.getOrUndefined(value))
  return Number.isFinite(time) && time > 0 ? time : undefined
})

export const writeLastEmailLoginAt = (time: number) => writeText(StorageKeys.lastEmailLoginTime, String(time))

/** After a login (or the secondary OTP of an email change): the flag, and what identifies the person. */
export const rememberLogin = (login: {
  readonly email?: string | undefined
  readonly userName?: string | undefined
  readonly provider?: SocialProvider | undefined
  readonly chain?: string | undefined
}) =>
  Effect.gen(function* () {
    yield* writeText(StorageKeys.emailLoginUsed, "true")
    if (login.email !== undefined) yield* writeText(StorageKeys.email, login.email)
    if (login.userName !== undefined) yield* writeText(StorageKeys.socialUsername, login.userName)
    if (login.chain !== undefined) yield* writeText(StorageKeys.lastUsedChain, login.chain)
  })

/** Sign-out, or the frame saying the session is gone: flag, email, last chain and social username cleared. */
export const clearLoginCache = Effect.all(
  [StorageKeys.emailLoginUsed, StorageKeys.email, StorageKeys.lastUsedChain, StorageKeys.socialUsername].map(removeKey),
  { discard: true }
)
