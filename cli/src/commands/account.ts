import { namesOf } from "@gangway/core"
import { accountJson, accountText, activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { usageError } from "../failure.js"
import { withSession } from "../with-session.js"

const ACCOUNT_TYPES = { smart: "smartAccount", eoa: "eoa" } as const

/** `gangway account [--type smart|eoa]`: the connected account; with --type, the embedded wallet's other account first. */
export const account = (ctx: CommandContext, options: { readonly type?: string } = {}): Promise<void> => {
  const type = options.type === undefined ? undefined : ACCOUNT_TYPES[options.type as keyof typeof ACCOUNT_TYPES]
  if (options.type !== undefined && type === undefined)
    throw usageError(`--type is smart or eoa, not '${options.type}'`)
  return withSession(ctx, async (session) => {
    if (type !== undefined) {
      const before = activeAccount(session)
      if (before.accounts.every((item) => item.type !== "smartAccount")) {
        throw usageError(
          "This wallet has no smart account here: --type works with email or social login on a network with smart accounts"
        )
      }
      await session.client.auth.setPreferredAccountType(type, before.namespace)
    }
    const current = activeAccount(session)
    // The profile name from the reverse record (cached 5 minutes); none where names are not offered or the data API cannot say.
    const name = await namesOf(session.client)
      .refresh()
      .catch(() => null)
    ctx.output.result({ ...accountJson(current), name }, accountText(current, ctx.output.language, name))
  })
}
