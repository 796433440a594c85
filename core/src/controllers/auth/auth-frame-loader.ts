import { Effect, type FiberSet } from "effect"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { FrameHost, FrameQuery } from "../../connectors/auth/frame-host.js"
import { AuthInitializationFailed, EmailLoginDependencyUnavailable } from "../../errors.js"

/** Makes the host the frame lives in: an iframe in a page by default, a worker in the CLI. */
export type AuthFrameHostFactory = (frameUrl: string, query: FrameQuery) => FrameHost

export type RunInScope = Effect.Success<ReturnType<typeof FiberSet.makeRuntime<never>>>

/**
 * Loads the auth code (its own chunk) and opens the frame, once: 'Unable to load email
 * login dependency' when the code does not load.
 */
export const loadAuthFrame = (options: {
  readonly frameUrl: string
  readonly query: FrameQuery
  readonly host: AuthFrameHostFactory | undefined
  readonly onDropped: (reason: string) => void
}): Effect.Effect<AuthFrame, EmailLoginDependencyUnavailable | AuthInitializationFailed> =>
  Effect.gen(function* () {
    const chunk = yield* Effect.tryPromise({
      try: () => import("../../connectors/auth/auth-frame.js"),
      catch: (error) => new EmailLoginDependencyUnavailable({ details: String(error), cause: error })
    })
    const host = yield* Effect.try({
      try: () => {
        if (options.host !== undefined) return options.host(options.frameUrl, options.query)
        const document = globalThis.document
        if (document === undefined) throw new Error("no document to load the secure frame in, and no frame host given")
        return chunk.iframeHost(document, options.frameUrl, options.query)
      },
      catch: (error) => new AuthInitializationFailed({ details: String(error), cause: error })
    })
    return yield* chunk.openAuthFrame(host, options.onDropped)
  })
