import { Effect } from "effect"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { Store } from "../store.js"
import type { Router } from "../router.js"
import type { AuthState } from "./auth-state.js"

/** How often the app asks whether the person's Farcaster client signed. */
const FARCASTER_POLL_MS = 1_000

type Failure = { readonly _tag: string; readonly message: string }

/**
 * Sign In With Farcaster (SPEC §2 ConnectingFarcaster, §7): the frame opens a relay channel and
 * gives its link, shown as a QR code; the app asks until the person's Farcaster client signed
 * (connected), refused or let it expire (the frame's message). Leaving the flow stops the asking.
 */
export const makeFarcasterFlow = <E extends Failure>(deps: {
  readonly store: Store<AuthState>
  readonly frame: Effect.Effect<AuthFrame, E>
  readonly report: <A, E extends Failure>(effect: Effect.Effect<A, E>) => Effect.Effect<A, E>
  readonly router: Router["Service"]
  readonly finish: (login: { readonly userName: string }) => Effect.Effect<void, E>
  /** Where the link is kept for the account state (SPEC §3 farcasterUrl). */
  readonly showUrl: (url: string | undefined) => Effect.Effect<void>
}) => {
  const { store, router } = deps
  const connectFarcaster = () =>
    deps.report(
      Effect.gen(function* () {
        // Each attempt is its own step object: a newer attempt, or leaving the flow, ends this one.
        const attempt = { kind: "farcaster" as const, url: undefined }
        yield* store.update((state) => ({ ...state, busy: true, error: undefined, step: attempt }))
        if (router.store.get().view !== "ConnectingFarcaster") yield* router.push("ConnectingFarcaster")
        const frame = (yield* deps.frame).transport
        const { url } = yield* frame.request("GET_FARCASTER_URI", {})
        if (store.get().step !== attempt) return
        const shown = { kind: "farcaster" as const, url }
        yield* store.update((state) => ({ ...state, busy: false, step: shown }))
        yield* deps.showUrl(url)
        const connected = yield* Effect.gen(function* () {
          while (store.get().step === shown) {
            yield* Effect.sleep(FARCASTER_POLL_MS)
            if (store.get().step !== shown) return undefined
            const reply = yield* frame.request("CONNECT_FARCASTER", {})
            if (reply.status === "CONNECTED") return store.get().step === shown ? reply.userName : undefined
          }
          return undefined
        }).pipe(
          // The link goes with its attempt, unless a newer attempt already shows its own.
          Effect.ensuring(
            Effect.suspend(() => {
              const current = store.get().step
              return current !== shown && current.kind === "farcaster" && current.url !== undefined
                ? Effect.void
                : deps.showUrl(undefined)
            })
          )
        )
        if (connected !== undefined) yield* deps.finish({ userName: connected })
      })
    )
  return { connectFarcaster }
}
