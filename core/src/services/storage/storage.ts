import { Context, Effect, Layer, Option } from "effect"

/** The synchronous key-value API of `localStorage`, which every backend offers. */
export interface StorageBackend {
  readonly getItem: (key: string) => string | null
  readonly setItem: (key: string, value: string) => void
  readonly removeItem: (key: string) => void
}

/**
 * Where the core keeps what must survive a reload. Reads and writes never
 * fail: a storage failure (quota, private mode, a locked file) is logged
 * quietly and ignored, as SPEC §8 asks; a failed read is "absent".
 */
export class Storage extends Context.Service<
  Storage,
  {
    readonly getItem: (key: string) => Effect.Effect<Option.Option<string>>
    readonly setItem: (key: string, value: string) => Effect.Effect<void>
    readonly removeItem: (key: string) => Effect.Effect<void>
  }
>()("gangway/Storage") {
  static fromBackend(backend: StorageBackend): Storage["Service"] {
    const quietly = <A>(operation: string, key: string, run: () => A, fallback: A) =>
      Effect.try(run).pipe(
        Effect.catch((error) =>
          Effect.logDebug(`storage ${operation} failed for ${key}`, error).pipe(Effect.as(fallback))
        )
      )
    return {
      getItem: (key) => quietly("read", key, () => Option.fromNullishOr(backend.getItem(key)), Option.none<string>()),
      setItem: (key, value) => quietly("write", key, () => backend.setItem(key, value), undefined),
      removeItem: (key) => quietly("remove", key, () => backend.removeItem(key), undefined)
    }
  }

  /** In-memory storage: tests, servers, or when nothing should persist. */
  static readonly layerMemory: Layer.Layer<Storage> = Layer.sync(Storage, () => Storage.fromBackend(memoryBackend()))

  /** The browser's `localStorage`; in memory where there is none (SSR, workers). */
  static readonly layerBrowser: Layer.Layer<Storage> = Layer.sync(Storage, () =>
    Storage.fromBackend(browserBackend() ?? memoryBackend())
  )

  static layerBackend(backend: StorageBackend): Layer.Layer<Storage> {
    return Layer.succeed(Storage, Storage.fromBackend(backend))
  }
}

export const memoryBackend = (): StorageBackend => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    }
  }
}

const browserBackend = (): StorageBackend | undefined => {
  try {
    return typeof globalThis.localStorage === "undefined" ? undefined : globalThis.localStorage
  } catch {
    // Accessing localStorage itself throws when storage is blocked.
    return undefined
  }
}
