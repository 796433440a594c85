import { Effect, Schema } from "effect"
import { SiwxMessageData, SiwxSession } from "../domain/siwx.js"
import {
  refusalOf,
  SiwxBackendFailed,
  SiwxMessageRefused,
  SiwxDomainMismatch,
  SiwxMessageExpired,
  SiwxNonceRefused,
  SiwxSignatureInvalid,
  SiwxWrongChain,
  type SiwxRefusal
} from "./errors.js"
import { SiwxServerUnavailable } from "./server.js"
import { SiwxProviderRefusal, type SiwxMessageRequest, type SiwxProvider } from "./provider.js"

export type ProviderError = SiwxRefusal | SiwxBackendFailed

const PROVIDER = "the sign-in provider"

/** A provider's rejection: one of the sign-in errors as it is, anything else a failed backend. */
const toProviderError = (error: unknown): ProviderError =>
  error instanceof SiwxProviderRefusal
    ? refusalOf(error.reason, {
        domain: error.domain,
        chainId: error.chainId,
        rule: error.rule,
        details: error.message
      })
    : error instanceof SiwxServerUnavailable
      ? new SiwxBackendFailed({ url: error.url, details: error.message })
      : error instanceof SiwxMessageRefused ||
          error instanceof SiwxNonceRefused ||
          error instanceof SiwxMessageExpired ||
          error instanceof SiwxDomainMismatch ||
          error instanceof SiwxWrongChain ||
          error instanceof SiwxSignatureInvalid ||
          error instanceof SiwxBackendFailed
        ? error
        : new SiwxBackendFailed({
            url: PROVIDER,
            details: error instanceof Error ? error.message : String(error),
            cause: error
          })

const decodeData = Schema.decodeUnknownEffect(SiwxMessageData)
const decodeSessions = Schema.decodeUnknownEffect(Schema.Array(SiwxSession))

/** The provider's methods as effects; what they give back (the dApp's or a server's data) is decoded. */
export const providerCalls = (provider: SiwxProvider) => ({
  createMessage: (request: SiwxMessageRequest) =>
    Effect.tryPromise({ try: () => provider.createMessage(request), catch: toProviderError }).pipe(
      Effect.flatMap((data) => decodeData(data)),
      Effect.mapError((error) =>
        error._tag === "SchemaError" ? new SiwxBackendFailed({ url: PROVIDER, details: error.message }) : error
      )
    ),
  addSession: (session: SiwxSession) =>
    Effect.tryPromise({ try: () => provider.addSession(session), catch: toProviderError }),
  getSessions: (chainId: string, address: string) =>
    Effect.tryPromise({ try: () => provider.getSessions(chainId, address), catch: toProviderError }).pipe(
      Effect.flatMap((sessions) => decodeSessions(sessions)),
      Effect.mapError((error) =>
        error._tag === "SchemaError" ? new SiwxBackendFailed({ url: PROVIDER, details: error.message }) : error
      )
    ),
  setSessions: (sessions: ReadonlyArray<SiwxSession>) =>
    Effect.tryPromise({ try: () => provider.setSessions(sessions), catch: toProviderError })
})
