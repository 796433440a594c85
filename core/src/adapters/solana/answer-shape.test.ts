// A Solana node's answer nested past SOLANA_ANSWER_MAX_DEPTH is refused before @solana/kit walks
// it (kit copies the key path at every level: quadratic in the depth).
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { solanaLocal } from "../../domain/networks.js"
import { answerShapeProblem, SOLANA_ANSWER_MAX_DEPTH } from "./answer-shape.js"
import { makeSolanaRpcs } from "./rpc.js"

const nested = (depth: number): unknown => {
  let value: unknown = null
  for (let level = 0; level < depth; level += 1) value = { a: value }
  return value
}

describe("the shape of a Solana node's answer", () => {
  it("may nest 32 levels, not more", () => {
    expect(SOLANA_ANSWER_MAX_DEPTH).toBe(32)
    expect(answerShapeProblem(nested(32))).toBeUndefined()
    expect(answerShapeProblem(nested(33))).toBe("it nests deeper than 32 levels")
    expect(answerShapeProblem([[[1]], { a: [2] }, "text", null])).toBeUndefined()
    // Iterative: far deeper than the stack allows is refused, not a RangeError.
    expect(answerShapeProblem(nested(200_000))).toBe("it nests deeper than 32 levels")
  })

  it("a deeper answer is the chain error InvalidAnswer before kit reads it", async () => {
    const server = createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => (body += chunk.toString()))
      request.on("end", () => {
        const { id } = JSON.parse(body) as { id: unknown }
        response.writeHead(200, { "content-type": "application/json" })
        response.end(JSON.stringify({ jsonrpc: "2.0", id, result: { context: { slot: 1 }, value: nested(2_000) } }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const failure = await Effect.runPromise(
        Effect.flip(
          makeSolanaRpcs().call(solanaLocal(url), (rpc, abortSignal) => rpc.getEpochInfo().send({ abortSignal }))
        )
      )
      expect(failure).toMatchObject({
        _tag: "ChainError",
        reason: "InvalidAnswer",
        details: "The node's answer was refused: it nests deeper than 32 levels"
      })
    } finally {
      server.close()
    }
  })
})
