/**
 * Runs an effect with a client's services (the whole layer, in-memory storage) on the local
 * world's chain and data API, connected through the local signer of test account `accountIndex`.
 */
import { Effect, Layer, Schema } from "effect"
import { gangwayLayer } from "../src/client.js"
import { GangwayOptions } from "../src/config.js"
import { Connection } from "../src/controllers/connection.js"
import { localChain } from "../src/domain/networks.js"
import { desktop } from "./controllers.js"
import type { LocalWorld } from "./local-world.js"

export const connectedAs = (world: LocalWorld, accountIndex: number) => {
  const options = Schema.decodeUnknownSync(GangwayOptions)({
    networks: [localChain(world.chain.rpcUrl)],
    projectId: "gangway-tests",
    apiUrls: world.apiUrls(),
    features: { analytics: false }
  })
  const layer = Layer.fresh(
    gangwayLayer(options, {
      storage: "memory",
      platform: desktop,
      localSigner: { privateKey: world.chain.accounts[accountIndex]!.privateKey }
    })
  )
  return <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      yield* Connection.use((connection) => connection.connect("local-signer"))
      return yield* effect
    }).pipe(Effect.provide(layer))
}
