import type { StorageRecovery } from "@gangway/core/node"
import type { CommandContext } from "./context.js"
import { openSession, type Session, type SessionOptions } from "./gangway.js"
import type { SignerKey } from "./signer-key.js"

/** Says once that storage.json could not be read in full: a note for a person, an event with --json. */
export const reportRecovery = (ctx: CommandContext) => (recovery: StorageRecovery) => {
  ctx.output.event("storage_recovered", { ...recovery, movedTo: recovery.movedTo ?? null })
  ctx.output.note(
    `Note: ${recovery.path} could not be read in full (${recovery.reason}); kept ${recovery.kept} entr${recovery.kept === 1 ? "y" : "ies"}` +
      (recovery.movedTo === undefined
        ? "; it could not be set aside"
        : `, the file is set aside as ${recovery.movedTo}`)
  )
}

/** Opens a client over the state dir, runs `use`, and always closes it. */
export const withSession = async <A>(
  ctx: CommandContext,
  use: (session: Session) => Promise<A>,
  localSigner?: SignerKey,
  options: Pick<SessionOptions, "persist" | "siwx" | "appUrl"> = {}
): Promise<A> => {
  const session = await openSession(ctx.settings, localSigner, { ...options, onStorageRecovered: reportRecovery(ctx) })
  try {
    return await use(session)
  } finally {
    await session.close()
  }
}
