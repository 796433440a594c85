import { accountJson, accountText, activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { withSession } from "../with-session.js"

export const account = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const current = activeAccount(session)
    ctx.output.result(accountJson(current), accountText(current))
  })
