import { Effect, Option } from "effect"
import type { EmbeddedWalletChannel } from "../../connectors/auth/embedded-channel.js"
import type { FrameTransport } from "../../connectors/auth/frame-transport.js"

/** Requests after which an undeployed smart account may exist on chain (its first user operation deploys it). */
const SENDS = new Set(["eth_sendTransaction", "wallet_sendCalls", "wallet_getCallsStatus"])

/**
 * The embedded wallet's channel for a smart account not deployed yet: after each send it asks
 * the frame (INIT_SMART_ACCOUNT) whether the account is on chain now, and says so once
 * (`smartAccountDeployed` turns true, SPEC §3).
 */
export const watchingDeployment = (channel: EmbeddedWalletChannel, transport: FrameTransport, onDeployed: Effect.Effect<void>): EmbeddedWalletChannel => {
  let deployed = false
  return {
    ...channel,
    request: async (chainId, method, params) => {
      const result = await channel.request(chainId, method, params)
      if (!deployed && SENDS.has(method)) {
        const account = await Effect.runPromise(Effect.option(transport.request("INIT_SMART_ACCOUNT", {})))
        if (Option.isSome(account) && account.value.isDeployed) {
          deployed = true
          await Effect.runPromise(onDeployed)
        }
      }
      return result
    }
  }
}
