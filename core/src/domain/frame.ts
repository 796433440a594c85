import { Schema } from "effect"
import { SocialProvider } from "./account.js"
import { isAddressOf } from "./address.js"
import { isCaipNetworkId, splitCaipNetworkId } from "./caip-network.js"
import { Email } from "./email.js"
import { AccountType, type ChainNamespace } from "./namespace.js"
import { StrictStruct } from "./strict.js"
import { ThemeMode } from "./theme.js"

/*
 * Messages between the app and the secure frame are checked against strict schemas
 * (SPEC §5): every schema here refuses keys it does not declare, whatever the decode
 * options (see `StrictStruct`).
 */

/** The namespace of a frame user's chain id: a number or digits is an EVM chain, a CAIP-2 id its namespace. */
const namespaceOfChainId = (chainId: string | number): ChainNamespace | undefined => {
  if (typeof chainId === "number") return Number.isSafeInteger(chainId) && chainId > 0 ? "eip155" : undefined
  if (/^[0-9]{1,20}$/.test(chainId)) return "eip155"
  return isCaipNetworkId(chainId) ? splitCaipNetworkId(chainId).namespace : undefined
}

/** The user the secure frame reports (SPEC §3): its address, and its accounts', are addresses of its chain's namespace. */
export const FrameUser = StrictStruct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  address: Schema.String,
  chainId: Schema.Union([Schema.String, Schema.Number]),
  accounts: Schema.optional(
    Schema.Array(StrictStruct({ address: Schema.String, type: Schema.Literals(["eoa", "smartAccount"]) }))
  ),
  userName: Schema.optional(Schema.String),
  smartAccountDeployed: Schema.optional(Schema.Boolean),
  preferredAccountType: Schema.optional(AccountType)
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (user) => {
        const namespace = namespaceOfChainId(user.chainId)
        if (namespace === undefined) return "a chain id of a known namespace (a chain number or a CAIP-2 id)"
        if (!isAddressOf(namespace, user.address)) return `an ${namespace} address`
        const foreign = user.accounts?.find((account) => !isAddressOf(namespace, account.address))
        return foreign === undefined ? undefined : `accounts with ${namespace} addresses`
      },
      { expected: "an address of the user's namespace" }
    )
  )
)
export type FrameUser = typeof FrameUser.Type

/** App → frame payloads that carry user input, checked strictly before sending. */
export const ConnectEmailPayload = StrictStruct({ email: Email })
export const UpdateEmailPayload = StrictStruct({ email: Email })
export const ConnectSocialPayload = StrictStruct({ provider: SocialProvider })
export const SyncThemePayload = StrictStruct({ themeMode: ThemeMode })

export const EmailConnectAction = Schema.Literals(["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"])
export type EmailConnectAction = typeof EmailConnectAction.Type

export const EmailUpdateAction = Schema.Literals(["VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP"])
export type EmailUpdateAction = typeof EmailUpdateAction.Type

/**
 * Every frame reply: SUCCESS or ERROR with the request's id; an error carries a message.
 * A SUCCESS payload is the reply's data, decoded by the request that asked for it.
 */
export const FrameReply = Schema.Union([
  StrictStruct({ id: Schema.String, type: Schema.Literal("SUCCESS"), payload: Schema.optional(Schema.Unknown) }),
  StrictStruct({
    id: Schema.String,
    type: Schema.Literal("ERROR"),
    // `code`: an EIP-1193 / JSON-RPC error code where there is one (4001: the person rejected it in the frame)
    payload: Schema.optional(
      StrictStruct({ message: Schema.optional(Schema.String), code: Schema.optional(Schema.Number) })
    )
  })
])
export type FrameReply = typeof FrameReply.Type
