import type { GangwayClient } from "@gangway/core"

/**
 * Email and social login go through the auth connector, which the core does
 * not have yet. Until it does, choosing them says so instead of pretending.
 */
export const reportUnavailable = (client: GangwayClient, method: string): void => {
  void client.showToast("error", `${method} login is not available yet`)
}
