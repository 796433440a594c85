import { STORAGE_PREFIX, WALLET_STORAGE_PREFIX } from "../first-state-constants.js"

/**
 * Local storage keys (SPEC §3). The `@appkit/` and `@appkit-wallet/` prefixes
 * are kept so a dApp that switches to Gangway keeps its users' sessions.
 */
export const StorageKeys = {
  emailLoginUsed: `${WALLET_STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`,
  email: `${WALLET_STORAGE_PREFIX}EMAIL`,
  socialUsername: `${WALLET_STORAGE_PREFIX}SOCIAL_USERNAME`,
  lastEmailLoginTime: `${WALLET_STORAGE_PREFIX}LAST_EMAIL_LOGIN_TIME`,
  lastUsedChain: `${WALLET_STORAGE_PREFIX}LAST_USED_CHAIN_KEY`,
  smartAccountEnabledNetworks: `${WALLET_STORAGE_PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
  preferredAccountTypes: `${STORAGE_PREFIX}preferred_account_types`,
  activeNamespace: `${STORAGE_PREFIX}active_namespace`,
  deepLink: "WALLETCONNECT_DEEPLINK_CHOICE",
  recentWallets: `${STORAGE_PREFIX}recent_wallets`,
  connectedConnectorIds: `${STORAGE_PREFIX}connected_connector_ids`,
  activeCaipNetworkId: `${STORAGE_PREFIX}active_caip_network_id`,
  portfolioCache: `${STORAGE_PREFIX}portfolio_cache`,
  nativeBalanceCache: `${STORAGE_PREFIX}native_balance_cache`,
  ensCache: `${STORAGE_PREFIX}ens_cache`,
  identityCache: `${STORAGE_PREFIX}identity_cache`
} as const
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys]

/** Smart-account networks are stored as a comma list of chain ids. */
export const encodeNetworkList = (ids: ReadonlyArray<number>): string => ids.join(",")

export const decodeNetworkList = (text: string | undefined): ReadonlyArray<number> =>
  text === undefined || text.trim() === ""
    ? []
    : text.split(",").flatMap((part) => {
        const id = Number(part.trim())
        return Number.isSafeInteger(id) && id > 0 ? [id] : []
      })
