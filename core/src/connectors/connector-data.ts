// The connectors as data, without their code: Effect-free, so the page can list
// them (initialGangwayState, the React provider) before the client loads.
import type { EIP6963ProviderInfo } from "mipd"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"

/** The namespaces a connector connects (Effect-free, for the modal's first views). */
export const connectorNamespaces = (connector: Pick<Connector, "chain" | "chains">): ReadonlyArray<ChainNamespace> =>
  connector.chains ?? [connector.chain]

export const WALLETCONNECT_ID = "walletConnect"
export const LOCAL_SIGNER_ID = "local-signer"

export const walletConnectConnectorData: Connector = {
  id: WALLETCONNECT_ID,
  name: "WalletConnect",
  type: "WALLET_CONNECT",
  chain: "eip155"
}

/** WalletConnect as listed for a dApp: one pairing connects every namespace it serves. */
export const walletConnectConnectorFor = (namespaces: ReadonlyArray<ChainNamespace>): Connector => ({
  ...walletConnectConnectorData,
  chain: namespaces[0] ?? walletConnectConnectorData.chain,
  chains: namespaces
})

export const localSignerConnectorData: Connector = {
  id: LOCAL_SIGNER_ID,
  name: "Local signer",
  type: "LOCAL_SIGNER",
  chain: "eip155"
}

/** A wallet that announced itself by EIP-6963; the id is its reverse-DNS name. */
export const announcedConnectorData = (info: EIP6963ProviderInfo): Connector => ({
  id: info.rdns,
  name: info.name,
  imageUrl: info.icon,
  type: "ANNOUNCED",
  chain: "eip155",
  info: { rdns: info.rdns }
})

export const AUTH_CONNECTOR_ID = "auth"

/** Email and social login: the secure frame's embedded wallet, in the namespaces it serves here. */
export const authConnectorData = (namespaces: ReadonlyArray<ChainNamespace>): Connector => ({
  id: AUTH_CONNECTOR_ID,
  name: "Email and social login",
  type: "AUTH",
  chain: namespaces[0] ?? "eip155",
  chains: namespaces
})

/** The namespaces the secure frame's embedded wallet can serve through an adapter today. */
export const AUTH_NAMESPACES: ReadonlyArray<ChainNamespace> = ["eip155", "solana"]
