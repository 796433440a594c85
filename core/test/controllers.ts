import { Layer } from "effect"
import { gangwayLayer } from "../src/client.js"
import { GangwayOptions } from "../src/config.js"
import { Schema } from "effect"
import { localChain, mainnet } from "../src/domain/networks.js"
import type { PlatformInfo } from "../src/services/platform/platform.js"

export const desktop: PlatformInfo = { isMobile: false, isTelegram: false, isSafariIos: false }
export const mobile: PlatformInfo = { isMobile: true, isTelegram: false, isSafariIos: false }

/** The client's controllers with memory storage, for effect tests. */
export const controllersLayer = (
  overrides: Partial<Schema.Codec.Encoded<typeof GangwayOptions>> = {},
  platform: PlatformInfo = desktop
) => {
  const options = Schema.decodeUnknownSync(GangwayOptions)({
    networks: [localChain("http://127.0.0.1:8545"), mainnet],
    ...overrides
  })
  return Layer.fresh(gangwayLayer(options, { storage: "memory", platform }))
}
