import type { GangwayClient, GangwayEip1193Provider } from "@gangway/core"
import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from "@wagmi/core"
import {
  getAddress,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
  type Address,
  type ProviderConnectInfo
} from "viem"

export interface GangwayParameters {
  /** The Gangway client the dApp created (`createGangway`); give the same one to `GangwayProvider`. */
  readonly client: GangwayClient
  /** The connector's id in wagmi (default `gangway`). */
  readonly id?: string | undefined
  /** The name wagmi shows for it (default `Gangway`). */
  readonly name?: string | undefined
  readonly icon?: string | undefined
}

const USER_REJECTED = 4001

const codeOf = (error: unknown) =>
  typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "number"
    ? (error as { code: number }).code
    : undefined

/** A refusal as wagmi's hooks expect it (viem's `UserRejectedRequestError`); anything else as it came. */
const asWagmiError = (error: unknown, other: (error: Error) => Error = (cause) => cause) => {
  const cause = error instanceof Error ? error : new Error(String(error))
  return codeOf(error) === USER_REJECTED ? new UserRejectedRequestError(cause) : other(cause)
}

gangway.type = "gangway" as const

/**
 * A wagmi connector that connects through Gangway's modal: `connect()` opens it and resolves
 * once a wallet is connected, and wagmi follows Gangway (accounts, chain, disconnect) both ways.
 * Backed by the client's EIP-1193 provider (`client.getProvider("eip155")`).
 */
export function gangway(parameters: GangwayParameters) {
  const { client } = parameters
  const provider = (): GangwayEip1193Provider => client.getProvider("eip155")
  const accountsOf = (value: unknown): ReadonlyArray<Address> =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string").map((item) => getAddress(item))
      : []

  return createConnector<GangwayEip1193Provider>((config) => ({
    id: parameters.id ?? "gangway",
    name: parameters.name ?? "Gangway",
    type: gangway.type,
    ...(parameters.icon === undefined ? {} : { icon: parameters.icon }),

    async setup() {
      // Gangway's state drives wagmi's whatever started the change (its own button, the
      // wallet, a disconnect in the modal): wagmi's config listens to what it needs.
      const source = provider()
      source.on("connect", this.onConnect!.bind(this))
      source.on("accountsChanged", this.onAccountsChanged.bind(this))
      source.on("chainChanged", this.onChainChanged.bind(this))
      source.on("disconnect", this.onDisconnect.bind(this))
    },
    async connect({ chainId, isReconnecting, withCapabilities } = {}) {
      const source = provider()
      const accounts = isReconnecting
        ? accountsOf(await source.request({ method: "eth_accounts" }))
        : accountsOf(
            await source
              .request({ method: "eth_requestAccounts" })
              .catch((error: unknown) => Promise.reject(asWagmiError(error)))
          )
      if (accounts.length === 0) throw new ConnectorNotConnectedError()
      let currentChainId = await this.getChainId()
      if (chainId !== undefined && chainId !== currentChainId)
        currentChainId = (await this.switchChain!({ chainId })).id
      return {
        accounts: (withCapabilities === true
          ? accounts.map((address) => ({ address, capabilities: {} }))
          : accounts) as never,
        chainId: currentChainId
      }
    },
    async disconnect() {
      await client.connection.disconnect("eip155")
    },
    async getAccounts() {
      return accountsOf(await provider().request({ method: "eth_accounts" }))
    },
    async getChainId() {
      return Number(await provider().request({ method: "eth_chainId" }))
    },
    async getProvider() {
      return provider()
    },
    async isAuthorized() {
      // A session Gangway remembers is restored first; wagmi then reconnects to it.
      await client.ready.catch(() => false)
      return (await this.getAccounts()).length > 0
    },
    async switchChain({ chainId }) {
      const chain = config.chains.find((item) => item.id === chainId)
      if (chain === undefined) throw new SwitchChainError(new ChainNotConfiguredError())
      await provider()
        .request({ method: "wallet_switchEthereumChain", params: [{ chainId: numberToHex(chainId) }] })
        .catch((error: unknown) => Promise.reject(asWagmiError(error, (cause) => new SwitchChainError(cause))))
      return chain
    },
    async onConnect(connectInfo: ProviderConnectInfo) {
      const accounts = await this.getAccounts()
      if (accounts.length > 0) config.emitter.emit("connect", { accounts, chainId: Number(connectInfo.chainId) })
    },
    onAccountsChanged(accounts) {
      if (accounts.length === 0) this.onDisconnect()
      else config.emitter.emit("change", { accounts: accountsOf(accounts) })
    },
    onChainChanged(chain) {
      config.emitter.emit("change", { chainId: Number(chain) })
    },
    onDisconnect() {
      config.emitter.emit("disconnect")
    }
  }))
}
