import { Effect } from "effect"
import { Profile } from "../../controllers/identity.js"

export type RefreshIdentityParameters = Parameters<Profile["Service"]["refresh"]>
export type RefreshIdentityReturnType = Effect.Success<ReturnType<Profile["Service"]["refresh"]>>
export type RefreshIdentityErrorType = Effect.Error<ReturnType<Profile["Service"]["refresh"]>>

/** The active account's name and avatar; cached 5 minutes. */
export const refreshIdentity = Effect.fn("Identity.refresh")(function* (...parameters: RefreshIdentityParameters) {
  const profile = yield* Profile
  return yield* profile.refresh(...parameters)
})
