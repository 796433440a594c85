import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
import type { DirectoryWallet, GangwayClient } from "@gangway/core"
import { useMessages } from "../../i18n/use-messages.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { ConnectingWalletConnectView } from "../../modal/flow-views.js"
import { connectMessages } from "./messages.js"

interface RowProps {
  readonly client: GangwayClient
  readonly wallet: DirectoryWallet
  readonly recent?: boolean
  readonly onChoose: (wallet: DirectoryWallet) => void
}

/** A directory wallet as a row of the Connect view, with its directory image. */
const DirectoryWalletRow = ({ client, wallet, recent = false, onChoose }: RowProps) => {
  const t = useMessages(connectMessages)
  const imageUrl = wallet.image_id === undefined ? undefined : client.walletDirectory.walletImageUrl(wallet.image_id)
  const preload = () => void ConnectingWalletConnectView.preload()
  return (
    <button
      type="button"
      className="gw-row"
      data-wallet-id={wallet.id}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => onChoose(wallet)}
    >
      <WalletAvatar imageUrl={imageUrl} name={wallet.name} />
      <span className="gw-row__label">{wallet.name}</span>
      {recent && (
        <span className="gw-row__end">
          <span className="gw-badge">{t("recent")}</span>
        </span>
      )}
    </button>
  )
}

/**
 * The Connect view's directory wallets from the core (its curation applied, the installed
 * wallets named left out of featured and recommended), as rows: the recent ones, tagged,
 * and the others (featured, then recommended).
 */
export const loadConnectDirectory = async (
  client: GangwayClient,
  installedRdns: ReadonlyArray<string>,
  onChoose: (wallet: DirectoryWallet) => void
) => {
  const { recent, featured, recommended } = await client.walletDirectory.connectWallets({ installedRdns })
  const rows = (wallets: ReadonlyArray<DirectoryWallet>, recent = false) =>
    wallets.map((wallet) => (
      <DirectoryWalletRow key={wallet.id} client={client} wallet={wallet} recent={recent} onChoose={onChoose} />
    ))
  return {
    /** The recent wallets' rdns: their installed connectors are not listed a second time. */
    recentRdns: new Set(recent.flatMap((wallet) => wallet.rdns ?? [])),
    recent: rows(recent, true),
    others: rows([...featured, ...recommended])
  }
}
