import { refreshIdentity } from "./refresh-identity.js"

export * from "./refresh-identity.js"

/** `client.identity`. */
export const identityActions = { refresh: refreshIdentity }
