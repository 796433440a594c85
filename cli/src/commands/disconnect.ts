import { NoActiveCaipAddress } from "@gangway/core"
import type { CommandContext } from "../context.js"
import { forgetKey } from "../signer-key.js"
import { withSession } from "../with-session.js"

/** Ends the session (WalletConnect tells the wallet) and forgets the kept key. */
export const disconnect = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const address = session.client.getState().chains.chains.eip155?.account.address
    if (address === undefined) {
      forgetKey(ctx.settings.stateDir)
      throw new NoActiveCaipAddress()
    }
    await session.client.disconnect()
    forgetKey(ctx.settings.stateDir)
    ctx.output.result({ disconnected: true, address }, `Disconnected ${address}`)
  })
