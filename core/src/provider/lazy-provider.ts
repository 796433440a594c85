import type { GangwayClient } from "../client-api.js"
import type { GangwayState } from "../state/gangway-state.js"
import type { Eip1193Listener, GangwayEip1193Provider, RequestArguments } from "./eip1193-types.js"
import { ProviderErrorCode, ProviderRpcError } from "./provider-error.js"

/** Calls every listener of an event with its arguments. */
export type Emit = (event: string, ...args: ReadonlyArray<unknown>) => void

/** The part of a provider that loads when first used: it answers requests and emits events. */
export interface ProviderCore {
  readonly request: (args: unknown) => Promise<unknown>
}

/**
 * Makes a namespace's provider core over `client`. `initial` is the state when the dApp asked
 * for the provider: what changed while the core loaded is emitted once it runs.
 */
export type ProviderCoreFactory = (client: GangwayClient, emit: Emit, initial: GangwayState) => ProviderCore

/**
 * A provider whose code loads at its first request or listener: the dApp holds it at once
 * (viem's `custom()`, ethers' `BrowserProvider` take it synchronously), the page downloads it
 * only if it is used.
 */
export const lazyProvider = (
  client: GangwayClient,
  load: () => Promise<ProviderCoreFactory>
): GangwayEip1193Provider => {
  const initial = client.getState()
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit: Emit = (event, ...args) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // One failing listener must not keep the others from hearing the event.
      try {
        listener(...args)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
  let core: Promise<ProviderCore> | undefined
  const started = () => {
    core ??= load().then(
      (make) => make(client, emit, initial),
      () => {
        core = undefined
        throw new ProviderRpcError({
          code: ProviderErrorCode.disconnected,
          text: "Gangway's provider could not load: check the connection and try again"
        })
      }
    )
    return core
  }
  const provider: GangwayEip1193Provider = {
    request: (args: RequestArguments) => started().then((loaded) => loaded.request(args)),
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      // Events follow the client's state from now on, so the core starts listening.
      started().catch(() => undefined)
      return provider
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
      return provider
    }
  }
  return provider
}
