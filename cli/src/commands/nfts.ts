import { createElement } from "react"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { screenText } from "../render.js"
import { requireRpc } from "../rpc-probe.js"
import { Nfts } from "../screens/nfts.js"
import { withSession } from "../with-session.js"

/** The NFTs the account holds on the active network: named by its history, owned according to the chain. */
export const nfts = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    await requireRpc(account.network)
    const { items } = await session.client.nfts.refresh()
    ctx.output.result(
      {
        address: account.address,
        network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
        nfts: items.map(({ contract, tokenId, name, imageUrl }) => ({
          contract,
          tokenId,
          name,
          imageUrl: imageUrl ?? null
        }))
      },
      screenText(
        createElement(Nfts, {
          account: account.address,
          network: `${account.network.name} (${account.network.caipNetworkId})`,
          language: ctx.output.language,
          rows: items
        })
      )
    )
  })
