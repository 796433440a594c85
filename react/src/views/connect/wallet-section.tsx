import type { Connector, DirectoryWallet, GangwayState } from "@gangway/core"
import { connectorNamespaces, WALLETCONNECT_ID } from "@gangway/core/light"
import { useRef } from "react"
import { useGangwayContext, useWithClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useMessages } from "../../i18n/use-messages.js"
import { AllWalletsRow } from "../../internal/all-wallets-row.js"
import { QrIcon, WalletIcon } from "../../internal/icons.js"
import { AllWalletsView, ConnectingExternalView, ConnectingWalletConnectView } from "../../modal/flow-views.js"
import { chooseConnector, chooseDirectoryWallet } from "./choose-wallet.js"
import { useConnectDirectory } from "./directory-wallets.js"
import { connectMessages } from "./messages.js"
import { EmptyState } from "../../internal/empty-state.js"

// Email and social login are offered by their own sections.
const listed = (connector: Connector) => connector.type !== "AUTH"

/** Connect opened for one namespace (its network was chosen with no wallet for it yet): only its wallets. */
const selectNamespace = (state: GangwayState) =>
  state.router.view === "Connect" ? state.router.data?.namespace : undefined

// Wallets already in the browser first, then WalletConnect, then the rest.
const rank = (connector: Connector) =>
  connector.type === "ANNOUNCED" || connector.type === "MULTI_CHAIN" ? 0 : connector.id === WALLETCONNECT_ID ? 1 : 2

/**
 * The wallets to connect, each once: recent ones (tagged), those the core has found in the
 * browser, WalletConnect, the dApp's featured and the directory's recommended ones, and the
 * way to the whole directory.
 */
export const WalletSection = () => {
  const { config, client } = useGangwayContext()
  // On a phone WalletConnect leads to the wallets that open by deep link, not to a code to scan.
  const phone = client?.platform.isMobile === true
  const withClient = useWithClient()
  const t = useMessages(connectMessages)
  // While the client loads, only the wallet chosen last is asked once it is there.
  const lastChoice = useRef(0)
  const choose = (connector: Connector) => {
    const choice = ++lastChoice.current
    void withClient((client) =>
      choice === lastChoice.current ? chooseConnector(client, connector) : Promise.resolve()
    )
  }
  const namespace = useGangwayState(selectNamespace)
  const available = useConnectors()
    .filter(listed)
    .filter((connector) => namespace === undefined || connectorNamespaces(connector).includes(namespace))
    .sort((a, b) => rank(a) - rank(b))
  const fromDirectory = useConnectDirectory(
    available.filter((connector) => rank(connector) === 0),
    (wallet: DirectoryWallet) => {
      const choice = ++lastChoice.current
      void withClient((client) =>
        choice === lastChoice.current ? chooseDirectoryWallet(client, wallet, available) : Promise.resolve()
      )
    }
  )
  // A recent wallet that is also installed is listed once, as recent.
  const connectors = available.filter((connector) => !fromDirectory?.recentRdns.has(connector.info?.rdns ?? ""))
  // The directory needs a project id, as the hosted service does.
  const directory = config.projectId !== undefined

  if (connectors.length === 0 && !directory) {
    return (
      <EmptyState
        testId="wallets-empty"
        icon={<WalletIcon size={24} />}
        title={t("noWallets")}
        text={t("noWalletsHint")}
      />
    )
  }
  return (
    <div className="gw-stack" data-testid="wallet-list">
      {fromDirectory?.recent}
      {connectors.map((connector) => {
        const walletConnect = connector.id === WALLETCONNECT_ID
        const preload = walletConnect
          ? phone
            ? AllWalletsView.preload
            : ConnectingWalletConnectView.preload
          : ConnectingExternalView.preload
        return (
          <button
            key={connector.id}
            type="button"
            className="gw-row"
            data-connector={connector.id}
            onPointerEnter={() => void preload()}
            onFocus={() => void preload()}
            onClick={() => choose(connector)}
          >
            {walletConnect ? (
              <span className="gw-avatar gw-avatar--walletconnect" aria-hidden="true">
                <QrIcon size={18} />
              </span>
            ) : connector.imageUrl === undefined ? (
              <span className="gw-avatar" style={{ background: "var(--gw-accent)" }} aria-hidden="true">
                <WalletIcon size={18} />
              </span>
            ) : (
              <img className="gw-avatar" src={connector.imageUrl} alt="" />
            )}
            <span className="gw-row__label">{connector.name}</span>
            <span className="gw-row__end">
              {walletConnect
                ? !phone && <span className="gw-badge">{t("qrCode")}</span>
                : (connector.type === "ANNOUNCED" || connector.type === "MULTI_CHAIN") && t("installed")}
            </span>
          </button>
        )
      })}
      {fromDirectory?.others}
      {directory && <AllWalletsRow />}
    </div>
  )
}
