import { Effect } from "effect"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { FrameRequestError } from "../../connectors/auth/frame-transport.js"
import type { FrameEvent } from "../../connectors/auth/protocol/messages.js"
import type { EmailLoginDependencyUnavailable } from "../../errors.js"
import type { Chains } from "../chain.js"
import type { Theme } from "../theme.js"
import { AuthNotConfigured } from "./auth-errors.js"
import { loadAuthFrame, type AuthFrameHostFactory, type RunInScope } from "./auth-frame-loader.js"

export interface AuthOptions {
  readonly frameUrl: string
  readonly projectId: string
  readonly version: string
  readonly enableLogger: boolean
  readonly metadata:
    | {
        readonly name: string
        readonly description?: string | undefined
        readonly url?: string | undefined
        readonly icons?: ReadonlyArray<string> | undefined
      }
    | undefined
  readonly host?: AuthFrameHostFactory | undefined
}

/**
 * The secure frame, loaded on first use (AuthNotConfigured without options), with the dApp's data
 * and theme synced into it once it loads and again after a reload; disposed with the layer's scope.
 */
export const makeAuthFrameSession = Effect.fnUntraced(function* (
  options: AuthOptions | undefined,
  deps: {
    readonly chains: Chains["Service"]
    readonly theme: Theme["Service"]
    readonly run: RunInScope
    readonly onEvent: (event: FrameEvent) => void
  }
) {
  const { chains, theme, run } = deps
  let opened: AuthFrame | undefined
  const syncApp = (frame: AuthFrame, options: AuthOptions) =>
    Effect.andThen(
      frame.transport.request("SYNC_DAPP_DATA", {
        projectId: options.projectId,
        sdkVersion: options.version,
        sdkType: "gangway",
        ...(options.metadata === undefined ? {} : { metadata: { ...options.metadata, name: options.metadata.name } })
      }),
      frame.transport.request("SYNC_THEME", { themeMode: theme.store.get().themeMode })
    )
  const frame: Effect.Effect<AuthFrame, AuthNotConfigured | EmailLoginDependencyUnavailable | FrameRequestError> =
    options === undefined
      ? Effect.fail(new AuthNotConfigured())
      : yield* Effect.cached(
          Effect.gen(function* () {
            const frame = yield* loadAuthFrame({
              frameUrl: options.frameUrl,
              query: {
                projectId: options.projectId,
                chainId: chains.store.get().activeCaipNetwork?.caipNetworkId ?? "eip155:1",
                version: options.version,
                enableLogger: options.enableLogger
              },
              host: options.host,
              onDropped: (reason) => run(Effect.logWarning(`secure frame: message dropped (${reason})`))
            })
            opened = frame
            frame.transport.onEvent(deps.onEvent)
            yield* syncApp(frame, options)
            return frame
          })
        )
  yield* Effect.addFinalizer(() => Effect.sync(() => opened?.transport.dispose()))

  return {
    frame,
    /** The frame once it loaded; `undefined` before (nothing to tell it then). */
    opened: (): AuthFrame | undefined => opened,
    /** Reloads a loaded frame (its flows under way dropped) and syncs the app's data into it again. */
    reload: Effect.gen(function* () {
      if (opened === undefined || options === undefined) return
      yield* Effect.ignore(opened.transport.request("RELOAD", {}))
      yield* Effect.ignore(syncApp(opened, options))
    })
  }
})
