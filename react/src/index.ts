"use client"
// The package entry is a client boundary: a Next.js server component can import it and render
// <GangwayProvider> and the buttons, which run in the browser.
//
// What this entry reaches is a page's first bundle. Every module the package loads later, by a
// dynamic import, imports this one, for esbuild's sake: its code splitting gives each distinct
// set of lazy importers of a module a chunk of its own, so a page built by esbuild would load a
// dozen small chunks before the first click, each gzipped alone. Reached from every lazy chunk,
// the first bundle's modules share one set, hence one chunk. Nothing runs twice, and Rollup,
// rolldown and webpack drop those imports (the package has no side effects); first-load-bytes.test.ts
// checks both halves.
export { GangwayProvider, type GangwayProviderProps } from "./provider.js"
export { useGangwayClient } from "./context.js"

export { useGangwayState } from "./hooks/use-gangway-state.js"
export { useGangway, type GangwayActions } from "./hooks/use-gangway.js"
export { useModalState, type ModalStateView } from "./hooks/use-modal-state.js"
export { useNetwork, type NetworkView } from "./hooks/use-network.js"
export { useAccount, type AccountView } from "./hooks/use-account.js"
export { useConnectors } from "./hooks/use-connectors.js"
export { useTheme, type ThemeView } from "./hooks/use-theme.js"
export { useColorScheme } from "./hooks/use-color-scheme.js"
export { useToast, type ToastView } from "./hooks/use-toast.js"
export { useBalance, type BalanceView, type UseBalanceOptions } from "./hooks/use-balance.js"
export { useSend, type SendView } from "./hooks/use-send.js"
export { useTransactions, type TransactionsView } from "./hooks/use-transactions.js"
export { useNfts, type NftsView } from "./hooks/use-nfts.js"
export { useDisconnect } from "./hooks/use-disconnect.js"
export { useSiwx, type SiwxActions, type SiwxStatus, type SiwxView } from "./hooks/use-siwx.js"
export { useWalletInfo, type WalletInfoView } from "./hooks/use-wallet-info.js"
export { useGangwayEvents } from "./hooks/use-gangway-events.js"
export { useLocale, useMessages } from "./i18n/use-messages.js"

export { ConnectButton, type ConnectButtonProps, type ButtonSize } from "./components/connect-button.js"
export { NetworkButton, type NetworkButtonProps } from "./components/network-button.js"
export { AccountButton, type AccountButtonProps } from "./components/account-button.js"
export { GangwayModal } from "./modal/gangway-modal.js"
export { themeStyle } from "./internal/theme-style.js"
