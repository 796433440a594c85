/**
 * How deep a Solana node's answer may nest before @solana/kit reads it. Real answers nest
 * a few levels (a transaction error, `{ InstructionError: [0, { Custom: 1 }] }`, is the
 * deepest the adapter reads); kit's reader copies the path at every level, so a hostile
 * answer nested thousands deep takes seconds of CPU (found by the Solana RPC fuzz target).
 */
export const SOLANA_ANSWER_MAX_DEPTH = 32

/** Why an answer is refused before it is read, or none. Iterative: a deep answer cannot overflow the stack. */
export const answerShapeProblem = (answer: unknown): string | undefined => {
  const stack: Array<readonly [unknown, number]> = [[answer, 0]]
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!
    if (typeof value !== "object" || value === null) continue
    if (depth >= SOLANA_ANSWER_MAX_DEPTH) return `it nests deeper than ${SOLANA_ANSWER_MAX_DEPTH} levels`
    for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push([item, depth + 1])
  }
  return undefined
}
