import { Effect } from "effect"
import type { WalletConnectNamespace } from "../../adapters/adapter.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { walletConnectConnectorData } from "../connector-data.js"
import { RELAY_CONNECT_TIMEOUT_MS } from "../../constants.js"
import { WalletRequestFailed } from "../../errors.js"
import { errorDetails, USER_REJECTED } from "../provider.js"
import type { ConnectOptions, ConnectorImplementation, WalletSession } from "../session.js"
import { RelayUnreachable, RequestDeclined, WalletSessionRefused } from "../../errors.js"
import { readApprovedAccounts } from "./approved-accounts.js"
import type { KeyValueStorage } from "./key-value-storage.js"
import { authenticationRequest, signInOf, type WalletConnectSignInFields } from "./one-click-auth.js"
import { instancePrefix } from "./instance-prefix.js"
import { pingOf } from "./session-ping.js"
import { refusedSettlement } from "./settlement-watch.js"

export { WALLETCONNECT_ID } from "../connector-data.js"
export type { WalletConnectSignInFields } from "./one-click-auth.js"

export interface WalletConnectOptions {
  readonly projectId: string
  readonly relayUrl?: string | undefined
  readonly metadata: {
    readonly name: string
    readonly description: string
    readonly url: string
    readonly icons: ReadonlyArray<string>
  }
  readonly networks: ReadonlyArray<CaipNetwork>
  /** The connector as listed (its `chains`: the namespaces one pairing connects). */
  readonly connector?: Connector | undefined
  /** The namespaces to ask for, from the dApp's adapters (loaded when first needed). */
  readonly namespaces: () => Promise<ReadonlyArray<WalletConnectNamespace>>
  readonly storage: KeyValueStorage
  /** Distinct per client when several share one page or process. */
  readonly storagePrefix: string
  /**
   * Sign in while connecting (SIWX configured): the message's fields from the sign-in provider
   * (its nonce above all) for the proposal's authentication request; a wallet without
   * one-click authentication approves it as a normal session, and signs in afterwards.
   */
  readonly signInFields?: ((chainId: string) => Promise<WalletConnectSignInFields>) | undefined
}

type SignClient = Awaited<ReturnType<typeof import("@walletconnect/sign-client").SignClient.init>>
type Session = SignClient["session"]["values"][number]

const USER_DISCONNECTED = { code: 6000, message: "User disconnected." }
/** The protocol's reason for a session whose accounts the dApp cannot use. */
const UNSUPPORTED_ACCOUNTS = { code: 5103, message: "Unsupported accounts: no usable account on a requested chain." }

/**
 * WalletConnect v2 through the real sign-client, loaded only when first used
 * (it is the largest dependency of the core).
 */
