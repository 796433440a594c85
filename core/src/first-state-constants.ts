// The constants the page's first state reads (the options' defaults, the storage keys), apart from
// constants.ts, which re-exports them: a page's bundler keeps a module used before the first
// click whole, with every constant of it that any later chunk uses.

export const DEFAULT_CONNECT_METHOD_ORDER = ["email", "social", "wallet"] as const

/** The social login providers, in the order the Connect view offers them. */
export const SOCIAL_PROVIDERS = ["google", "github", "apple", "facebook", "x", "discord"] as const

export const STORAGE_PREFIX = "@appkit/"
export const WALLET_STORAGE_PREFIX = "@appkit-wallet/"
