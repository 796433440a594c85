import { Effect, Schema } from "effect"
import { SolanaCommitment } from "../../domain/rpc.js"
import { InvalidInput } from "../../errors.js"

const isCommitment = Schema.is(SolanaCommitment)

const COMMITMENT_FIELDS = ["preflightCommitment", "commitment"] as const

/** The commitment fields a Solana request may carry, wherever wallets put them. */
const commitmentsOf = (params: unknown): ReadonlyArray<readonly [(typeof COMMITMENT_FIELDS)[number], unknown]> => {
  if (typeof params !== "object" || params === null) return []
  const record = params as Record<string, unknown>
  const nested = [record.sendOptions, record.options].filter(
    (value): value is Record<string, unknown> => typeof value === "object" && value !== null
  )
  return [record, ...nested].flatMap((source) =>
    COMMITMENT_FIELDS.flatMap((field) => (field in source ? [[field, source[field]] as const] : []))
  )
}

/** SPEC §5: a Solana preflight commitment is one of processed, confirmed, finalized, recent, single, singleGossip, root, max. */
export const checkSolanaRequest = (_method: string, params: unknown): Effect.Effect<void, InvalidInput> => {
  const wrong = commitmentsOf(params).find(([, value]) => !isCommitment(value))
  return wrong === undefined
    ? Effect.void
    : Effect.fail(
        new InvalidInput({
          field: wrong[0],
          reason: `${JSON.stringify(wrong[1])} is not one of ${SolanaCommitment.literals.join(", ")}`
        })
      )
}
