import { namesOf } from "@gangway/core"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { requireRpc } from "../rpc-probe.js"
import { withSession } from "../with-session.js"
import { accountToolsMessages } from "./account-tools-messages.js"
import { speaker, say } from "../i18n/language.js"

/** Whether a .reown.id name is free (the character rules first), and free names like it. */
export const nameCheck = (ctx: CommandContext, typed: string): Promise<void> =>
  withSession(ctx, async (session) => {
    const check = await namesOf(session.client).check(typed)
    const t = speaker(accountToolsMessages, ctx.output.language)
    const alternatives =
      check.suggestions.length === 0 ? "" : `\n${t("freeNames", { names: check.suggestions.join(", ") })}`
    ctx.output.result(
      { name: check.name, available: check.available, suggestions: check.suggestions },
      `${t(check.available ? "nameAvailable" : "nameTaken", { name: check.name })}${alternatives}`
    )
  })

/** Registers the name for the connected account: the wallet signs the registration, the data API writes it to the registry. */
export const nameRegister = (ctx: CommandContext, typed: string): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    await requireRpc(account.network)
    if (ctx.output.interactive) ctx.output.note(say(ctx.output.language, accountToolsMessages, "signingRegistration"))
    const name = await namesOf(session.client).register(typed)
    ctx.output.result(
      { name, address: account.address },
      say(ctx.output.language, accountToolsMessages, "registered", { name, address: account.address })
    )
  })

/** The account's profile name, read again from the reverse record. */
export const nameShow = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    const name = await namesOf(session.client).refresh()
    ctx.output.result(
      { address: account.address, name },
      name === null
        ? say(ctx.output.language, accountToolsMessages, "noName", { address: account.address })
        : say(ctx.output.language, accountToolsMessages, "hasName", { address: account.address, name })
    )
  })
