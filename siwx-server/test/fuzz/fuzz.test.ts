// The verifier's fuzz target at a modest count (GANGWAY_FUZZ_RUNS overrides it); `npm run fuzz` runs 100,000 inputs.
import { describe, expect, it } from "vitest"
import { runTarget } from "../../../core/test/fuzz/runner.js"
import { siwxServerFuzzTargets } from "./targets.js"

const numRuns = Number(process.env.GANGWAY_FUZZ_RUNS ?? 100)
const seed = process.env.GANGWAY_FUZZ_SEED === undefined ? undefined : Number(process.env.GANGWAY_FUZZ_SEED)

describe("fuzz: the verifier answers every body with a reason, and passes only a valid sign-in", () => {
  for (const target of siwxServerFuzzTargets) {
    it(target.name, async () => {
      const result = await runTarget(target, { numRuns, seed })
      expect({ failures: result.failures, failure: result.failure }).toEqual({ failures: 0, failure: undefined })
    }, 120_000)
  }
})
