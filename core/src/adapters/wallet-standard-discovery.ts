// Light on purpose: the page's Wallet Standard wallets (Solana, Bitcoin) as connectors,
// before any chain library loads — the React provider lists them before the client runs.
export { watchBitcoinWallets } from "./bip122/discovery.js"
export { watchSolanaWallets } from "./solana/discovery.js"
export { groupByWallet, multiChainConnectorData } from "../connectors/wallet-groups.js"
