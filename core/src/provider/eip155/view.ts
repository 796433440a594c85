import type { GangwayState } from "../../state/gangway-state.js"
import type { CaipNetwork } from "../../domain/caip-network.js"

/** What an EIP-1193 provider tells a dApp, read from the client's state. */
export interface Eip155View {
  /** An eip155 wallet is connected. */
  readonly connected: boolean
  /** The connected accounts, the active one first; none while disconnected. */
  readonly accounts: ReadonlyArray<string>
  /** The wallet's chain while connected, else the eip155 network the client is on (or would start on). */
  readonly chainId: number | undefined
}

const chainIdOfCaipAddress = (caipAddress: string | undefined): number | undefined => {
  const [namespace, reference] = caipAddress?.split(":") ?? []
  const id = namespace === "eip155" && reference !== undefined ? Number(reference) : Number.NaN
  return Number.isSafeInteger(id) ? id : undefined
}

/** The eip155 network the client is on, or the first configured one when another namespace is active. */
export const currentEip155Network = (state: GangwayState): CaipNetwork | undefined => {
  const active = state.chains.activeCaipNetwork
  return active?.chainNamespace === "eip155" ? active : state.chains.chains.eip155?.caipNetworks[0]
}

export const eip155View = (state: GangwayState): Eip155View => {
  const account = state.chains.chains.eip155?.account
  const connected = account?.status === "connected" && account.address !== undefined
  const fallback = currentEip155Network(state)
  if (!connected) return { connected, accounts: [], chainId: fallback === undefined ? undefined : Number(fallback.id) }
  const others = account.allAccounts.map((item) => item.address).filter((address) => address !== account.address)
  return {
    connected,
    accounts: [account.address as string, ...others],
    chainId: chainIdOfCaipAddress(account.caipAddress) ?? (fallback === undefined ? undefined : Number(fallback.id))
  }
}

export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`
