import { namesOf } from "@gangway/core"
import { activeAccount } from "../account.js"
import type { CommandContext } from "../context.js"
import { requireRpc } from "../rpc-probe.js"
import { withSession } from "../with-session.js"

/** Whether a .reown.id name is free (the character rules first), and free names like it. */
export const nameCheck = (ctx: CommandContext, typed: string): Promise<void> =>
  withSession(ctx, async (session) => {
    const check = await namesOf(session.client).check(typed)
    const alternatives = check.suggestions.length === 0 ? "" : `\nFree names like it: ${check.suggestions.join(", ")}`
    ctx.output.result(
      { name: check.name, available: check.available, suggestions: check.suggestions },
      `${check.name} is ${check.available ? "available" : "already registered"}${alternatives}`
    )
  })

/** Registers the name for the connected account: the wallet signs the registration, the data API writes it to the registry. */
export const nameRegister = (ctx: CommandContext, typed: string): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    await requireRpc(account.network)
    if (ctx.output.interactive) ctx.output.note("Signing the registration in the wallet…")
    const name = await namesOf(session.client).register(typed)
    ctx.output.result({ name, address: account.address }, `Registered ${name} for ${account.address}`)
  })

/** The account's profile name, read again from the reverse record. */
export const nameShow = (ctx: CommandContext): Promise<void> =>
  withSession(ctx, async (session) => {
    const account = activeAccount(session)
    const name = await namesOf(session.client).refresh()
    ctx.output.result({ address: account.address, name }, name === null ? `${account.address} has no name` : `${account.address} is ${name}`)
  })
