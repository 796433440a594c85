import type { ConnectMethod, Connector, GangwayOptions } from "@gangway/core"
import type { GangwayConfig } from "../../context.js"

/** The connector email and social login go through (the secure frame's), when the core has registered one. */
const authConnectorOf = (connectors: ReadonlyArray<Connector>): Connector | undefined =>
  connectors.find((connector) => connector.type === "AUTH")

/**
 * The connect methods the Connect view shows, in the configured order. Email and
 * social login go through the auth connector: without one they would lead nowhere,
 * so they are left out, whatever the features say.
 */
export const shownConnectMethods = (
  config: Pick<GangwayConfig, "features" | "connectMethodsOrder">,
  connectors: ReadonlyArray<Connector>,
  farcaster = false
): ReadonlyArray<ConnectMethod> => {
  const auth = authConnectorOf(connectors) !== undefined
  const offered: Record<ConnectMethod, boolean> = {
    email: auth && config.features.email,
    social: auth && (config.features.socials.length > 0 || farcaster),
    wallet: true
  }
  return config.connectMethodsOrder.filter((method) => offered[method])
}

/**
 * Sign In With Farcaster beside the social logins: the `auth.farcaster` option, by default
 * whenever social logins are on. Read from the loaded client's options (an auth connector is
 * there only once it loaded), so the page's first bundle carries none of it.
 */
export const farcasterOffered = (options: Pick<GangwayOptions, "auth" | "features"> | undefined): boolean =>
  options !== undefined && (options.auth?.farcaster ?? options.features?.socials !== false)
