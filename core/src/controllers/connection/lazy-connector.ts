import { Effect } from "effect"
import type { ChainAdapter } from "../../adapters/adapter.js"
import type { Adapters } from "../../adapters/registry.js"
import type { ConnectorImplementation } from "../../connectors/session.js"
import type { Connector } from "../../domain/connector.js"
import type { ChainNamespace } from "../../domain/namespace.js"
import { WalletRequestFailed } from "../../errors.js"

/**
 * A connector listed from its data alone: its namespace's adapter (and chain
 * library) loads when it is first used, and builds the connection then.
 */
export const lazyConnector =
  (adapters: Adapters["Service"]) =>
  (
    connector: Connector,
    namespace: ChainNamespace,
    build: (adapter: ChainAdapter) => ConnectorImplementation | undefined
  ): ConnectorImplementation => {
    let built: ConnectorImplementation | undefined
    const load = Effect.suspend(() => {
      if (built !== undefined) return Effect.succeed(built)
      return adapters.get(namespace).pipe(
        Effect.mapError((error) => new WalletRequestFailed({ method: "connect", details: error.message })),
        Effect.flatMap((adapter) => {
          built = build(adapter)
          return built === undefined
            ? Effect.fail(
                new WalletRequestFailed({
                  method: "connect",
                  details: `${connector.name} cannot connect on ${namespace}`
                })
              )
            : Effect.succeed(built)
        })
      )
    })
    return {
      connector,
      connect: (options) => Effect.flatMap(load, (implementation) => implementation.connect(options)),
      reconnect: (options) => Effect.flatMap(load, (implementation) => implementation.reconnect(options))
    }
  }
