import { NoActiveCaipAddress } from "@gangway/core"
import { activeAccount, connectedAccounts } from "../account.js"
import type { CommandContext } from "../context.js"
import { say } from "../i18n/language.js"
import { signInJson, signInProvider, signInText, type SignInOptions } from "../sign-in.js"
import { withSession } from "../with-session.js"
import { accountToolsMessages } from "./account-tools-messages.js"

/**
 * Signs the connected account in with the wallet (SIWX): the server's nonce in an EIP-4361
 * (or, on Solana, CAIP-122) message, signed by the wallet, verified by the server. With
 * `status`, signs nothing: asks the server for the account's sessions under the cookie kept
 * in the state dir by an earlier sign-in.
 */
export const signIn = (ctx: CommandContext, options: SignInOptions & { readonly status?: boolean }): Promise<void> => {
  const { url, appUrl, provider } = signInProvider(ctx.settings, ctx.io.env, options)
  if (options.status === true)
    return withSession(ctx, async (session) => {
      const account = activeAccount(session)
      const sessions = await provider.getSessions(account.network.caipNetworkId, account.address)
      const text = sessions.map((signed) => signInText(signed, url, ctx.output.language)).join("\n")
      ctx.output.result(
        { signedIn: sessions.length > 0, server: url, sessions: sessions.map((signed) => signInJson(signed, url)) },
        text ||
          say(ctx.output.language, accountToolsMessages, "notSignedIn", {
            address: account.address,
            chainId: account.network.caipNetworkId,
            url
          })
      )
    })
  return withSession(
    ctx,
    async (session) => {
      if (connectedAccounts(session)[0] === undefined) throw new NoActiveCaipAddress()
      const signed = await session.client.siwx.signIn()
      ctx.output.result(signInJson(signed, url), signInText(signed, url, ctx.output.language))
    },
    undefined,
    { siwx: provider, appUrl }
  )
}
