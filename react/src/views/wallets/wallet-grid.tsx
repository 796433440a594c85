import type { Connector, DirectoryWallet } from "@gangway/core"
import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { installedConnector } from "../connect/choose-wallet.js"
import { walletsMessages } from "./messages.js"

interface WalletGridProps {
  readonly wallets: ReadonlyArray<DirectoryWallet>
  readonly connectors: ReadonlyArray<Connector>
  readonly onChoose: (wallet: DirectoryWallet) => void
  /** Tiles drawn while more wallets load. */
  readonly placeholders?: number
}

/** Directory wallets as tiles: icon, name, and a dot (and the word, for screen readers) when installed. */
export const WalletGrid = ({ wallets, connectors, onChoose, placeholders = 0 }: WalletGridProps) => {
  const t = useMessages(walletsMessages)
  const client = useGangwayClient()
  return (
    <ul className="gw-wallet-grid" data-testid="wallet-grid">
      {wallets.map((wallet) => {
        const installed = installedConnector(wallet, connectors) !== undefined
        const imageUrl =
          wallet.image_id === undefined ? undefined : client.walletDirectory.walletImageUrl(wallet.image_id)
        return (
          <li key={wallet.id}>
            <button
              type="button"
              className="gw-wallet-tile"
              data-wallet-id={wallet.id}
              title={wallet.name}
              onClick={() => onChoose(wallet)}
            >
              <WalletAvatar imageUrl={imageUrl} name={wallet.name} size={48} />
              <span className="gw-wallet-tile__name">{wallet.name}</span>
              {installed && (
                <>
                  <span className="gw-wallet-tile__badge" aria-hidden="true" />
                  <span className="gw-sr-only">{t("installed")}</span>
                </>
              )}
            </button>
          </li>
        )
      })}
      {Array.from({ length: placeholders }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders: a placeholder's place is all that tells it apart
          key={`placeholder-${index}`}
          aria-hidden="true"
        >
          <div className="gw-wallet-tile gw-wallet-tile--skeleton" />
        </li>
      ))}
    </ul>
  )
}
