import { createElement } from "react"
import { activeAccount, nativeBalanceOf } from "../account.js"
import type { CommandContext } from "../context.js"
import { screenText } from "../render.js"
import { Balances } from "../screens/balances.js"
import { resolveToken, tokenJson, withNative } from "../tokens.js"
import { withSession } from "../with-session.js"

/** Fresh balances of the account on the active network: native from the chain, tokens from the data API. */
export const balance = (ctx: CommandContext, options: { readonly token?: string | undefined }): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    const tokens = await session.client.refreshBalances({ force: true })
    const all = withNative(tokens, account.network, nativeBalanceOf(session, account))
    const shown = options.token === undefined ? all : [resolveToken(all, account.network, options.token)]
    ctx.output.result(
      {
        address: account.address,
        network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
        balances: shown.map(tokenJson)
      },
      screenText(
        createElement(Balances, {
          account: account.address,
          network: `${account.network.name} (${account.network.caipNetworkId})`,
          rows: shown.map((token) => ({
            symbol: token.symbol,
            name: token.name,
            quantity: token.quantity.numeric,
            value: token.value
          }))
        })
      )
    )
  })
