import type { ConnectMethod, Connector } from "@gangway/core"
import type { GangwayConfig } from "../../context.js"

/** The connector email and social login go through (the secure frame's), when the core has registered one. */
export const authConnectorOf = (connectors: ReadonlyArray<Connector>): Connector | undefined =>
  connectors.find((connector) => connector.type === "AUTH")

/**
 * The connect methods the Connect view shows, in the configured order. Email and
 * social login go through the auth connector: without one they would lead nowhere,
 * so they are left out, whatever the features say.
 */
export const shownConnectMethods = (
  config: Pick<GangwayConfig, "features" | "connectMethodsOrder">,
  connectors: ReadonlyArray<Connector>
): ReadonlyArray<ConnectMethod> => {
  const auth = authConnectorOf(connectors) !== undefined
  const offered: Record<ConnectMethod, boolean> = {
    email: auth && config.features.email,
    social: auth && (config.features.socials.length > 0 || config.features.farcaster),
    wallet: true
  }
  return config.connectMethodsOrder.filter((method) => offered[method])
}
