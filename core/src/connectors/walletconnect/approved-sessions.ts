import { Effect } from "effect"
import type { WalletConnectNamespace } from "./namespace-contract.js"
import { RELAY_CONNECT_TIMEOUT_MS } from "../../constants.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { WalletSessionRefused } from "../../errors.js"
import type { WalletSession } from "../session.js"
import { readApprovedAccounts } from "./approved-accounts.js"
import { pingOf } from "./session-ping.js"
import type { SignClient, SignClientSession } from "./sign-client.js"

const USER_DISCONNECTED = { code: 6000, message: "User disconnected." }
/** The protocol's reason for a session whose accounts the dApp cannot use. */
const UNSUPPORTED_ACCOUNTS = { code: 5103, message: "Unsupported accounts: no usable account on a requested chain." }

/**
 * A WalletConnect session the wallet approved, as the dApp uses it: one WalletSession per
 * approved namespace (its accounts, requests, events and end), or its refusal when no
 * account is usable.
 */
export const approvedSessions = (options: {
  readonly connector: Connector
  readonly networks: ReadonlyArray<CaipNetwork>
}) => {
  /** The chains the dApp asks for in a namespace: the only ones an approved account may be on. */
  const requestedChains = (namespace: string): ReadonlySet<string> =>
    new Set(
      options.networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId)
    )

  /** The session's accounts of a namespace that the dApp can use; none once the session is gone. */
  const usableAccounts = (signClient: SignClient, topic: string, namespace: string) => {
    const approved = signClient.session.keys.includes(topic)
      ? signClient.session.get(topic).namespaces[namespace]?.accounts
      : undefined
    return readApprovedAccounts(namespace, approved ?? [], requestedChains(namespace))
  }

  /** One session per approved namespace, all on the same topic. */
  const toSessions = (
    signClient: SignClient,
    session: SignClientSession,
    namespaces: ReadonlyArray<WalletConnectNamespace>,
    preferred: CaipNetwork | undefined
  ): ReadonlyArray<WalletSession> => {
    let ended = false
    // The wallet must hear of it: a relay that cannot take the message within 15 s (on the
    // Clock) is a failure to disconnect (SPEC §8), and the session stays, to be ended again.
    const end = Effect.suspend(() =>
      ended
        ? Effect.void
        : Effect.tryPromise(() => signClient.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })).pipe(
            Effect.timeout(RELAY_CONNECT_TIMEOUT_MS),
            Effect.tap(() =>
              Effect.sync(() => {
                ended = true
              })
            ),
            Effect.orDie
          )
    )
    return namespaces.flatMap((mapping) => {
      const built = mapping.session({
        connector: options.connector,
        networks: options.networks,
        preferred,
        accounts: () => usableAccounts(signClient, session.topic, mapping.namespace).accepted,
        methods: () => signClient.session.get(session.topic).namespaces[mapping.namespace]?.methods ?? [],
        request: (chainId, method, params) =>
          signClient.request({ topic: session.topic, chainId, request: { method, params } }),
        onEvent: (listener, onEnd) => {
          const onSessionEvent = ({
            topic,
            params
          }: {
            topic: string
            params: { event: { name: string; data: unknown }; chainId: string }
          }) => {
            if (topic === session.topic && params.chainId.startsWith(`${mapping.namespace}:`))
              listener(params.event.name, params.event.data)
          }
          const onClosed = ({ topic }: { topic: string }) => {
            if (topic === session.topic) onEnd()
          }
          signClient.on("session_event", onSessionEvent)
          signClient.on("session_delete", onClosed)
          signClient.on("session_expire", onClosed)
          return () => {
            signClient.off("session_event", onSessionEvent)
            signClient.off("session_delete", onClosed)
            signClient.off("session_expire", onClosed)
          }
        },
        disconnect: () => end
      })
      return built === undefined ? [] : [{ ...built, ping: () => pingOf(signClient, session.topic) }]
    })
  }

  /**
   * An approval without a usable account on a requested chain: the wallet is told the session is
   * over, the log says what was wrong with each account, and the attempt fails typed.
   */
  const refuse = (
    signClient: SignClient,
    session: SignClientSession,
    namespaces: ReadonlyArray<WalletConnectNamespace>
  ) => {
    const refused = namespaces.flatMap(
      (mapping) => usableAccounts(signClient, session.topic, mapping.namespace).refused
    )
    const reason =
      refused.length === 0
        ? "no account with a valid address on a requested chain"
        : refused
            .slice(0, 5)
            .map((item) => `${item.account}: ${item.reason}`)
            .join("; ")
    return Effect.tryPromise(() => signClient.disconnect({ topic: session.topic, reason: UNSUPPORTED_ACCOUNTS })).pipe(
      Effect.timeout(RELAY_CONNECT_TIMEOUT_MS),
      Effect.ignore,
      Effect.andThen(Effect.logWarning(`WalletConnect approval refused: ${reason}`)),
      Effect.andThen(Effect.fail(new WalletSessionRefused({ reason })))
    )
  }

  return { toSessions, refuse }
}
