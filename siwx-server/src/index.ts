export { createSiwxHandler, type SiwxHandler } from "./handler.js"
export { getSignedInSession } from "./session.js"
export { toNodeListener } from "./node.js"
export type { SiwxHandlerOptions, SiwxSessionOptions } from "./options.js"
export type { IssuedNonce, KeptSession, SiwxStore } from "./store.js"
export { memoryStore, type MemorySiwxStore } from "./stores/memory-store.js"
export { SIWX_COOKIE, type WithCookies } from "./cookie.js"
export { SIWX_MAX_BODY_BYTES } from "./request.js"
export {
  verifySignIn,
  type CallingPage,
  type SignedSession,
  type SignInVerifier,
  type SiwxRefusal
} from "./verify-sign-in.js"
export { verifySignature, type SignedBy } from "./signature.js"
