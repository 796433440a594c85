/**
 * The deep fuzz run: every target of core/test/fuzz/targets.ts, cli/test/fuzz/targets.ts and
 * siwx-server/test/fuzz/targets.ts with 100,000 inputs, then
 * a table (decoder, inputs, failures, slowest input in ms) and, for a failure, its seed
 * and path to replay it.
 *
 *   npm run fuzz                                   100,000 inputs per target
 *   npm run fuzz -- --runs 5000 --only "balance"   fewer inputs, targets whose name has "balance"
 *   npm run fuzz -- --only "<name>" --seed S --path P   replays a failure
 */
import { parseArgs } from "node:util"
import { runTarget, type FuzzResult } from "../../core/test/fuzz/runner.js"
import { fuzzTargets } from "../../core/test/fuzz/targets.js"
import { cliFuzzTargets } from "../../cli/test/fuzz/targets.js"
import { siwxServerFuzzTargets } from "../../siwx-server/test/fuzz/targets.js"

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "100000" },
    only: { type: "string" },
    seed: { type: "string" },
    path: { type: "string" }
  }
})

const numRuns = Number(values.runs)
const seed = values.seed === undefined ? undefined : Number(values.seed)
const only = values.only?.toLowerCase()
const targets = [...fuzzTargets, ...cliFuzzTargets, ...siwxServerFuzzTargets].filter(
  (target) => only === undefined || target.name.toLowerCase().includes(only)
)
if (targets.length === 0) {
  console.error(`No fuzz target's name contains "${values.only}".`)
  process.exit(2)
}

const results: Array<FuzzResult> = []
const started = performance.now()
for (const target of targets) {
  const began = performance.now()
  const result = await runTarget(target, { numRuns, seed, path: values.path })
  results.push(result)
  const seconds = ((performance.now() - began) / 1000).toFixed(1)
  console.error(
    `${result.failures === 0 ? "ok  " : "FAIL"} ${target.name}: ${result.inputs} inputs, ${result.failures} failures, slowest ${result.slowestMs.toFixed(1)} ms (${seconds} s, seed ${result.seed})`
  )
}

const rows = results.map(
  (result) =>
    `| ${result.name} | ${result.inputs.toLocaleString("en-US")} | ${result.failures} | ${result.slowestMs.toFixed(1)} |`
)
console.log(["| Decoder | Inputs | Failures | Slowest input (ms) |", "|---|---:|---:|---:|", ...rows].join("\n"))
console.log(
  `\n${results.length} targets in ${((performance.now() - started) / 1000).toFixed(0)} s, Node ${process.version}.`
)

const failed = results.filter((result) => result.failures > 0)
for (const result of failed) {
  console.log(`\nFAILED: ${result.name} (${result.failures} of ${result.inputs} inputs, run seed ${result.seed})`)
  if (result.failure === undefined) {
    console.log("  the failure did not happen again on the second pass (a time bound passed under load?)")
    continue
  }
  console.log(`  error: ${result.failure.error}`)
  console.log(`  input: ${result.failure.counterexample}`)
  console.log(
    `  replay: npm run fuzz -- --only ${JSON.stringify(result.name)} --seed=${result.failure.seed}${result.failure.path === undefined ? "" : ` --path ${JSON.stringify(result.failure.path)}`}`
  )
}
process.exit(failed.length === 0 ? 0 : 1)
