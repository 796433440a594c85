import { Effect } from "effect"
import type { WalletConnectNamespace } from "./namespace-contract.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { Connector } from "../../domain/connector.js"
import { walletConnectConnectorData } from "../connector-data.js"
import { RELAY_CONNECT_TIMEOUT_MS } from "../../constants.js"
import { WalletRequestFailed } from "../../errors.js"
import { errorDetails, USER_REJECTED } from "../provider.js"
import type { ConnectOptions, ConnectorImplementation } from "../session.js"
import { RelayUnreachable, RequestDeclined } from "../../errors.js"
import { approvedSessions } from "./approved-sessions.js"
import type { KeyValueStorage } from "./key-value-storage.js"
import { authenticationRequest, signInOf, type WalletConnectSignInFields } from "./one-click-auth.js"
import { relayConnected, showPairingUriEarly } from "./pairing-uri.js"
import { refusedSettlement } from "./settlement-watch.js"
import { makeSignClient, type SignClient, type WalletConnectMetadata } from "./sign-client.js"

export { WALLETCONNECT_ID } from "../connector-data.js"
export type { WalletConnectSignInFields } from "./one-click-auth.js"

export interface WalletConnectOptions {
  readonly projectId: string
  readonly relayUrl?: string | undefined
  readonly metadata: WalletConnectMetadata
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
  const signClient = makeSignClient(options)
  const sessions = approvedSessions({ connector, networks: options.networks })

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

  /**
   * A session proposal: its URI (the relay answered) and the wait for the wallet's approval. With
   * sign-in configured it carries an authentication request, which a wallet that supports it signs,
   * and one that does not simply ignores.
   */
  const propose = async (client: SignClient, namespaces: ReadonlyArray<WalletConnectNamespace>) => {
    // Sign-in applies to EVM chains only (SPEC §4).
    const signInFields = namespaces.some((mapping) => mapping.namespace === "eip155") ? options.signInFields : undefined
    // No message from the provider (its backend down): a plain proposal; sign-in follows the connection.
    const request =
      signInFields === undefined
        ? undefined
        : await authenticationRequest(options.networks, namespaces, signInFields).catch(() => undefined)
    const authentication = request === undefined ? undefined : [request]
    return client.connect({
      optionalNamespaces: optionalNamespaces(namespaces),
      ...(authentication === undefined ? {} : { authentication })
    })
  }

  const proposalFailed = (error: unknown) =>
    // The SDK reports a wallet's refusal as a rejection of the proposal (5000 range).
    /reject/i.test(errorDetails(error)) || (error as { code?: unknown } | undefined)?.code === USER_REJECTED
      ? new RequestDeclined({ action: "connect", details: errorDetails(error) })
      : new WalletRequestFailed({ method: "wc_sessionPropose", details: errorDetails(error) })

  const connect = ({ network, onDisplayUri }: ConnectOptions) =>
    Effect.gen(function* () {
      const [client, namespaces] = yield* Effect.tryPromise({
        try: () => Promise.all([signClient.get(), options.namespaces()]),
        catch: (error) => new WalletRequestFailed({ method: "wc_init", details: errorDetails(error) })
      })
      const early = yield* Effect.promise(() => showPairingUriEarly(client, onDisplayUri))
      // The relay must answer within 15 s (on the Clock): otherwise it is said to be unreachable,
      // rather than left to the SDK's retries. The proposal goes on meanwhile.
      const reachable = relayConnected(client).pipe(
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
      const proposing = Effect.tryPromise({ try: () => propose(client, namespaces), catch: proposalFailed })
      const [, proposal] = yield* Effect.all([reachable, proposing], { concurrency: 2 }).pipe(
        Effect.ensuring(Effect.sync(early.stop))
      )
      const shownEarly = early.shown()
      const { uri, approval } = proposal
      if (uri !== undefined && uri !== shownEarly) yield* Effect.promise(async () => onDisplayUri?.(uri))
      const session = yield* Effect.raceFirst(
        Effect.tryPromise({ try: () => approval(), catch: proposalFailed }),
        refusedSettlement(client)
      )
      const approved = sessions.toSessions(client, session, namespaces, network)
      if (approved.length === 0) return yield* sessions.refuse(client, session, namespaces)
      const cacao = session.authentication?.[0]
      const signIn = cacao === undefined ? undefined : signInOf(client, cacao)
      return approved.map((item) => (signIn !== undefined && item.namespace === "eip155" ? { ...item, signIn } : item))
    })

  const reconnect = ({ network }: ConnectOptions) =>
    Effect.tryPromise({
      try: async () => {
        const [client, namespaces] = await Promise.all([signClient.get(), options.namespaces()])
        const now = Math.floor(Date.now() / 1000)
        const session = client.session
          .getAll()
          .filter(
            (item) =>
              item.expiry > now && Object.values(item.namespaces).some((approved) => approved.accounts.length > 0)
          )
          .at(-1)
        return session === undefined ? [] : sessions.toSessions(client, session, namespaces, network)
      },
      catch: (error) => new WalletRequestFailed({ method: "wc_sessionRestore", details: errorDetails(error) })
    })

  return { connector, connect, reconnect, client: signClient.get, shutdown: signClient.shutdown }
}
