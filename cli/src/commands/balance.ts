import { describeError } from "@gangway/core/i18n"
import { createElement } from "react"
import { activeAccount } from "../account.js"
import { heldToken, readBalances } from "../balances.js"
import type { CommandContext } from "../context.js"
import { screenText } from "../render.js"
import { requireRpc } from "../rpc-probe.js"
import { Balances } from "../screens/balances.js"
import { tokenJson } from "../tokens.js"
import { withSession } from "../with-session.js"
import { say } from "../i18n/language.js"
import { commandMessages } from "./messages.js"

/**
 * Fresh balances of the account on the active network: native from the chain, tokens from
 * the data API. Without the data API the native balance is still shown (exit 0), and
 * `tokensUnavailable` (null otherwise) says why the tokens are missing; a token other than the native one
 * cannot be told apart from none then: 'Token Balance Unavailable', exit 1.
 */
export const balance = (ctx: CommandContext, options: { readonly token?: string | undefined }): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    await requireRpc(account.network)
    const { balances, tokensUnavailable } = await readBalances(session, account)
    const shown =
      options.token === undefined ? balances : [heldToken({ balances, tokensUnavailable }, account, options.token)]
    const language = ctx.output.language
    const unavailable =
      tokensUnavailable === undefined
        ? ""
        : `\n${say(language, commandMessages, "tokensUnavailable", {
            reason: `${describeError({ _tag: tokensUnavailable.tag, message: tokensUnavailable.message }, language.locale, language.loaded)}${tokensUnavailable.reason === undefined ? "" : `: ${tokensUnavailable.reason}`}`
          })}`
    ctx.output.result(
      {
        address: account.address,
        network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
        balances: shown.map(tokenJson),
        tokensUnavailable: tokensUnavailable ?? null
      },
      screenText(
        createElement(Balances, {
          account: account.address,
          network: `${account.network.name} (${account.network.caipNetworkId})`,
          language,
          rows: shown.map((token) => ({
            symbol: token.symbol,
            name: token.name,
            quantity: token.quantity.numeric,
            value: token.value
          }))
        })
      ) + unavailable
    )
  })
