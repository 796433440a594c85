import type { CommandContext } from "../context.js"
import { withSession } from "../with-session.js"

export const networks = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const active = session.client.getState().chains.activeCaipNetwork?.caipNetworkId
    const list = session.networks.map((network) => ({
      caipNetworkId: network.caipNetworkId,
      id: network.id,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrl: network.rpcUrls.default?.http[0] ?? null,
      testnet: network.testnet ?? false,
      active: network.caipNetworkId === active
    }))
    const width = Math.max(...list.map((item) => item.caipNetworkId.length))
    ctx.output.result(
      { active: active ?? null, networks: list },
      list
        .map(
          (item) =>
            `${item.active ? "*" : " "} ${item.caipNetworkId.padEnd(width)}  ${item.name} (${item.nativeCurrency.symbol})`
        )
        .join("\n")
    )
  })
