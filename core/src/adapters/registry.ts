import { Context, Effect, Layer } from "effect"
import type { ChainNamespace } from "../domain/namespace.js"
import { MissingAdapter } from "../errors.js"
import type { ChainRpcEndpoint } from "../services/chain-rpc/chain-rpc-url.js"
import type { ChainAdapter } from "./adapter.js"

/** What a client's adapters share from its configuration. */
export interface AdapterSettings {
  /** The multi-chain RPC service, for networks without an RPC URL of the dApp's own (eip155). */
  readonly chainRpc?: ChainRpcEndpoint | undefined
}

/**
 * Where each namespace's adapter comes from. A dynamic import per namespace: a
 * bundler makes each its own chunk, so a dApp on EVM alone never downloads
 * Solana code, and the reverse.
 */
const loaders: Readonly<Partial<Record<ChainNamespace, (settings: AdapterSettings) => Promise<ChainAdapter>>>> = {
  eip155: (settings) => import("./eip155/eip155-adapter.js").then((module) => module.makeEip155Adapter(settings)),
  solana: () => import("./solana/solana-adapter.js").then((module) => module.makeSolanaAdapter()),
  bip122: () => import("./bip122/bip122-adapter.js").then((module) => module.makeBip122Adapter()),
  polkadot: () => import("./polkadot/polkadot-adapter.js").then((module) => module.makePolkadotAdapter())
}

/**
 * The adapters of the dApp's namespaces, one instance each per client, each
 * loaded when first used. The `preload` ones (the active network's) start
 * loading with the client, so the first action rarely waits for them.
 */
export class Adapters extends Context.Service<
  Adapters,
  {
    /** The namespaces the dApp configured, in order. */
    readonly namespaces: ReadonlyArray<ChainNamespace>
    /** The namespace's adapter, loading it first if needed. */
    readonly get: (namespace: ChainNamespace) => Effect.Effect<ChainAdapter, MissingAdapter>
    /** Every configured namespace's adapter that loads (the others are left out). */
    readonly all: Effect.Effect<ReadonlyArray<ChainAdapter>>
    /** The adapter if it is loaded already. */
    readonly loaded: (namespace: ChainNamespace) => ChainAdapter | undefined
  }
>()("gangway/Adapters") {
  static layer(
    namespaces: ReadonlyArray<ChainNamespace>,
    preload: ReadonlyArray<ChainNamespace> = namespaces,
    settings: AdapterSettings = {}
  ): Layer.Layer<Adapters> {
    return Layer.effect(
      Adapters,
      Effect.gen(function* () {
        const loading = new Map<ChainNamespace, Promise<ChainAdapter>>()
        const ready = new Map<ChainNamespace, ChainAdapter>()
        const start = (namespace: ChainNamespace) => {
          const load = loaders[namespace]
          if (load === undefined || !namespaces.includes(namespace)) return undefined
          let found = loading.get(namespace)
          if (found === undefined) {
            found = load(settings).then((adapter) => {
              ready.set(namespace, adapter)
              return adapter
            })
            // A failed load is tried again at the next use.
            found.catch(() => loading.delete(namespace))
            loading.set(namespace, found)
          }
          return found
        }
        for (const namespace of preload) start(namespace)?.catch(() => undefined)
        yield* Effect.addFinalizer(() =>
          Effect.promise(() => Promise.allSettled([...ready.values()].map((adapter) => adapter.shutdown())))
        )
        const get = (namespace: ChainNamespace) =>
          Effect.suspend(() => {
            const found = ready.get(namespace)
            if (found !== undefined) return Effect.succeed(found)
            const pending = start(namespace)
            return pending === undefined
              ? Effect.fail(new MissingAdapter({ namespace }))
              : Effect.tryPromise({ try: () => pending, catch: () => new MissingAdapter({ namespace }) })
          })
        const all = Effect.map(
          Effect.all(
            namespaces.map((namespace) => Effect.option(get(namespace))),
            { concurrency: "unbounded" }
          ),
          (found) => found.flatMap((option) => (option._tag === "Some" ? [option.value] : []))
        )
        return { namespaces, get, all, loaded: (namespace) => ready.get(namespace) }
      })
    )
  }
}
