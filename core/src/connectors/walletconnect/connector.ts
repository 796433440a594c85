import { Effect } from "effect"
import { createPublicClient, getAddress, http, numberToHex, type Address } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { walletConnectConnectorData } from "../connector-data.js"
import { PAIRING_VALIDITY_MS } from "../../constants.js"
import type { SiwxSession } from "../../domain/siwx.js"
import { WalletRequestFailed } from "../../errors.js"
import { errorDetails, type Eip1193Provider } from "../provider.js"
import { providerSession } from "../provider-session.js"
import type { ConnectOptions, ConnectorImplementation, WalletSession } from "../session.js"
import { toWalletError } from "../wallet-errors.js"
import type { KeyValueStorage } from "./key-value-storage.js"
import { EIP155_METHODS, optionalNamespaces, sessionAccounts } from "./namespaces.js"

export { WALLETCONNECT_ID } from "../connector-data.js"

export interface WalletConnectOptions {
  readonly projectId: string
  readonly relayUrl?: string | undefined
  readonly metadata: { readonly name: string; readonly description: string; readonly url: string; readonly icons: ReadonlyArray<string> }
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly storage: KeyValueStorage
  /** Distinct per client when several share one page or process. */
  readonly storagePrefix: string
  /**
   * Sign in while connecting (SIWX configured): the proposal carries an authentication
   * request; a wallet without one-click authentication approves it as a normal session.
   */
  readonly authenticate?: boolean | undefined
}

type SignClient = Awaited<ReturnType<typeof import("@walletconnect/sign-client").SignClient.init>>
type Session = SignClient["session"]["values"][number]

const USER_DISCONNECTED = { code: 6000, message: "User disconnected." }

/**
 * WalletConnect v2 through the real sign-client, loaded only when first used
 * (it is the largest dependency of the core).
 */
