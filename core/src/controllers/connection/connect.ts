import { Effect, Schema } from "effect"
import { WALLETCONNECT_ID } from "../../connectors/connector-data.js"
import type { WalletError } from "../../connectors/session.js"
import type { Connector } from "../../domain/connector.js"
import { connectorNamespaces } from "../../connectors/connector-data.js"
import { StorageKeys } from "../../domain/storage-keys.js"
import { RequestAborted, WalletRequestFailed } from "../../errors.js"
import { rememberRecentWallet, writeJson } from "../../services/storage/stored-values.js"
import { asAttempt } from "./attempt.js"
import type { ConnectionContext, WalletConnectAttempt } from "./context.js"
import type { Pairing } from "./pairing.js"
import { rememberSessions } from "./remember.js"
import { SignInHooks } from "../sign-in.js"

const Linking = Schema.Struct({ name: Schema.String, href: Schema.String })

/** How the user connected, as analytics reports it: a deep link is `mobile`, a scanned QR `qrcode`. */
const connectMethodOf = (connector: Connector, attempt: WalletConnectAttempt | undefined) => {
  if (connector.id === WALLETCONNECT_ID)
    return attempt?.linking === undefined ? ("qrcode" as const) : ("mobile" as const)
  return connector.type === "ANNOUNCED" || connector.type === "MULTI_CHAIN"
    ? ("browser" as const)
    : ("injected" as const)
}

/**
 * Connects the connector with this id: every namespace it spans that the dApp
 * configured (SPEC §4). The active network follows the wallet when the active
 * namespace is not among them. The state keeps it as the connection's attempt (attempt.ts).
 */
export const makeConnect = (ctx: ConnectionContext, pairing: Pairing) =>
  Effect.fn("Connection.connect")(function* (connectorId: string, attempt?: WalletConnectAttempt) {
    const { chains, store, sessions, options } = ctx
    const implementation = yield* ctx.connectors.find(connectorId)
    const namespaces = connectorNamespaces(implementation.connector).filter((namespace) =>
      ctx.adapters.namespaces.includes(namespace)
    )
    for (const namespace of namespaces) yield* chains.patchAccount(namespace, { status: "connecting" })
    // A new pairing shows that it is being prepared at once, while the adapters and the SDK load.
    const buffering = connectorId === WALLETCONNECT_ID && !pairing.pending()
    yield* store.update((state) => ({
      ...state,
      status: "connecting",
      wcError: false,
      ...(buffering ? { buffering: true } : {})
    }))
    // The namespaces' adapters are ready before the wallet is asked (their sessions need them).
    const modalWasOpen = ctx.modal.store.get().open
    yield* Effect.forEach(namespaces, (namespace) => Effect.ignore(ctx.adapters.get(namespace)))

    const revert = Effect.gen(function* () {
      for (const namespace of namespaces) {
        yield* chains.patchAccount(namespace, { status: sessions.has(namespace) ? "connected" : "disconnected" })
      }
      yield* store.update((state) => ({
        ...state,
        status: sessions.size() > 0 ? "connected" : "disconnected",
        buffering: false,
        wcError: connectorId === WALLETCONNECT_ID
      }))
    })
    // Closed while the adapters loaded: the person gave up before any pairing existed (SPEC §4 cancel).
    const gaveUp = connectorId === WALLETCONNECT_ID && modalWasOpen && !ctx.modal.store.get().open
    const granted = yield* (
      gaveUp
        ? Effect.fail<WalletError>(new RequestAborted())
        : pairing.start(implementation, { network: chains.store.get().activeCaipNetwork, networks: options.networks })
    ).pipe(
      Effect.map((found) => found.filter((session) => ctx.adapters.namespaces.includes(session.namespace))),
      Effect.flatMap((found) =>
        found.length > 0
          ? Effect.succeed(found)
          : Effect.fail<WalletError>(
              new WalletRequestFailed({
                method: "connect",
                details: "the wallet granted no account on the dApp's networks"
              })
            )
      ),
      // Whatever ended the attempt (refusal, abort, interruption), the state is as it was.
      Effect.onError(() => revert)
    )

    for (const session of granted) yield* sessions.adopt(session, implementation.connector.id)
    // The namespaces asked but not granted are as they were.
    for (const namespace of namespaces) {
      if (!sessions.has(namespace)) yield* chains.patchAccount(namespace, { status: "disconnected" })
    }
    const activeNamespace = chains.store.get().activeNamespace
    const first = granted[0]
    if (first !== undefined && (activeNamespace === undefined || !sessions.has(activeNamespace))) {
      const network =
        options.networks.find((item) => item.caipNetworkId === first.caipNetworkId) ??
        options.networks.find((item) => item.chainNamespace === first.namespace)
      if (network !== undefined) yield* chains.setActiveNetwork(network)
      yield* sessions.applyNetwork(first, first.caipNetworkId)
    }
    yield* rememberSessions(ctx)

    const choice = attempt ?? (connectorId === WALLETCONNECT_ID ? pairing.takeChoice() : undefined)
    yield* ctx.analytics.track(
      {
        event: "CONNECT_SUCCESS",
        properties: { method: connectMethodOf(implementation.connector, choice), name: implementation.connector.name }
      },
      { address: granted[0]?.accounts[0] }
    )
    if (connectorId === WALLETCONNECT_ID) {
      // Finalising: remember the deep link and the wallet for next time.
      if (choice?.linking !== undefined)
        yield* ctx.withStorage(writeJson(StorageKeys.deepLink, Linking, choice.linking))
      if (choice?.wallet !== undefined) yield* ctx.withStorage(rememberRecentWallet(choice.wallet))
      yield* store.update((state) => ({
        ...state,
        ...(choice?.linking === undefined ? {} : { wcLinking: choice.linking }),
        ...(choice?.wallet === undefined ? {} : { recentWallet: choice.wallet })
      }))
    }
    // Sign-in (SIWX): what the wallet signed while connecting is kept; an account still to sign in keeps the modal on the sign-in view.
    const signIns = granted.flatMap((session) => (session.signIn === undefined ? [] : [session.signIn]))
    const signingIn = yield* (yield* SignInHooks).afterConnect(signIns)
    const active = chains.store.get().activeNamespace
    yield* ctx.outcomes.report({
      _tag: "Connected",
      signingIn,
      activeConnected: active !== undefined && sessions.has(active),
      unsupportedChain: store.get().unsupportedChainId !== undefined
    })
  }, asAttempt(ctx.store))
