import { Effect } from "effect"
import type { Adapters } from "../../adapters/registry.js"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { ConnectOptions, ConnectorImplementation, WalletSession } from "../../connectors/session.js"
import { networkForNamespace } from "../../connectors/session.js"
import { caipNetworkIdOf, isCaipNetworkId, type CaipNetworkId } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import type { FrameUser } from "../../domain/frame.js"
import type { AccountType, ChainNamespace } from "../../domain/namespace.js"
import { WalletRequestFailed } from "../../errors.js"
import { userOperationEstimator, watchingDeployment } from "./smart-account-deployment.js"

const userChainId = (chainId: FrameUser["chainId"]): CaipNetworkId =>
  typeof chainId === "string" && isCaipNetworkId(chainId) ? chainId : caipNetworkIdOf("eip155", chainId)

const asWalletError = (error: { readonly _tag: string; readonly message: string }) =>
  error._tag === "SignatureDeclined"
    ? (error as never)
    : new WalletRequestFailed({ method: "connect", details: error.message })

/**
 * The auth connector (type AUTH): the frame's embedded wallet, reached through each namespace's
 * adapter as the page's own wallet would be (the frame's EIP-1193 provider for eip155). It
 * connects once the frame has a logged-in user; disconnecting signs out of the frame.
 */
export const authConnector = (deps: {
  readonly connector: Connector
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly adapters: Adapters["Service"]
  readonly frame: Effect.Effect<AuthFrame, { readonly _tag: string; readonly message: string }>
  /** Whether a login was used here before (SPEC §4: without one, not connected, the frame not even loaded). */
  readonly loginUsed: Effect.Effect<boolean>
  readonly signOut: Effect.Effect<void>
  /** The frame said not connected, or failed: the login cache is cleared. */
  readonly forget: Effect.Effect<void>
  readonly onUser: (user: FrameUser) => Effect.Effect<void>
  /** The account type the app last chose for `namespace` (stored; EOA when it cannot be read). */
  readonly preferredAccountType?: ((namespace: ChainNamespace) => Effect.Effect<AccountType>) | undefined
  /** The smart account in use on `namespace` is on chain now (its first user operation deployed it). */
  readonly onSmartAccountDeployed?: ((namespace: ChainNamespace) => Effect.Effect<void>) | undefined
}): ConnectorImplementation => {
  // Each connect replaces the sessions of the one before (a new preferred account type reconnects):
  // a replaced session ends on our side only; only the current one's disconnect signs out.
  let generation = 0
  const open = (options: ConnectOptions) =>
    Effect.gen(function* () {
      const frame = yield* deps.frame
      const current = ++generation
      // A failed lookup means no smart accounts (SPEC §4), not a failed connection.
      const smartAccountEnabledNetworks = yield* frame.transport.request("GET_SMART_ACCOUNT_ENABLED_NETWORKS", {}).pipe(
        Effect.map((reply) => reply.smartAccountEnabledNetworks),
        Effect.orElseSucceed((): ReadonlyArray<number> => [])
      )
      const sessions: Array<WalletSession> = []
      for (const namespace of deps.namespaces) {
        const network = networkForNamespace(namespace, options)
        if (network === undefined) continue
        const adapter = yield* deps.adapters.get(namespace)
        if (adapter.embeddedWallet === undefined) continue
        const preferredAccountType =
          deps.preferredAccountType === undefined ? "eoa" : yield* deps.preferredAccountType(namespace)
        const user = yield* frame.transport.request("GET_USER", {
          chainId: network.caipNetworkId,
          preferredAccountType
        })
        yield* deps.onUser(user)
        // The frame's wallet behind the interface this namespace's page wallets have.
        const undeployed =
          user.preferredAccountType === "smartAccount" &&
          user.smartAccountDeployed !== true &&
          deps.onSmartAccountDeployed !== undefined
        const channel = undeployed
          ? watchingDeployment(frame.channel, frame.transport, deps.onSmartAccountDeployed!(namespace))
          : frame.channel
        const provider = adapter.embeddedWallet(channel, { address: user.address, chainId: userChainId(user.chainId) })
        const found = yield* adapter.announced({ ...deps.connector, chain: namespace, provider }).connect(options)
        for (const session of found) {
          sessions.push({
            ...session,
            connector: deps.connector,
            accountTypes: {
              accounts: user.accounts ?? [{ address: user.address, type: "eoa" }],
              preferred: user.preferredAccountType ?? "eoa",
              smartAccountDeployed: user.smartAccountDeployed ?? false,
              smartAccountEnabledNetworks
            },
            ...(user.preferredAccountType === "smartAccount" && namespace === "eip155"
              ? { estimateUserOperation: userOperationEstimator(frame.transport) }
              : {}),
            disconnect: () =>
              current === generation ? Effect.andThen(deps.signOut, session.disconnect()) : session.disconnect()
          })
        }
      }
      return sessions
    }).pipe(Effect.mapError(asWalletError))

  return {
    connector: deps.connector,
    connect: open,
    reconnect: (options) =>
      Effect.gen(function* () {
        if (!(yield* deps.loginUsed)) return []
        const frame = yield* Effect.option(deps.frame)
        const connected =
          frame._tag === "None"
            ? false
            : yield* Effect.orElseSucceed(
                Effect.map(frame.value.transport.request("IS_CONNECTED", {}), (reply) => reply.isConnected),
                () => false
              )
        if (!connected) {
          yield* deps.forget
          return []
        }
        return yield* Effect.catch(open(options), () => Effect.as(deps.forget, []))
      })
  }
}
