/**
 * Runs a fuzz target: every input is checked (a typed failure or a value that satisfies
 * the grammar, never an exception) and timed against the target's bound. The bound is on
 * the CPU time the process spent on the input, not the wall time, so a busy machine does
 * not turn a fast input into a failure; an input over the bound is run once more and fails
 * only when it is over again (a quadratic path is, a pause of the machine is not). A wall
 * time of HANG_FACTOR bounds is a failure at once: an input that waits instead of working.
 * Failing inputs are counted; the first one is then found again with the same seed, so it
 * can be replayed from its seed and path.
 */
import fc from "fast-check"

export interface FuzzSession<I> {
  /** Throws when the answer to `input` breaks the target's rules. */
  readonly check: (input: I) => void | Promise<void>
  readonly close?: () => void | Promise<void>
}

export interface FuzzTarget<I = unknown> {
  readonly name: string
  /** What is fuzzed, for the docs' table. */
  readonly what: string
  readonly input: fc.Arbitrary<I>
  /** The most one input may take, in ms: beyond, the input counts as a failure (a hang, a quadratic path). */
  readonly boundMs: number
  readonly start: () => FuzzSession<I> | Promise<FuzzSession<I>>
}

interface FuzzFailure {
  readonly seed: number
  readonly path: string | undefined
  readonly counterexample: string
  readonly error: string
}

export interface FuzzResult {
  readonly name: string
  readonly inputs: number
  readonly failures: number
  readonly slowestMs: number
  readonly seed: number
  readonly failure: FuzzFailure | undefined
}

export interface FuzzOptions {
  readonly numRuns: number
  readonly seed?: number | undefined
  /** Replays this path of a failure found with `seed`. */
  readonly path?: string | undefined
}

const STANDARD_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(",")

/** Fails when an input polluted Object.prototype. */
const checkPrototype = () => {
  const probe: Record<string, unknown> = {}
  if (
    probe.polluted !== undefined ||
    Object.getOwnPropertyNames(Object.prototype).sort().join(",") !== STANDARD_PROTOTYPE_KEYS
  ) {
    throw new Error("Object.prototype was polluted")
  }
}

/** At most `limit` characters of an input, for reports. */
const preview = (value: unknown, limit = 300): string => {
  let text: string
  try {
    text =
      value instanceof Uint8Array
        ? `bytes(${value.length}) ${new TextDecoder().decode(value.slice(0, limit))}`
        : fc.stringify(value)
  } catch {
    text = String(value)
  }
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text
}

/** The process's CPU time so far, in ms (every thread: the loopback servers' work counts too). */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** Wall time, in bounds, past which an input counts as a hang whatever its CPU time. */
const HANG_FACTOR = 20

const describeError = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500)

export const runTarget = async <I>(target: FuzzTarget<I>, options: FuzzOptions): Promise<FuzzResult> => {
  const session = await target.start()
  const seed = options.seed ?? (Date.now() ^ (Math.random() * 0x100000000)) | 0
  let slowest = 0
  let failures = 0
  let inputs = 0
  /** Checks one input; throws on a broken rule or a bound passed. */
  const timed = async (input: I): Promise<number> => {
    const wallStarted = performance.now()
    const cpuStarted = cpuMs()
    await session.check(input)
    checkPrototype()
    const wall = performance.now() - wallStarted
    if (wall > target.boundMs * HANG_FACTOR)
      throw new Error(`waited ${wall.toFixed(1)} ms, above ${HANG_FACTOR} times the ${target.boundMs} ms bound`)
    return cpuMs() - cpuStarted
  }
  const strict = async (input: I) => {
    let elapsed = await timed(input)
    if (elapsed > target.boundMs) elapsed = Math.min(elapsed, await timed(input))
    if (elapsed > slowest) slowest = elapsed
    if (elapsed > target.boundMs)
      throw new Error(`took ${elapsed.toFixed(1)} ms of CPU time twice, above the ${target.boundMs} ms bound`)
  }
  try {
    // With a path, only the input at that path is run again.
    const parameters =
      options.path === undefined ? { numRuns: options.numRuns, seed } : { numRuns: 1, seed, path: options.path }
    // First pass: every input, failures counted, the run never stops early.
    await fc.check(
      fc.asyncProperty(target.input, async (input) => {
        inputs++
        try {
          await strict(input)
        } catch {
          failures++
        }
      }),
      parameters
    )
    if (failures === 0) return { name: target.name, inputs, failures, slowestMs: slowest, seed, failure: undefined }
    // Second pass, same seed: the first failure again, with its path for replay (not shrunk:
    // shrinking a slow input re-runs it hundreds of times).
    const details = await fc.check(fc.asyncProperty(target.input, strict), { ...parameters, endOnFailure: true })
    const failure: FuzzFailure | undefined = details.failed
      ? {
          seed: details.seed,
          path: details.counterexamplePath ?? undefined,
          counterexample: preview(details.counterexample?.[0]),
          error: describeError(details.errorInstance)
        }
      : undefined
    return { name: target.name, inputs, failures, slowestMs: slowest, seed, failure }
  } finally {
    await session.close?.()
  }
}
