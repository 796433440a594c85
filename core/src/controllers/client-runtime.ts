import type { ManagedRuntime } from "effect"

/**
 * What a feature's promise API (`namesOf`, `swapsOf`…) needs of a client, `GangwayClient` among
 * them: a runtime that provides the services of the feature's effects.
 */
export interface ClientRuntime<Services> {
  readonly runtime: ManagedRuntime.ManagedRuntime<Services, never>
}
