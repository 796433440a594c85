import { Effect, Option } from "effect"
import type { EmbeddedWalletChannel } from "../../connectors/auth/embedded-channel.js"
import type { FrameTransport } from "../../connectors/auth/frame-transport.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { EvmCall, UserOperationEstimate } from "../../domain/user-operation.js"
import { WalletRequestFailed } from "../../errors.js"

/** Requests after which an undeployed smart account may exist on chain (its first user operation deploys it). */
const SENDS = new Set(["eth_sendTransaction", "wallet_sendCalls", "wallet_getCallsStatus"])

/**
 * The embedded wallet's channel for a smart account not deployed yet: after each send it asks
 * the frame (INIT_SMART_ACCOUNT) whether the account is on chain now, and says so once
 * (`smartAccountDeployed` turns true, SPEC §3).
 */
export const watchingDeployment = (
  channel: EmbeddedWalletChannel,
  transport: FrameTransport,
  onDeployed: Effect.Effect<void>
): EmbeddedWalletChannel => {
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

/**
 * The smart account's wallet (the frame) prepares the calls as the user operation it would send
 * (ESTIMATE_USER_OPERATION, its answer decoded by the protocol), so the fee shown is priced by
 * the same bundler, limits and fees per gas as the operation that is then sent.
 */
export const userOperationEstimator =
  (transport: FrameTransport) =>
  (network: CaipNetwork, calls: ReadonlyArray<EvmCall>): Effect.Effect<UserOperationEstimate, WalletRequestFailed> =>
    Effect.suspend(() => {
      const [first, ...rest] = calls.map((call) => ({
        to: call.to,
        value: `0x${call.value.toString(16)}`,
        data: call.data
      }))
      if (first === undefined)
        return Effect.fail(
          new WalletRequestFailed({ method: "ESTIMATE_USER_OPERATION", details: "no calls to estimate" })
        )
      return transport
        .request("ESTIMATE_USER_OPERATION", { chainId: network.caipNetworkId, calls: [first, ...rest] })
        .pipe(
          Effect.map((answer) => ({
            callGasLimit: BigInt(answer.callGasLimit),
            verificationGasLimit: BigInt(answer.verificationGasLimit),
            preVerificationGas: BigInt(answer.preVerificationGas),
            paymasterVerificationGasLimit: BigInt(answer.paymasterVerificationGasLimit),
            paymasterPostOpGasLimit: BigInt(answer.paymasterPostOpGasLimit),
            maxFeePerGas: BigInt(answer.maxFeePerGas),
            deploysAccount: answer.deploysAccount
          })),
          Effect.mapError(
            (error) => new WalletRequestFailed({ method: "ESTIMATE_USER_OPERATION", details: error.message })
          )
        )
    })
