import { useGangwayClient } from "../../context.js"
import { DisconnectRow } from "../../internal/disconnect-row.js"
import { useAccount } from "../../hooks/use-account.js"
import { useMessages } from "../../i18n/use-messages.js"
import { AlertIcon } from "../../internal/icons.js"
import { networksMessages } from "./messages.js"
import { NetworkList } from "./network-list.js"

/**
 * The wallet is on a network the dApp does not support: explain, offer the
 * supported ones, and a way out. The core opens this view only when switching is
 * on, unsupported chains are not allowed and no basic WalletConnect session
 * exists; going back from it closes the modal (SPEC §2).
 */
export const UnsupportedChainView = () => {
  const client = useGangwayClient()
  const { isConnected } = useAccount()
  const t = useMessages(networksMessages)
  return (
    <div data-testid="unsupported-chain-view">
      <div className="gw-notice">
        <span className="gw-notice__icon">
          <AlertIcon size={28} />
        </span>
        <p className="gw-notice__title">{t("notSupported")}</p>
        <p className="gw-text">{t("notSupportedHint")}</p>
      </div>
      <NetworkList markActive={false} onSwitched={() => void client.modal.close()} />
      {isConnected && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: the divider carries a word ("or"), which <hr> cannot hold */}
          <div className="gw-divider" role="separator">
            {t("or")}
          </div>
          <DisconnectRow />
        </>
      )}
    </div>
  )
}
