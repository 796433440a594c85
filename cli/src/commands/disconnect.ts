import { NoActiveCaipAddress } from "@gangway/core"
import { connectedAccounts } from "../account.js"
import type { CommandContext } from "../context.js"
import { forgetKey, hasStoredKey } from "../signer-key.js"
import { commandMessages } from "./messages.js"
import { say } from "../i18n/language.js"
import { withSession } from "../with-session.js"

/**
 * Ends the sessions of every namespace (WalletConnect tells the wallet) and forgets the kept key.
 *
 * Without a session, a local-signer key still kept in the state dir (its
 * session lost, e.g. storage.json removed) is what the user wants gone: that
 * cleanup is the success path (exit 0, `disconnected: false, forgotKey: true`).
 * With neither a session nor a kept key there is nothing to do: exit 2
 * `NoActiveCaipAddress`, and nothing is changed.
 */
export const disconnect = (ctx: CommandContext): Promise<void> =>
  withSession(
    ctx,
    async (session) => {
      const { stateDir } = ctx.settings
      // Every namespace's session ends; the address shown is the active namespace's (else the first connected).
      const address = connectedAccounts(session)[0]?.address
      if (address === undefined) {
        if (!hasStoredKey(stateDir)) throw new NoActiveCaipAddress()
        forgetKey(stateDir)
        ctx.output.result(
          { disconnected: false, address: null, forgotKey: true },
          say(ctx.output.language, commandMessages, "forgotKey")
        )
        return
      }
      await session.client.connection.disconnect()
      forgetKey(stateDir)
      session.requireSaved("The disconnect")
      ctx.output.result(
        { disconnected: true, address },
        say(ctx.output.language, commandMessages, "disconnected", { address })
      )
    },
    undefined,
    { persist: true }
  )