export const walletConnectConnector = (options: WalletConnectOptions): ConnectorImplementation & {
  readonly client: () => Promise<SignClient>
  /** Closes the relay socket and releases the SDK's core. */
  readonly shutdown: () => Promise<void>
} => {
  const connector = walletConnectConnectorData
  let client: Promise<SignClient> | undefined
  let prefix: string | undefined

  const getClient = () => {
    client ??= Promise.all([import("@walletconnect/sign-client"), instancePrefix(options)]).then(([{ SignClient }, found]) => {
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
    })
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

  const networkOf = (chainId: number) =>
    options.networks.find((network) => network.chainNamespace === "eip155" && Number(network.id) === chainId)

  /** An EIP-1193 provider over one session: wallet methods go to the wallet, reads to the network's RPC. */
  const sessionProvider = (signClient: SignClient, session: Session, chainId: number) => {
    let current = chainId
    const listeners = new Map<string, Set<(...args: Array<unknown>) => void>>()
    const emit = (event: string, ...args: Array<unknown>) => {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    }
    const accounts = () => sessionAccounts(signClient.session.get(session.topic).namespaces["eip155"]?.accounts ?? [])
    const approvedChains = () => new Set(accounts().map((account) => account.chainId))
    const addressesOn = (id: number) => accounts().filter((a) => a.chainId === id).map((a) => getAddress(a.address))

    const provider: Eip1193Provider = {
      request: async ({ method, params }) => {
        if (method === "eth_accounts" || method === "eth_requestAccounts") return addressesOn(current)
        if (method === "eth_chainId") return numberToHex(current)
        if (EIP155_METHODS.includes(method)) {
          const target = method === "wallet_switchEthereumChain" ? Number((params as Array<{ chainId: string }>)[0]?.chainId) : current
          if (method === "wallet_switchEthereumChain" && !approvedChains().has(target)) {
            throw Object.assign(new Error(`chain ${target} is not part of the WalletConnect session`), { code: 4902 })
          }
          const result = await signClient.request({
            topic: session.topic,
            chainId: `eip155:${current}`,
            request: { method, params }
          })
          if (method === "wallet_switchEthereumChain") {
            current = target
            emit("chainChanged", numberToHex(target))
          }
          return result
        }
        const network = networkOf(current)
        const rpcUrl = network?.rpcUrls["default"]?.http[0]
        if (rpcUrl === undefined) throw new Error(`no RPC URL for chain ${current}`)
        return createPublicClient({ transport: http(rpcUrl) }).request({ method, params } as never)
      },
      on: (event, listener) => {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
      },
      removeListener: (event, listener) => {
        listeners.get(event)?.delete(listener)
      }
    }

    const onEvent = ({ topic, params }: { topic: string; params: { event: { name: string; data: unknown } } }) => {
      if (topic !== session.topic) return
      if (params.event.name === "chainChanged") {
        const id = Number(params.event.data)
        if (Number.isSafeInteger(id)) {
          current = id
          emit("chainChanged", numberToHex(id))
        }
      }
      if (params.event.name === "accountsChanged" && Array.isArray(params.event.data)) {
        emit("accountsChanged", params.event.data.map((item: string) => item.split(":").at(-1)))
      }
    }
    const onEnd = ({ topic }: { topic: string }) => {
      if (topic === session.topic) emit("disconnect")
    }
    signClient.on("session_event", onEvent)
    signClient.on("session_delete", onEnd)
    signClient.on("session_expire", onEnd)
    const detach = () => {
      signClient.off("session_event", onEvent)
      signClient.off("session_delete", onEnd)
      signClient.off("session_expire", onEnd)
    }
    return { provider, addresses: () => addressesOn(current), detach }
  }

  const toSession = (signClient: SignClient, session: Session, preferred: number): WalletSession => {
    const available = sessionAccounts(session.namespaces["eip155"]?.accounts ?? [])
    const chainId = available.some((account) => account.chainId === preferred) ? preferred : (available[0]?.chainId ?? preferred)
    const { provider, addresses, detach } = sessionProvider(signClient, session, chainId)
    return providerSession({
      connector,
      provider,
      accounts: addresses() as ReadonlyArray<Address>,
      chainId,
      disconnect: () =>
        Effect.promise(async () => {
          detach()
          await signClient.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => undefined)
        })
    })
  }

  /** A sign-in request riding on the proposal: the dApp's page, a fresh nonce, every eip155 network. */
  const authenticationRequest = () => {
    const page = new URL(options.metadata.url)
    return {
      chains: optionalNamespaces(options.networks).eip155.chains,
      domain: page.host,
      uri: page.href,
      nonce: randomNonce(),
      methods: EIP155_METHODS,
      // At least as long as the pairing URI that carries it; 300 s is the protocol's minimum.
      ttl: Math.max(PAIRING_VALIDITY_MS / 1000, AUTH_REQUEST_MIN_TTL_S)
    }
  }

  /** The sign-in a wallet returned with its approval, as a SIWX session. */
  const signInOf = (signClient: SignClient, cacao: NonNullable<Session["authentication"]>[number]): SiwxSession => ({
    data: {
      accountAddress: cacao.p.iss.split(":").at(-1) ?? "",
      chainId: cacao.p.iss.split(":").slice(2, 4).join(":"),
      domain: cacao.p.domain,
      uri: cacao.p.aud,
      nonce: cacao.p.nonce,
      issuedAt: cacao.p.iat,
      ...(cacao.p.exp === undefined ? {} : { expirationTime: cacao.p.exp })
    },
    message: signClient.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
    signature: cacao.s.s
  })

  /**
   * A session proposal; with sign-in configured it carries an authentication request,
   * which a wallet that supports it signs, and one that does not simply ignores.
   */
  const proposeSession = async (signClient: SignClient, onDisplayUri: ConnectOptions["onDisplayUri"]) => {
    const { uri, approval } = await signClient.connect({
      optionalNamespaces: optionalNamespaces(options.networks),
      ...(options.authenticate ? { authentication: [authenticationRequest()] } : {})
    })
    if (uri !== undefined) await onDisplayUri?.(uri)
    const session = await approval()
    const cacao = session.authentication?.[0]
    return { session, signIn: cacao === undefined ? undefined : signInOf(signClient, cacao) }
  }

  const connect = ({ network, onDisplayUri }: ConnectOptions) =>
    Effect.tryPromise({
      try: async () => {
        const signClient = await getClient()
        const { session, signIn } = await proposeSession(signClient, onDisplayUri)
        const walletSession = toSession(signClient, session, Number(network.id))
        return signIn === undefined ? walletSession : { ...walletSession, signIn }
      },
      catch: (error) =>
        // The SDK reports a wallet's refusal as a rejection of the proposal (5000 range).
        /reject/i.test(errorDetails(error))
          ? toWalletError("eth_requestAccounts", Object.assign(new Error(errorDetails(error)), { code: 4001 }))
          : new WalletRequestFailed({ method: "wc_sessionPropose", details: errorDetails(error) })
    })

  const reconnect = ({ network }: ConnectOptions) =>
    Effect.tryPromise({
      try: async () => {
        const signClient = await getClient()
        const now = Math.floor(Date.now() / 1000)
        const session = signClient.session
          .getAll()
          .filter((item) => item.expiry > now && (item.namespaces["eip155"]?.accounts.length ?? 0) > 0)
          .at(-1)
        return session === undefined ? undefined : toSession(signClient, session, Number(network.id))
      },
      catch: (error) => new WalletRequestFailed({ method: "wc_sessionRestore", details: errorDetails(error) })
    })

  return { connector, connect, reconnect, client: getClient, shutdown }
}

/** The shortest expiry the WalletConnect protocol accepts for a request. */
const AUTH_REQUEST_MIN_TTL_S = 300

const randomNonce = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")

const INSTANCE_KEY = "gangway:instance"

/**
 * The SDK's storage prefix for this storage: the configured prefix and an id kept in the
 * storage itself, so clients on different storages never share the SDK's global core
 * while a client reopening the same storage finds its sessions again.
 */
const instancePrefix = async (options: WalletConnectOptions): Promise<string> => {
  const saved = await options.storage.getItem<string>(INSTANCE_KEY)
  if (typeof saved === "string" && saved !== "") return `${options.storagePrefix}${saved}`
  const id = crypto.randomUUID()
  await options.storage.setItem(INSTANCE_KEY, id)
  return `${options.storagePrefix}${id}`
}
