// What the options mean once their defaults are filled in. Effect-free, like
// initial-state.ts: a page renders the Connect view from these before the client loads.
import type { ConnectMethod, GangwayOptions } from "../config.js"
import { DEFAULT_CONNECT_METHOD_ORDER, SOCIAL_PROVIDERS } from "../first-state-constants.js"
import type { SocialProvider } from "../domain/account.js"

export interface ResolvedFeatures {
  readonly email: boolean
  readonly socials: ReadonlyArray<SocialProvider>
  readonly swaps: boolean
  readonly onramp: boolean
  readonly history: boolean
  readonly analytics: boolean
  readonly smartSessions: boolean
}

export const resolveFeatures = (options: Pick<GangwayOptions, "features" | "auth">): ResolvedFeatures => {
  const features = options.features ?? {}
  return {
    // The `auth` option's choices first (docs/auth.md); the features' otherwise.
    email: options.auth?.email ?? features.email ?? true,
    socials: options.auth?.socials ?? (features.socials === false ? [] : (features.socials ?? SOCIAL_PROVIDERS)),
    swaps: features.swaps ?? true,
    onramp: features.onramp ?? true,
    history: features.history ?? true,
    analytics: features.analytics ?? true,
    smartSessions: features.smartSessions ?? false
  }
}

/** The zone registered names live in when the options name none. */
const DEFAULT_NAME_SUFFIX = ".reown.id"

/** The name zone examples and placeholders use (`names.suffix`), with its leading dot: `.reown.id` by default. */
export const resolveNameSuffix = (options: Pick<GangwayOptions, "names">): string => {
  const suffix = options.names?.suffix ?? DEFAULT_NAME_SUFFIX
  return suffix.startsWith(".") ? suffix : `.${suffix}`
}

/** The configured order, completed with any missing method in the default order. */
export const resolveConnectMethodsOrder = (
  options: Pick<GangwayOptions, "connectMethodsOrder">
): ReadonlyArray<ConnectMethod> => {
  const configured = options.connectMethodsOrder ?? []
  const unique = configured.filter((method, index) => configured.indexOf(method) === index)
  return [...unique, ...DEFAULT_CONNECT_METHOD_ORDER.filter((method) => !unique.includes(method))]
}
