import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect, Exit } from "effect"
import type { ClientRuntime } from "../client-runtime.js"
import { DEBOUNCE_DEFAULT_MS } from "../../constants.js"
import { makeDebounced } from "./debounce.js"
import { SwapsDisabled } from "./errors.js"
import { runSwap, type SwapResult, type SwapRunOptions } from "./execute.js"
import { previewSwap, swapAssets, type SwapPreview, type SwapRequest } from "./preview.js"
import type { SwapAsset } from "./tokens.js"

/** What a quote as typed came to: the preview, or the typed error. */
export type SwapQuoteOutcome =
  | { readonly status: "quoted"; readonly request: SwapRequest; readonly preview: SwapPreview }
  | { readonly status: "failed"; readonly request: SwapRequest; readonly error: unknown }

/** Quotes as an amount is typed: each `set` replaces the previous request, quoted once typing pauses (500 ms). */
export interface SwapQuoter {
  readonly set: (request: SwapRequest) => void
  readonly cancel: () => void
}

/** Swapping through a client, as promises; every call rejects with a typed error. */
export interface GangwaySwaps {
  /** The active network's swap list with the account's holdings and USD prices. */
  readonly tokens: () => Promise<ReadonlyArray<SwapAsset>>
  /** Quotes and prices a swap without sending anything. */
  readonly preview: (request: SwapRequest) => Promise<SwapPreview>
  /** Approves when needed, swaps and waits until it is mined; balances and history are refreshed. */
  readonly swap: (preview: SwapPreview, options?: SwapRunOptions) => Promise<SwapResult>
  readonly quoter: (listener: (outcome: SwapQuoteOutcome) => void) => SwapQuoter
}

/** The swaps of `client`; every call rejects with `SwapsDisabled` when the dApp set `features.swaps: false`. */
/** The services the swaps' effects use. */
type SwapsServices = Effect.Services<ReturnType<typeof swapAssets | typeof previewSwap | typeof runSwap>>

export const swapsOf = (
  client: ClientRuntime<SwapsServices> & { readonly features: { readonly swaps: boolean } }
): GangwaySwaps => {
  const guard = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | SwapsDisabled, R> =>
    client.features.swaps ? effect : Effect.fail(new SwapsDisabled())
  const run = <A, E>(effect: Effect.Effect<A, E, SwapsServices>) => client.runtime.runPromise(guard(effect))
  return {
    tokens: () => run(swapAssets()),
    preview: (request) => run(previewSwap(request)),
    swap: (preview, options) => run(runSwap(preview, options)),
    quoter: (listener) => {
      const debounced = client.runtime.runSync(
        makeDebounced(
          DEBOUNCE_DEFAULT_MS,
          (request: SwapRequest) => guard(previewSwap(request)),
          (request, exit) =>
            listener(
              Exit.isSuccess(exit)
                ? { status: "quoted", request, preview: exit.value }
                : { status: "failed", request, error: Exit.isFailure(exit) ? failureOf(exit) : undefined }
            )
        )
      )
      return {
        set: (request) => client.runtime.runSync(debounced.set(request)),
        cancel: () => client.runtime.runFork(debounced.cancel)
      }
    }
  }
}

const failureOf = <E>(exit: Exit.Exit<unknown, E>): unknown => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons[0]
  return reason !== undefined && "error" in reason ? reason.error : reason
}
