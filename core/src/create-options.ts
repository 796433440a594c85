// What `createGangway` takes, as types only: `@gangway/core/light` exports them without reaching the client.
import type { Schema } from "effect"
import type { LocalSignerKey } from "./adapters/local-signer-key.js"
import type { GangwayOptions } from "./config.js"
import type { AuthFrameHostFactory } from "./controllers/auth/auth-frame-loader.js"
import type { NetworkInput } from "./domain/network-input.js"
import type { PageInfo } from "./services/analytics/page.js"
import type { SdkFlavor } from "./services/http/api-config.js"
import type { PlatformInfo } from "./services/platform/platform.js"
import type { StorageBackend } from "./services/storage/storage.js"

/** Options that are live objects rather than data. */
export interface GangwayEnvironment {
  /** Where state persists: the browser's localStorage (default), memory, or any backend. */
  readonly storage?: "browser" | "memory" | StorageBackend | undefined
  /** Override platform detection (tests, native shells). */
  readonly platform?: PlatformInfo | undefined
  /** Offer a local signer (CLI, tests). Never set this in a public web page. */
  readonly localSigner?: LocalSignerKey | undefined
  /** Where the secure frame of email and social login runs: an iframe of the page by default (the CLI gives a worker). */
  readonly authFrameHost?: AuthFrameHostFactory | undefined
  /** Which build is calling the hosted services (the `sv` parameter); `core` by default. */
  readonly sdkFlavor?: SdkFlavor | undefined
  /** The page analytics events name; the browser's location by default. */
  readonly analyticsPage?: (() => PageInfo) | undefined
}

/**
 * What `createGangway` takes: the options of `GangwayOptions`, with networks given as CAIP
 * networks or as EVM chain definitions (viem's `Chain` objects as they are), and the environment.
 */
export type CreateGangwayOptions = Omit<Schema.Codec.Encoded<typeof GangwayOptions>, "networks" | "defaultNetwork"> & {
  readonly networks: readonly [NetworkInput, ...Array<NetworkInput>]
  readonly defaultNetwork?: NetworkInput | undefined
} & GangwayEnvironment
