// The HTTP services' configuration as plain values, Effect-free: a page can build the
// directory's image URLs from the options before the client (and Effect) has loaded.
import { SDK_TYPE, SDK_VERSION } from "../../constants.js"
import type { ApiName } from "../../errors.js"

/** Where each HTTP service lives. Tests and self-hosters point them anywhere. */
export interface ApiBaseUrls {
  readonly dataApi: string
  readonly walletDirectory: string
  readonly analytics: string
}

export type ApiService = keyof ApiBaseUrls

export const HOSTED_BASE_URLS: ApiBaseUrls = {
  dataApi: "https://rpc.walletconnect.org",
  walletDirectory: "https://api.web3modal.org",
  analytics: "https://pulse.walletconnect.org"
}

export const API_NAMES: Record<ApiService, ApiName> = {
  dataApi: "blockchain API",
  walletDirectory: "wallet directory",
  analytics: "analytics"
}

/** Which build of Gangway is calling; it prefixes the `sv` parameter (`react-1.7.3`). */
export type SdkFlavor = "react" | "core" | "cli"

export interface ApiConfigOptions {
  readonly projectId?: string | undefined
  readonly baseUrls?: { readonly [K in keyof ApiBaseUrls]?: string | undefined } | undefined
  /** Defaults to `core`. */
  readonly sdkFlavor?: SdkFlavor | undefined
  /** The ISO 4217 currency prices and values are asked in; defaults to USD. */
  readonly currency?: string | undefined
}

export interface ApiConfigShape {
  readonly projectId: string | undefined
  /** Without trailing slash. */
  readonly baseUrls: ApiBaseUrls
  /** `st` query parameter. */
  readonly sdkType: string
  /** `sv` query parameter, e.g. `react-1.7.3`. */
  readonly sdkVersion: string
  /** A headless (core) build: the directory leaves out wallets that only the modal presents. */
  readonly isCoreSdk: boolean
  /** The data API's `currency` parameter, lower case (`usd`). */
  readonly currency: string
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "")

export const makeApiConfig = (options: ApiConfigOptions = {}): ApiConfigShape => {
  const flavor = options.sdkFlavor ?? "core"
  const projectId = options.projectId?.trim()
  return {
    projectId: projectId === undefined || projectId === "" ? undefined : projectId,
    baseUrls: {
      dataApi: withoutTrailingSlash(options.baseUrls?.dataApi ?? HOSTED_BASE_URLS.dataApi),
      walletDirectory: withoutTrailingSlash(options.baseUrls?.walletDirectory ?? HOSTED_BASE_URLS.walletDirectory),
      analytics: withoutTrailingSlash(options.baseUrls?.analytics ?? HOSTED_BASE_URLS.analytics)
    },
    sdkType: SDK_TYPE,
    sdkVersion: `${flavor}-${SDK_VERSION}`,
    isCoreSdk: flavor === "core",
    currency: (options.currency ?? "usd").toLowerCase()
  }
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

const hostedHosts = new Set(Object.values(HOSTED_BASE_URLS).map(hostOf))

/** The hosted services refuse calls without a projectId; self-hosted ones may not need it. */
export const isHostedUrl = (url: string): boolean => hostedHosts.has(hostOf(url))
