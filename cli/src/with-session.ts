import type { CommandContext } from "./context.js"
import { openSession, type Session } from "./gangway.js"
import type { SignerKey } from "./signer-key.js"

/** Opens a client over the state dir, runs `use`, and always closes it. */
export const withSession = async <A>(
  ctx: CommandContext,
  use: (session: Session) => Promise<A>,
  localSigner?: SignerKey
): Promise<A> => {
  const session = await openSession(ctx.settings, localSigner)
  try {
    return await use(session)
  } finally {
    await session.close()
  }
}
