// `@gangway/core/siwx`: the sign-in providers a page passes as `siwx`, without Effect: creating
// one in the page's first bundle loads none of the client. The client's sign-in flow is in the
// full index.
export { memorySessionStore, siwxLocal, type SiwxLocalOptions, type SiwxSessionStore } from "./local.js"
export { siwxServer, SiwxServerUnavailable, type SiwxServerOptions } from "./server.js"
export { SiwxProviderRefusal, type SiwxMessageRequest, type SiwxProvider, type SiwxRefusalReason } from "./provider.js"
