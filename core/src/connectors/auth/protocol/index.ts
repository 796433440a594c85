/**
 * The secure frame protocol (SPEC §7), shared by the app (`connectors/auth`) and the
 * frame site, which imports it as `@gangway/core/frame-protocol`.
 */
export * from "./messages.js"
export * from "./requests.js"
export {
  ConnectEmailPayload,
  ConnectSocialPayload,
  EmailConnectAction,
  EmailUpdateAction,
  FrameUser,
  UpdateEmailPayload
} from "../../../domain/frame.js"
export { StrictStruct } from "../../../domain/strict.js"
export { isSafeRpcMethod, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from "../../../policy/rpc-allowlist.js"
