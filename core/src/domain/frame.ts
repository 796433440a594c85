import { Schema } from "effect"
import { SocialProvider } from "./account.js"
import { Email } from "./email.js"
import { AccountType } from "./namespace.js"
import { ThemeMode } from "./theme.js"

/** The user the secure frame reports (SPEC §3). */
export const FrameUser = Schema.Struct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  address: Schema.String,
  chainId: Schema.Union([Schema.String, Schema.Number]),
  accounts: Schema.optional(
    Schema.Array(Schema.Struct({ address: Schema.String, type: Schema.Literals(["eoa", "smartAccount"]) }))
  ),
  userName: Schema.optional(Schema.String),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
  preferredAccountType: Schema.optional(AccountType)
})
export type FrameUser = typeof FrameUser.Type

/** App → frame payloads that carry user input, checked strictly before sending. */
export const ConnectEmailPayload = Schema.Struct({ email: Email })
export const UpdateEmailPayload = Schema.Struct({ email: Email })
export const ConnectSocialPayload = Schema.Struct({ provider: SocialProvider })
export const SyncThemePayload = Schema.Struct({ themeMode: ThemeMode })

export const EmailConnectAction = Schema.Literals(["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"])
export type EmailConnectAction = typeof EmailConnectAction.Type

export const EmailUpdateAction = Schema.Literals(["VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP"])
export type EmailUpdateAction = typeof EmailUpdateAction.Type

/** Every frame reply: SUCCESS or ERROR with the request's id; an error carries a message. */
export const FrameReply = Schema.Union([
  Schema.Struct({ id: Schema.String, type: Schema.Literal("SUCCESS"), payload: Schema.optional(Schema.Unknown) }),
  Schema.Struct({
    id: Schema.String,
    type: Schema.Literal("ERROR"),
    payload: Schema.optional(Schema.Struct({ message: Schema.optional(Schema.String) }))
  })
])
export type FrameReply = typeof FrameReply.Type
