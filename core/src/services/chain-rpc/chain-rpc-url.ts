// Effect-free: the eip155 adapter and its local signer resolve URLs with it.
import type { CaipNetwork } from "../../domain/caip-network.js"

/** Where the multi-chain RPC service lives and the project that calls it (SPEC §7 "Chain RPC"). */
export interface ChainRpcEndpoint {
  /** Without trailing slash: the blockchain-data API's host, which serves `/v1/?chainId=…`. */
  readonly baseUrl: string
  readonly projectId: string
}

/** The service's JSON-RPC URL for one chain: `POST {base}/v1/?chainId={caipNetworkId}&projectId={id}`. */
const chainRpcServiceUrl = (endpoint: ChainRpcEndpoint, caipNetworkId: string): string =>
  `${endpoint.baseUrl}/v1/?${new URLSearchParams({ chainId: caipNetworkId, projectId: endpoint.projectId }).toString()}`

/** The network's own RPC URL, as the dApp configured it. */
const ownRpcUrlOf = (network: CaipNetwork): string | undefined => network.rpcUrls.default?.http[0]

/**
 * The URL a network is read and written through: the dApp's own RPC URL always wins;
 * without one, the multi-chain RPC service when there is an endpoint (a projectId).
 */
export const rpcUrlOf = (network: CaipNetwork, endpoint: ChainRpcEndpoint | undefined): string | undefined =>
  ownRpcUrlOf(network) ?? (endpoint === undefined ? undefined : chainRpcServiceUrl(endpoint, network.caipNetworkId))

/** The endpoint of a configuration: none without a projectId (the service refuses anonymous calls). */
export const chainRpcEndpointOf = (config: {
  readonly projectId: string | undefined
  readonly baseUrls: { readonly dataApi: string }
}): ChainRpcEndpoint | undefined =>
  config.projectId === undefined ? undefined : { baseUrl: config.baseUrls.dataApi, projectId: config.projectId }
