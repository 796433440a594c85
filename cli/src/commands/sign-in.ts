import { NoActiveCaipAddress } from "@gangway/core"
import { connectedAccounts } from "../account.js"
import type { CommandContext } from "../context.js"
import { signInJson, signInProvider, signInText, type SignInOptions } from "../sign-in.js"
import { withSession } from "../with-session.js"

/**
 * Signs the connected account in with the wallet (SIWX): the server's nonce in an EIP-4361
 * (or, on Solana, CAIP-122) message, signed by the wallet, verified by the server.
 */
export const signIn = (ctx: CommandContext, options: SignInOptions): Promise<void> => {
  const { url, appUrl, provider } = signInProvider(ctx.settings, ctx.io.env, options)
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
