import { Effect } from "effect"
import { WALLET_DIRECTORY } from "../constants.js"
import type { DirectoryWallet } from "../domain/wallet.js"
import { miniAppLinkOf } from "../connectors/walletconnect/telegram-link.js"
import { Analytics } from "../services/analytics/analytics.js"
import { Platform } from "../services/platform/platform.js"
import { readRecentWallets } from "../services/storage/stored-values.js"
import { DirectoryCuration, isListable } from "../services/wallet-directory/curation.js"
import type { SearchWalletsParams } from "../services/wallet-directory/search-wallets.js"
import { WalletDirectory } from "../services/wallet-directory/wallet-directory.js"
import { Chains } from "./chain.js"

export interface ConnectWalletsParams {
  /** CAIP-2 ids: directory wallets supporting any of them. The dApp's networks by default. */
  readonly chains?: ReadonlyArray<string> | undefined
  /** The rdns of the wallets already listed as installed: not repeated. */
  readonly installedRdns?: ReadonlyArray<string> | undefined
}

/** The directory wallets the Connect view lists, each once, in this order. */
export interface ConnectWallets {
  /** The wallets last connected over WalletConnect (2 kept), newest first. */
  readonly recent: ReadonlyArray<DirectoryWallet>
  /** The dApp's `featuredWalletIds` (4 by default), in its order. */
  readonly featured: ReadonlyArray<DirectoryWallet>
  /** The directory's first 4 for the dApp's networks; inside Telegram, those of a page with a Telegram mini app first. */
  readonly recommended: ReadonlyArray<DirectoryWallet>
}

const isInstalled = (wallet: DirectoryWallet, installedRdns: ReadonlyArray<string>) =>
  wallet.rdns != null && installedRdns.includes(wallet.rdns)

/**
 * What the Connect view offers from the directory (SPEC §3, §9): recent wallets first, then
 * featured, then recommended, without a wallet twice and within the dApp's curation. Installed
 * wallets are listed by the caller from its connectors; `installedRdns` keeps them out of the
 * featured and recommended lists (a recent one stays, tagged recent).
 */
export const connectWallets = Effect.fn("Directory.connectWallets")(function* (params: ConnectWalletsParams = {}) {
  const directory = yield* WalletDirectory
  const curation = yield* DirectoryCuration
  const installedRdns = params.installedRdns ?? []
  const chains =
    params.chains ??
    Object.values((yield* Chains).store.get().chains).flatMap(
      (chain) => chain?.caipNetworks.map((network) => network.caipNetworkId) ?? []
    )
  const recent = (yield* readRecentWallets).filter((wallet) => isListable(wallet.id, curation))
  const shown = new Set(recent.map((wallet) => wallet.id))
  const featured = (yield* directory.getFeaturedWallets({
    ids: curation.featured.filter((id) => !shown.has(id))
  })).data.filter((wallet) => !isInstalled(wallet, installedRdns))
  for (const wallet of featured) shown.add(wallet.id)
  // The installed wallets are known by rdns, not directory id: asking for as many more keeps 4 after they are left out.
  // Inside Telegram a whole page is read, for the wallets Telegram opens without leaving it (a mini app) to come first.
  const { isTelegram } = yield* Platform
  const recommended = yield* directory.getWallets({
    page: 1,
    entries: isTelegram ? WALLET_DIRECTORY.pageSize : WALLET_DIRECTORY.recommended + installedRdns.length,
    chains,
    exclude: [...shown]
  })
  const candidates = recommended.data.filter((wallet) => !isInstalled(wallet, installedRdns))
  return {
    recent,
    featured,
    recommended: (isTelegram ? miniAppsFirst(candidates) : candidates).slice(0, WALLET_DIRECTORY.recommended)
  } satisfies ConnectWallets
})

/** The wallets with a Telegram mini app, then the others, each in the directory's order. */
const miniAppsFirst = (wallets: ReadonlyArray<DirectoryWallet>) => [
  ...wallets.filter((wallet) => miniAppLinkOf(wallet) !== undefined),
  ...wallets.filter((wallet) => miniAppLinkOf(wallet) === undefined)
]

/** Searches the directory and tracks SEARCH_WALLET with the search text (SPEC §7). */
export const searchWalletsTracked = Effect.fn("Directory.searchWallets")(function* (params: SearchWalletsParams) {
  const analytics = yield* Analytics
  yield* analytics.track({
    event: "SEARCH_WALLET",
    properties: { badge: params.badgeType ?? "", search: params.search }
  })
  return yield* (yield* WalletDirectory).searchWallets(params)
})
