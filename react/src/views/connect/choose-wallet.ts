import type { Connector, DirectoryWallet, GangwayClient } from "@gangway/core"
import { WALLETCONNECT_ID } from "@gangway/core/light"

/** The browser wallet that announced itself for a directory entry, matched by rdns. */
export const installedConnector = (
  wallet: DirectoryWallet,
  connectors: ReadonlyArray<Connector>
): Connector | undefined =>
  wallet.rdns == null ? undefined : connectors.find((connector) => connector.info?.rdns === wallet.rdns)

/**
 * Asks the wallet now, in the click's own task, rather than once its view's code has loaded and
 * the view has mounted (a lazy chunk React's Suspense holds for ~300 ms): the view then follows
 * this attempt, and learns how it ends, from the connection's state (`attempt`).
 */
const startConnect = (client: GangwayClient, connectorId: string): void => {
  // The state reports how it ends; the promise's rejection has no one to tell.
  client.connection.connect(connectorId).catch(() => undefined)
}

/** WalletConnect's pairing code and link, for any wallet (none named). */
export const showPairingCode = async (client: GangwayClient): Promise<void> => {
  // No directory wallet named: a directory wallet picked before is not the one that connects.
  await client.connection.chooseWallet({})
  return client.modal.navigate("ConnectingWalletConnect")
}

/**
 * Where choosing a connector leads: WalletConnect pairs by QR code on a desktop; on a phone,
 * where the code would be on the very screen meant to scan it, it leads to the wallets that
 * open by deep link (AllWallets), the code and link staying there for another device. Every
 * other wallet is asked directly, at once (its view, which may still be loading, shows that attempt).
 */
export const chooseConnector = async (client: GangwayClient, connector: Connector): Promise<void> => {
  if (connector.id === WALLETCONNECT_ID) {
    return client.platform.isMobile ? client.modal.navigate("AllWallets") : showPairingCode(client)
  }
  startConnect(client, connector.id)
  const { provider: _live, ...data } = connector
  return client.modal.navigate("ConnectingExternal", { connector: data })
}

/**
 * A directory wallet: its browser extension when installed, otherwise WalletConnect with it
 * named; the core remembers it as a recent wallet once it connects (by QR code or deep link).
 */
export const chooseDirectoryWallet = async (
  client: GangwayClient,
  wallet: DirectoryWallet,
  connectors: ReadonlyArray<Connector>
): Promise<void> => {
  const installed = installedConnector(wallet, connectors)
  if (installed !== undefined) return chooseConnector(client, installed)
  if (connectors.some((connector) => connector.id === WALLETCONNECT_ID)) {
    await client.connection.chooseWallet({ wallet })
    return client.modal.navigate("ConnectingWalletConnect", { wallet })
  }
  return client.toast.show("error", `${wallet.name} can only connect over WalletConnect, which this app has not set up`)
}
