import { cancelSignIn } from "./cancel-sign-in.js"
import { signIn } from "./sign-in.js"
import { signOut } from "./sign-out.js"

export * from "./cancel-sign-in.js"
export * from "./sign-in.js"
export * from "./sign-out.js"

/** `client.siwx`: signing in with the wallet (SIWX). */
export const siwxActions = { signIn, signOut, cancel: cancelSignIn }
