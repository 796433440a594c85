/**
 * The fuzz targets at a modest count, in `npm test` (GANGWAY_FUZZ_RUNS overrides it;
 * GANGWAY_FUZZ_SEED fixes the seed). `npm run fuzz` runs 100,000 inputs per target.
 */
import { describe, expect, it } from "vitest"
import { runTarget } from "./runner.js"
import { fuzzTargets } from "./targets.js"

const numRuns = Number(process.env.GANGWAY_FUZZ_RUNS ?? 100)
const seed = process.env.GANGWAY_FUZZ_SEED === undefined ? undefined : Number(process.env.GANGWAY_FUZZ_SEED)

describe("fuzz: every decoder at an edge answers a typed failure or a value of its grammar, within its time bound", () => {
  for (const target of fuzzTargets) {
    it(target.name, async () => {
      const result = await runTarget(target, { numRuns, seed })
      // On failure: the seed and path replay it, e.g. npm run fuzz -- --only "<name>" --seed=<seed> --path <path>.
      expect({ failures: result.failures, failure: result.failure, seed: result.seed }).toEqual({
        failures: 0,
        failure: undefined,
        seed: result.seed
      })
    })
  }
})
