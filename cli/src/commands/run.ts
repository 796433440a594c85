import type { CommandContext } from "../context.js"
import { ExitCode } from "../exit-codes.js"
import { CliError } from "../failure.js"
import { runScript, type StepOutcome } from "../script/engine.js"
import { readScript } from "../script/format.js"

export const stepLine = (outcome: StepOutcome) =>
  `${outcome.ok ? "✔ PASS" : "✘ FAIL"}  ${outcome.index}. ${outcome.step}${outcome.name === undefined ? "" : ` "${outcome.name}"`}: ${outcome.detail}`

/** `gangway run <script>`: one line per step, then 'N passed, N failed'; exit 1 on the first failure. */
export const run = async (ctx: CommandContext, path: string): Promise<void> => {
  const script = readScript(path, ctx.io.env)
  const { output } = ctx
  if (!output.json && script.name !== undefined) ctx.io.stdout.write(`${script.name}\n`)
  const outcomes = await runScript(ctx, script, (outcome) => {
    if (!output.json) ctx.io.stdout.write(`${stepLine(outcome)}\n`)
  })
  const passed = outcomes.filter((outcome) => outcome.ok).length
  const failed = outcomes.length - passed
  const notRun = script.steps.length - outcomes.length
  const summary = `${passed} passed, ${failed} failed`
  if (!output.json && notRun > 0)
    ctx.io.stdout.write(`(${notRun} step${notRun === 1 ? "" : "s"} not run after the failure)\n`)
  output.result({ script: script.name ?? path, passed, failed, notRun, steps: outcomes }, summary)
  if (failed > 0) throw new CliError("ScriptFailed", summary, ExitCode.failed)
}