export const walletConnectConnector = (
  options: WalletConnectOptions
): ConnectorImplementation & {
  readonly client: () => Promise<SignClient>
  /** Closes the relay socket and releases the SDK's core. */
  readonly shutdown: () => Promise<void>
} => {
  const connector = options.connector ?? walletConnectConnectorData
  let client: Promise<SignClient> | undefined
  let prefix: string | undefined

  const getClient = () => {
    client ??= Promise.all([import("@walletconnect/sign-client"), instancePrefix(options)]).then(
      ([{ SignClient }, found]) => {
        prefix = found
        return SignClient.init({
          projectId: options.projectId,
          ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
          customStoragePrefix: found,
          storage: options.storage,
          telemetryEnabled: false,
          logger: "silent",
          metadata: { ...options.metadata, icons: [...options.metadata.icons] }
        })
      }
    )
    return client
  }

  const shutdown = async () => {
    if (client === undefined) return
    const signClient = await client.catch(() => undefined)
    client = undefined
    if (signClient === undefined) return
    signClient.core.heartbeat.stop()
    await signClient.core.relayer.transportClose().catch(() => undefined)
    // The SDK keeps one core per storage prefix on globalThis; a later client on the
    // same storage (a restart) must build its own from storage, as after a page load.
    const global = globalThis as Record<string, unknown>
    delete global[`_walletConnectCore_${prefix ?? ""}`]
    delete global[`_walletConnectCore_${prefix ?? ""}_count`]
  }

  /** Optional namespaces asking for every network of each namespace the dApp has. */
  const optionalNamespaces = (namespaces: ReadonlyArray<WalletConnectNamespace>) =>
    Object.fromEntries(
      namespaces.flatMap((mapping) => {
        const chains = options.networks
          .filter((network) => network.chainNamespace === mapping.namespace)
          .map((network) => network.caipNetworkId)
        return chains.length === 0
          ? []
          : [[mapping.namespace, { chains, methods: [...mapping.methods], events: [...mapping.events] }]]
      })
    )

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
    session: Session,
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
            Effect.tap(() => Effect.sync(() => void (ended = true))),
            Effect.orDie
          )
    )
    return namespaces.flatMap((mapping) => {
      const built = mapping.session({
        connector,
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
   * A session proposal; with sign-in configured it carries an authentication request,
   * which a wallet that supports it signs, and one that does not simply ignores.
   */
  /** The proposal's URI (the relay answered) and the wait for the wallet's approval. */
  const propose = async (signClient: SignClient, namespaces: ReadonlyArray<WalletConnectNamespace>) => {
    // Sign-in applies to EVM chains only (SPEC §4).
    const signInFields = namespaces.some((mapping) => mapping.namespace === "eip155") ? options.signInFields : undefined
    // No message from the provider (its backend down): a plain proposal; sign-in follows the connection.
    const request =
      signInFields === undefined
        ? undefined
        : await authenticationRequest(options.networks, namespaces, signInFields).catch(() => undefined)
    const authentication = request === undefined ? undefined : [request]
    return signClient.connect({
      optionalNamespaces: optionalNamespaces(namespaces),
      ...(authentication === undefined ? {} : { authentication })
    })
  }

  const proposalFailed = (error: unknown) =>
    // The SDK reports a wallet's refusal as a rejection of the proposal (5000 range).
    /reject/i.test(errorDetails(error)) || (error as { code?: unknown } | undefined)?.code === USER_REJECTED
      ? new RequestDeclined({ action: "connect", details: errorDetails(error) })
      : new WalletRequestFailed({ method: "wc_sessionPropose", details: errorDetails(error) })

  /**
   * Shows the pairing URI as soon as the pairing exists and the relay has answered. `connect()`
   * returns the URI only after publishing the proposal, which first waits for the Verify frame's
   * attestation (about 5 s where that frame cannot load, as on the local world); the wallet can
   * scan the code meanwhile, since the relay keeps the proposal for it.
   */
  const showEarly = async (signClient: SignClient, onDisplayUri: ConnectOptions["onDisplayUri"]) => {
    const { formatUri } = await import("@walletconnect/utils")
    let uri: string | undefined
    let relayAnswered = false
    let shown = false
    const show = () => {
      if (shown || uri === undefined || !relayAnswered) return
      shown = true
      void onDisplayUri?.(uri)
    }
    const onCreate = (pairing: {
      topic: string
      expiry: number
      relay: { protocol: string; data?: string }
      methods?: Array<string>
    }) => {
      uri = formatUri({
        protocol: signClient.core.protocol,
        version: signClient.core.version,
        topic: pairing.topic,
        symKey: signClient.core.crypto.keychain.get(pairing.topic),
        relay: pairing.relay,
        expiryTimestamp: pairing.expiry,
        ...(pairing.methods === undefined ? {} : { methods: pairing.methods })
      })
      show()
    }
    signClient.core.pairing.events.once("pairing_create", onCreate)
    return {
      relayAnswered: () => {
        relayAnswered = true
        show()
      },
      shown: () => (shown ? uri : undefined),
      stop: () => void signClient.core.pairing.events.off("pairing_create", onCreate)
    }
  }

  /** Settles once the relay's socket is open (at once when it already is). */
  const relayConnected = (signClient: SignClient) =>
    Effect.callback<void>((resume) => {
      const relayer = signClient.core.relayer
      if (relayer.connected) return resume(Effect.void)
      const onConnect = () => resume(Effect.void)
      relayer.once("relayer_connect", onConnect)
      return Effect.sync(() => void relayer.off("relayer_connect", onConnect))
    })

  /**
   * An approval without a usable account on a requested chain: the wallet is told the session is
   * over, the log says what was wrong with each account, and the attempt fails typed.
   */
  const refuse = (signClient: SignClient, session: Session, namespaces: ReadonlyArray<WalletConnectNamespace>) => {
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

  const connect = ({ network, onDisplayUri }: ConnectOptions) =>
    Effect.gen(function* () {
      const [signClient, namespaces] = yield* Effect.tryPromise({
        try: () => Promise.all([getClient(), options.namespaces()]),
        catch: (error) => new WalletRequestFailed({ method: "wc_init", details: errorDetails(error) })
      })
      const early = yield* Effect.promise(() => showEarly(signClient, onDisplayUri))
      // The relay must answer within 15 s (on the Clock): otherwise it is said to be unreachable,
      // rather than left to the SDK's retries. The proposal goes on meanwhile.
      const reachable = relayConnected(signClient).pipe(
        Effect.tap(() => Effect.sync(early.relayAnswered)),
        Effect.timeoutOrElse({
          duration: RELAY_CONNECT_TIMEOUT_MS,
          orElse: () =>
            Effect.fail(
              new RelayUnreachable({
                relayUrl: options.relayUrl ?? "the public relay",
                seconds: RELAY_CONNECT_TIMEOUT_MS / 1000
              })
            )
        })
      )
      const proposing = Effect.tryPromise({ try: () => propose(signClient, namespaces), catch: proposalFailed })
      const [, proposal] = yield* Effect.all([reachable, proposing], { concurrency: 2 }).pipe(
        Effect.ensuring(Effect.sync(early.stop))
      )
      const shownEarly = early.shown()
      const { uri, approval } = proposal
      if (uri !== undefined && uri !== shownEarly) yield* Effect.promise(async () => onDisplayUri?.(uri))
      const session = yield* Effect.raceFirst(
        Effect.tryPromise({ try: () => approval(), catch: proposalFailed }),
        refusedSettlement(signClient)
      )
      const sessions = toSessions(signClient, session, namespaces, network)
      if (sessions.length === 0) return yield* refuse(signClient, session, namespaces)
      const cacao = session.authentication?.[0]
      const signIn = cacao === undefined ? undefined : signInOf(signClient, cacao)
      return sessions.map((item) => (signIn !== undefined && item.namespace === "eip155" ? { ...item, signIn } : item))
    })

  const reconnect = ({ network }: ConnectOptions) =>
    Effect.tryPromise({
      try: async () => {
        const [signClient, namespaces] = await Promise.all([getClient(), options.namespaces()])
        const now = Math.floor(Date.now() / 1000)
        const session = signClient.session
          .getAll()
          .filter(
            (item) =>
              item.expiry > now && Object.values(item.namespaces).some((approved) => approved.accounts.length > 0)
          )
          .at(-1)
        return session === undefined ? [] : toSessions(signClient, session, namespaces, network)
      },
      catch: (error) => new WalletRequestFailed({ method: "wc_sessionRestore", details: errorDetails(error) })
    })

  return { connector, connect, reconnect, client: getClient, shutdown }
}
