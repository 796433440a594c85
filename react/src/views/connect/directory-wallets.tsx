import type { ConnectWallets, DirectoryWallet } from "@gangway/core"
import { useEffect, useMemo, useState } from "react"
import { useGangwayContext } from "../../context.js"
import { useNetwork } from "../../hooks/use-network.js"
import { WalletAvatar } from "../../internal/wallet-avatar.js"
import { ConnectingWalletConnectView } from "../../modal/views.js"

/**
 * The Connect view's directory wallets (recent, featured, recommended), once the client is
 * there: the core applies the dApp's curation and leaves out the installed wallets named.
 */
export const useConnectWallets = (installedRdns: ReadonlyArray<string>): ConnectWallets | undefined => {
  const { client } = useGangwayContext()
  const { networks } = useNetwork()
  const [wallets, setWallets] = useState<ConnectWallets | undefined>()
  const chainsKey = networks.map((network) => network.caipNetworkId).join(",")
  const installedKey = installedRdns.join(",")
  useEffect(() => {
    if (client === undefined || client.options.projectId === undefined) return
    let current = true
    client.walletDirectory
      .connectWallets({ chains: chainsKey === "" ? [] : chainsKey.split(","), installedRdns: installedKey === "" ? [] : installedKey.split(",") })
      // Without the directory the installed wallets and WalletConnect remain: nothing to tell.
      .then((found) => current && setWallets(found), () => undefined)
    return () => {
      current = false
    }
  }, [client, chainsKey, installedKey])
  return wallets
}

/** The recent wallets' rdns: their installed connectors are not listed a second time. */
export const useRecentRdns = (wallets: ConnectWallets | undefined) =>
  useMemo(() => new Set((wallets?.recent ?? []).flatMap((wallet) => (wallet.rdns == null ? [] : [wallet.rdns]))), [wallets])

interface DirectoryWalletRowProps {
  readonly wallet: DirectoryWallet
  readonly tag?: string | undefined
  readonly onChoose: (wallet: DirectoryWallet) => void
}

/** A directory wallet as a row of the Connect view, with its directory image. */
export const DirectoryWalletRow = ({ wallet, tag, onChoose }: DirectoryWalletRowProps) => {
  const { client } = useGangwayContext()
  const imageUrl = wallet.image_id == null || client === undefined ? undefined : client.walletDirectory.walletImageUrl(wallet.image_id)
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
      {tag !== undefined && (
        <span className="gw-row__end">
          <span className="gw-badge">{tag}</span>
        </span>
      )}
    </button>
  )
}
