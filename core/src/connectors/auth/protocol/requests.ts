import { Schema } from "effect"
import { SocialProvider } from "../../../domain/account.js"
import { CaipNetworkId } from "../../../domain/caip-network.js"
import {
  ConnectEmailPayload,
  ConnectSocialPayload,
  EmailConnectAction,
  EmailUpdateAction,
  FrameUser,
  UpdateEmailPayload
} from "../../../domain/frame.js"
import { AccountType } from "../../../domain/namespace.js"
import { StrictStruct } from "../../../domain/strict.js"
import { ThemeMode, ThemeVariables } from "../../../domain/theme.js"
import { isKnownRpcMethod } from "../../../policy/rpc-allowlist.js"

/*
 * Every request the app sends the secure frame (SPEC §7), with the payload it
 * carries and the SUCCESS payload the frame answers with. The frame decodes the
 * request side, the app the answer side; both refuse keys they do not declare.
 */

const Empty = StrictStruct({})

/** A one-time code as the person types it: exactly 6 digits. */
export const Otp = Schema.String.pipe(
  Schema.check(Schema.makeFilter((code: string) => /^[0-9]{6}$/.test(code), { message: "A code is 6 digits" }))
)

/** Which chain the frame's wallet acts on: a CAIP-2 id (`eip155:31337`, `solana:<genesis>`). */
const ChainRef = StrictStruct({ chainId: CaipNetworkId })

const RpcMethod = Schema.String.pipe(
  Schema.check(Schema.makeFilter((method: string) => isKnownRpcMethod(method), { expected: "a known RPC method" }))
)

const HttpUrl = Schema.String.pipe(
  Schema.check(Schema.makeFilter((url: string) => /^https?:\/\/[^\s]+$/.test(url), { expected: "an http(s) URL" }))
)

const request = <const P extends Schema.Top, const S extends Schema.Top>(payload: P, success: S) => ({
  payload,
  success
})

/** An EVM quantity as JSON-RPC writes it: 0x and up to 64 hex digits. */
const Quantity = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => /^0x[0-9a-fA-F]{1,64}$/.test(value), { expected: "a hex quantity (0x…)" })
  )
)

/** One call of a smart account's user operation: target, value and input. */
const UserOperationCall = StrictStruct({
  to: Schema.String.pipe(
    Schema.check(Schema.makeFilter((to: string) => /^0x[0-9a-fA-F]{40}$/.test(to), { expected: "an EVM address" }))
  ),
  value: Quantity,
  data: Schema.String.pipe(
    Schema.check(
      Schema.makeFilter((data: string) => /^0x([0-9a-fA-F]{2})*$/.test(data), { expected: "hex bytes (0x…)" })
    )
  )
})

