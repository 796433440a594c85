import type { CommandContext } from "../context.js"
import { findNetwork } from "../networks.js"
import { withSession } from "../with-session.js"

/** Switches the active network (and the connected wallet's chain); remembered for later commands. */
export const switchNetwork = (ctx: CommandContext, name: string): Promise<void> =>
  withSession(ctx, async (session) => {
    const network = findNetwork(session.networks, name)
    await session.client.switchNetwork(network.caipNetworkId)
    const address = session.client.getState().chains.chains.eip155?.account.address ?? null
    ctx.output.result(
      { network: { caipNetworkId: network.caipNetworkId, name: network.name }, address },
      `Switched to ${network.name} (${network.caipNetworkId})`
    )
  })
