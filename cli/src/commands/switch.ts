import type { CommandContext } from "../context.js"
import { findNetwork } from "../networks.js"
import { commandMessages } from "./messages.js"
import { say } from "../i18n/language.js"
import { withSession } from "../with-session.js"

/** Switches the active network (and the connected wallet's chain); remembered for later commands. */
export const switchNetwork = (ctx: CommandContext, name: string): Promise<void> =>
  withSession(
    ctx,
    async (session) => {
      const network = findNetwork(session.networks, name, ctx.settings)
      await session.client.connection.switchNetwork(network.caipNetworkId)
      session.requireSaved("The network switch")
      // The account of the network's namespace, if one is connected there.
      const account = session.client.getState().chains.chains[network.chainNamespace]?.account
      const address = account?.status === "connected" ? (account.address ?? null) : null
      ctx.output.result(
        { network: { caipNetworkId: network.caipNetworkId, name: network.name }, address },
        say(ctx.output.language, commandMessages, "switched", { network: `${network.name} (${network.caipNetworkId})` })
      )
    },
    undefined,
    { persist: true }
  )