export const FrameRequests = {
  /** Starts (or resends) an email login; the frame asks the auth service. */
  CONNECT_EMAIL: request(ConnectEmailPayload, StrictStruct({ action: EmailConnectAction })),
  /** After VERIFY_DEVICE: whether the emailed device link was opened yet (the app asks again until it was). */
  CONNECT_DEVICE: request(Empty, StrictStruct({ approved: Schema.Boolean })),
  CONNECT_OTP: request(StrictStruct({ otp: Otp }), Empty),
  /** The provider's authorization URL (on the frame's own redirect URI) the app opens in its popup. */
  GET_SOCIAL_REDIRECT_URI: request(ConnectSocialPayload, StrictStruct({ uri: HttpUrl })),
  /** Whether the popup's login finished; the app asks again while PENDING. */
  CONNECT_SOCIAL: request(
    ConnectSocialPayload,
    Schema.Union([
      StrictStruct({ status: Schema.Literal("PENDING") }),
      StrictStruct({ status: Schema.Literal("CONNECTED"), userName: Schema.String })
    ])
  ),
  /** A Sign In With Farcaster link (a relay channel) the app shows as a QR code and a link. */
  GET_FARCASTER_URI: request(Empty, StrictStruct({ url: HttpUrl })),
  /** Whether the person's Farcaster client signed yet (the app asks again while PENDING); refused or expired: ERROR. */
  CONNECT_FARCASTER: request(
    Empty,
    Schema.Union([
      StrictStruct({ status: Schema.Literal("PENDING") }),
      StrictStruct({ status: Schema.Literal("CONNECTED"), userName: Schema.String })
    ])
  ),
  GET_USER: request(
    StrictStruct({ chainId: Schema.optional(CaipNetworkId), preferredAccountType: Schema.optional(AccountType) }),
    FrameUser
  ),
  IS_CONNECTED: request(Empty, StrictStruct({ isConnected: Schema.Boolean })),
  SIGN_OUT: request(Empty, Empty),
  GET_CHAIN_ID: request(Empty, StrictStruct({ chainId: CaipNetworkId })),
  SWITCH_NETWORK: request(ChainRef, StrictStruct({ chainId: CaipNetworkId })),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: request(
    Empty,
    StrictStruct({ smartAccountEnabledNetworks: Schema.Array(Schema.Number) })
  ),
  INIT_SMART_ACCOUNT: request(Empty, StrictStruct({ address: Schema.String, isDeployed: Schema.Boolean })),
  /**
   * What the calls would cost sent as the smart account's user operation, prepared as the frame
   * sends it: the bundler's gas limits and the fee per gas; `deploysAccount` while the account
   * is not on chain yet (its factory is part of the operation).
   */
  ESTIMATE_USER_OPERATION: request(
    StrictStruct({ chainId: CaipNetworkId, calls: Schema.NonEmptyArray(UserOperationCall) }),
    StrictStruct({
      callGasLimit: Quantity,
      verificationGasLimit: Quantity,
      preVerificationGas: Quantity,
      paymasterVerificationGasLimit: Quantity,
      paymasterPostOpGasLimit: Quantity,
      maxFeePerGas: Quantity,
      deploysAccount: Schema.Boolean
    })
  ),
  SET_PREFERRED_ACCOUNT: request(
    StrictStruct({ type: AccountType }),
    StrictStruct({ type: AccountType, address: Schema.String })
  ),
  /**
   * A JSON-RPC request for the embedded wallet. Safe methods are answered at once; not-safe
   * ones (SPEC §5) wait for the person's click in the frame's approval UI (no time-out).
   */
  RPC_REQUEST: request(
    StrictStruct({ chainId: CaipNetworkId, method: RpcMethod, params: Schema.optional(Schema.Unknown) }),
    StrictStruct({ result: Schema.Unknown })
  ),
  /** Drops a pending RPC_REQUEST (its approval screen closes; the frame answers it with ERROR). */
  RPC_ABORT: request(StrictStruct({ requestId: Schema.String }), Empty),
  UPDATE_EMAIL: request(UpdateEmailPayload, StrictStruct({ action: EmailUpdateAction })),
  UPDATE_EMAIL_PRIMARY_OTP: request(StrictStruct({ otp: Otp }), Empty),
  UPDATE_EMAIL_SECONDARY_OTP: request(StrictStruct({ otp: Otp }), StrictStruct({ newEmail: Schema.String })),
  SYNC_THEME: request(StrictStruct({ themeMode: ThemeMode, themeVariables: Schema.optional(ThemeVariables) }), Empty),
  SYNC_DAPP_DATA: request(
    StrictStruct({
      projectId: Schema.String,
      sdkVersion: Schema.String,
      sdkType: Schema.String,
      metadata: Schema.optional(
        StrictStruct({
          name: Schema.String,
          description: Schema.optional(Schema.String),
          url: Schema.optional(Schema.String),
          icons: Schema.optional(Schema.Array(Schema.String))
        })
      )
    }),
    Empty
  ),
  RELOAD: request(Empty, Empty)
} as const

export type FrameRequests = typeof FrameRequests
export type FrameRequestType = keyof FrameRequests
export const FRAME_REQUEST_TYPES = Object.keys(FrameRequests) as ReadonlyArray<FrameRequestType>

export type FrameRequestPayload<T extends FrameRequestType> = FrameRequests[T]["payload"]["Type"]
export type FrameRequestSuccess<T extends FrameRequestType> = FrameRequests[T]["success"]["Type"]

/** The social providers a frame may be asked about, for the frame's own routing. */
export { SocialProvider }

/** Requests that answer after a person acts (approval), so the 30 s auth time-out does not apply. */
export const UNTIMED_FRAME_REQUESTS: ReadonlySet<FrameRequestType> = new Set(["RPC_REQUEST"])
