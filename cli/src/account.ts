import { NoActiveCaipAddress, type CaipNetwork } from "@gangway/core"
import type { Session } from "./gangway.js"

export interface ActiveAccount {
  readonly address: `0x${string}`
  readonly caipAddress: string
  readonly network: CaipNetwork
  readonly connector: { readonly id: string; readonly name: string } | undefined
}

/** The connected eip155 account and the active network; none is 'No ActiveCaipAddress found' (exit 2). */
export const activeAccount = (session: Session): ActiveAccount => {
  const state = session.client.getState()
  const account = state.chains.chains.eip155?.account
  const network = state.chains.activeCaipNetwork
  if (account?.status !== "connected" || account.address === undefined || network === undefined) {
    throw new NoActiveCaipAddress()
  }
  const connectorId = state.connection.activeConnectorIds.eip155
  return {
    address: account.address as `0x${string}`,
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
