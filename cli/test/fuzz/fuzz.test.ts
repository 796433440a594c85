/**
 * The CLI's fuzz targets at a modest count, in `npm test` (GANGWAY_FUZZ_RUNS overrides it;
 * GANGWAY_FUZZ_SEED fixes the seed). `npm run fuzz` runs 100,000 inputs per target.
 */
import { describe, expect, it } from "vitest"
import { runTarget } from "../../../core/test/fuzz/runner.js"
import { cliFuzzTargets } from "./targets.js"

const numRuns = Number(process.env.GANGWAY_FUZZ_RUNS ?? 100)
const seed = process.env.GANGWAY_FUZZ_SEED === undefined ? undefined : Number(process.env.GANGWAY_FUZZ_SEED)

describe("fuzz: the CLI's scripts and flags are read as the format or refused as bad input (exit 2), never an exception, within the bound", () => {
  for (const target of cliFuzzTargets) {
    it(target.name, async () => {
      const result = await runTarget(target, { numRuns, seed })
      // On failure: npm run fuzz -- --only "<name>" --seed <seed> --path <path> replays it.
      expect({ failures: result.failures, failure: result.failure, seed: result.seed }).toEqual({
        failures: 0,
        failure: undefined,
        seed: result.seed
      })
    }, 120_000)
  }
})
