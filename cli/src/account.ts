import { NoActiveCaipAddress, type CaipNetwork, type ChainNamespace } from "@gangway/core"
import type { Session } from "./gangway.js"

export interface ActiveAccount {
  /** An EVM 0x address or a Solana base58 one. */
  readonly address: string
  readonly namespace: ChainNamespace
  readonly caipAddress: string
  readonly network: CaipNetwork
  readonly connector: { readonly id: string; readonly name: string } | undefined
}

/**
 * The account connected in the active network's namespace, and that network; none is
 * 'No ActiveCaipAddress found' (exit 2).
 */
export const activeAccount = (session: Session): ActiveAccount => {
  const state = session.client.getState()
  const network = state.chains.activeCaipNetwork
  const namespace = network?.chainNamespace
  const account = namespace === undefined ? undefined : state.chains.chains[namespace]?.account
  if (account?.status !== "connected" || account.address === undefined || network === undefined || namespace === undefined) {
    throw new NoActiveCaipAddress()
  }
  const connectorId = state.connection.activeConnectorIds[namespace]
  return {
    address: account.address,
    namespace,
    caipAddress: account.caipAddress ?? `${network.caipNetworkId}:${account.address}`,
    network,
    connector:
      connectorId === undefined ? undefined : { id: connectorId, name: account.connectedWalletInfo?.name ?? connectorId }
  }
}

/** The account as commands print it in `--json`. */
export const accountJson = (account: ActiveAccount) => ({
  address: account.address,
  caipAddress: account.caipAddress,
  network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
  connector: account.connector ?? null
})

export const accountText = (account: ActiveAccount) =>
  [
    `Account   ${account.address}`,
    `Network   ${account.network.name} (${account.network.caipNetworkId})`,
    ...(account.connector === undefined ? [] : [`Wallet    ${account.connector.name}`])
  ].join("\n")

/** The native balance the core read for the active network's account (decimal text), if any. */
export const nativeBalanceOf = (session: Session, account: ActiveAccount): string | undefined =>
  session.client.getState().chains.chains[account.namespace]?.account.balance

/** Every connected account, the active namespace's first. */
export const connectedAccounts = (session: Session): ReadonlyArray<{ readonly namespace: ChainNamespace; readonly address: string }> => {
  const { chains } = session.client.getState()
  const found = Object.entries(chains.chains).flatMap(([namespace, chain]) =>
    chain?.account.status === "connected" && chain.account.address !== undefined
      ? [{ namespace: namespace as ChainNamespace, address: chain.account.address }]
      : []
  )
  return [...found.filter((item) => item.namespace === chains.activeNamespace), ...found.filter((item) => item.namespace !== chains.activeNamespace)]
}
