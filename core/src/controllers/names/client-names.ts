import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect, Exit } from "effect"
import type { ClientRuntime } from "../client-runtime.js"
import { DEBOUNCE_DEFAULT_MS } from "../../constants.js"
import { makeDebounced } from "../swap/debounce.js"
import { checkName, registerAccountName, refreshProfileName, type NameCheck } from "./names.js"
import { namesTarget } from "./target.js"

/** What a name as typed came to: its check, or the typed error (a broken rule, names not offered here). */
export type NameCheckOutcome =
  | { readonly status: "checked"; readonly typed: string; readonly check: NameCheck }
  | { readonly status: "failed"; readonly typed: string; readonly error: unknown }

/** Checks a name as it is typed: each `set` replaces the previous one, checked once typing pauses. */
export interface NameChecker {
  readonly set: (typed: string) => void
  readonly cancel: () => void
}

/** Names through a client, as promises; every call rejects with a typed error. */
export interface GangwayNames {
  /** Resolves when the active network offers names; rejects with `NamesNetworkUnsupported` otherwise. */
  readonly offered: () => Promise<void>
  readonly check: (typed: string) => Promise<NameCheck>
  /** Signs and registers the name for the connected account; the full name once the profile shows it. */
  readonly register: (typed: string, attributes?: Readonly<Record<string, string>>) => Promise<string>
  /** The account's name read again from the reverse record (the identity cache refreshed); null when it has none. */
  readonly refresh: () => Promise<string | null>
  readonly checker: (listener: (outcome: NameCheckOutcome) => void) => NameChecker
}

/** The services the names' effects use. */
type NamesServices = Effect.Services<
  ReturnType<typeof namesTarget | typeof checkName | typeof registerAccountName | typeof refreshProfileName>
>

export const namesOf = (client: ClientRuntime<NamesServices>): GangwayNames => {
  const run = <A, E>(effect: Effect.Effect<A, E, NamesServices>) => client.runtime.runPromise(effect)
  return {
    offered: () => run(Effect.asVoid(namesTarget())),
    check: (typed) => run(checkName(typed)),
    register: (typed, attributes) => run(registerAccountName(typed, attributes)),
    refresh: () => run(refreshProfileName()),
    checker: (listener) => {
      const debounced = client.runtime.runSync(
        makeDebounced(DEBOUNCE_DEFAULT_MS, checkName, (typed, exit) =>
          listener(
            Exit.isSuccess(exit)
              ? { status: "checked", typed, check: exit.value }
              : { status: "failed", typed, error: failureOf(exit) }
          )
        )
      )
      return {
        set: (typed) => client.runtime.runSync(debounced.set(typed)),
        cancel: () => client.runtime.runFork(debounced.cancel)
      }
    }
  }
}

const failureOf = <E>(exit: Exit.Exit<unknown, E>): unknown => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons[0]
  return reason !== undefined && "error" in reason ? reason.error : reason
}
