/**
 * Answers in the shapes the real services write, one or more per endpoint: written by us
 * from the server's response types (reown-com/blockchain-api, src/handlers/**; the
 * directory from reown-com/appkit's `WcWallet`), with `null` wherever the server writes an
 * `Option` that has no value. The sources per endpoint are listed in docs/reliability.md.
 */

const EVM = "0x2a6f1b9c0e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b"
const OTHER = "0x5c1e8d7f6a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d"

/** src/handlers/history.rs: a token transfer; `nft_info` is null. */
const historyTokenTransfer = {
  id: "f0c5a1b2d3e4",
  metadata: {
    operationType: "send",
    hash: `0x${"3e".repeat(32)}`,
    minedAt: "2026-10-14T09:12:44Z",
    sentFrom: EVM,
    sentTo: OTHER,
    status: "confirmed",
    nonce: 41,
    application: null,
    chain: "eip155:1"
  },
  transfers: [
    {
      fungible_info: { name: "USD Coin", symbol: "USDC", icon: { url: "https://icons.example/usdc.png" } },
      nft_info: null,
      direction: "out",
      quantity: { numeric: "25.5" },
      value: 25.49,
      price: 0.9996
    }
  ]
}

/** src/handlers/history.rs: an NFT transfer; `fungible_info`, `value` and `price` are null, the preview's `content_type` too. */
const historyNftTransfer = {
  id: "a9b8c7d6e5f4",
  metadata: {
    operationType: "receive",
    hash: `0x${"7a".repeat(32)}`,
    minedAt: "2026-10-02T17:40:03Z",
    sentFrom: OTHER,
    sentTo: EVM,
    status: "confirmed",
    nonce: 7,
    application: { name: null, icon_url: null },
    chain: "eip155:1"
  },
  transfers: [
    {
      fungible_info: null,
      nft_info: {
        name: "Tide Pools #214",
        content: { preview: { url: "https://images.example/tide-214.png", content_type: null }, detail: null },
        flags: { is_spam: false }
      },
      direction: "in",
      quantity: { numeric: "1" },
      value: null,
      price: null
    }
  ]
}

/** src/handlers/history.rs: an approval, no transfers (`"transfers": null`), no chain. */
export const historyApproval = {
  id: "0d1e2f3a4b5c",
  metadata: {
    operationType: "approve",
    hash: `0x${"c4".repeat(32)}`,
    minedAt: "2026-09-30T08:00:00Z",
    sentFrom: EVM,
    sentTo: OTHER,
    status: "confirmed",
    nonce: 40,
    application: null,
    chain: null
  },
  transfers: null
}

/** src/providers/coinbase.rs: an onramp purchase (`onramp=coinbase`) with the provider's own status; no hash yet. */
export const historyOnrampPurchase = {
  id: "c0ffee00-41d2-6a7b-9e3f-5d2c1b0a9f8e",
  metadata: {
    operationType: "buy",
    hash: "",
    minedAt: "2026-10-20T11:05:17.201Z",
    sentFrom: "Coinbase",
    sentTo: EVM,
    status: "ONRAMP_TRANSACTION_STATUS_IN_PROGRESS",
    nonce: 1,
    application: null,
    chain: "eip155:8453"
  },
  transfers: [
    {
      fungible_info: { name: "USDC", symbol: "USDC", icon: null },
      nft_info: null,
      direction: "in",
      quantity: { numeric: "48.7" },
      value: null,
      price: null
    }
  ]
}

export const historyPage = { data: [historyTokenTransfer, historyNftTransfer, historyApproval], next: null }

/** src/database/types.rs `NameAndAddresses`: addresses keyed by coin type, attributes an object. */
export const nameProfile = {
  name: "marina.reown.id",
  registered_at: "2026-05-01T10:00:00Z",
  updated_at: "2026-05-03T12:30:00Z",
  attributes: { bio: "sails on weekends", avatar: "https://avatars.example/marina.png" },
  addresses: { "60": { address: EVM, created_at: "2026-05-01T10:00:00Z" } }
}

/** The same with no text records and an address whose `created_at` was never set. */
export const bareNameProfile = {
  name: "quay.reown.id",
  registered_at: "2026-06-01T10:00:00Z",
  updated_at: "2026-06-01T10:00:00Z",
  attributes: null,
  addresses: { "60": { address: OTHER, created_at: null } }
}

/** src/handlers/profile/lookup.rs: with `apiVersion=2` a name nobody registered is `[]`, not 404. */
export const nameNotFound: ReadonlyArray<never> = []

/** src/handlers/balance.rs: `chainId`, `address`, `value` skipped when none (the native coin has no address). */
export const balances = {
  balances: [
    {
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:1",
      price: 2450.1,
      quantity: { decimals: "18", numeric: "0.75" },
      iconUrl: "https://icons.example/eth.png",
      value: 1837.58
    },
    {
      name: "USD Coin",
      symbol: "USDC",
      address: `eip155:1:${OTHER}`,
      price: 1,
      quantity: { decimals: "6", numeric: "12" },
      iconUrl: ""
    }
  ]
}

/** src/handlers/identity.rs: `resolved_at` is written too. */
export const identity = { name: "marina.eth", avatar: null, resolved_at: "2026-10-01T00:00:00Z" }

/** src/handlers/convert/tokens.rs: `logoUri` and `eip2612` are null when unknown. */
export const swapTokens = {
  tokens: [
    {
      name: "USD Coin",
      symbol: "USDC",
      address: `eip155:1:${OTHER}`,
      decimals: 6,
      logoUri: "https://icons.example/usdc.png",
      eip2612: true
    },
    { name: "Harbor Token", symbol: "HBR", address: `eip155:1:${EVM}`, decimals: 18, logoUri: null, eip2612: null }
  ]
}

/** src/handlers/convert/quotes.rs: `id` may be null. */
export const swapQuotes = {
  quotes: [{ id: null, fromAmount: "1000000", fromAccount: EVM, toAmount: "408000000000000", toAccount: EVM }]
}

/** src/handlers/convert/approve.rs (`ConvertApproveTx`, built by src/providers/one_inch.rs): CAIP-10 `from` (the token asked about) and `to`, no gas, `eip155.gasPrice` only. */
export const buildApprove = {
  tx: {
    from: `eip155:1:${OTHER}`,
    to: `eip155:1:${EVM}`,
    data: `0x095ea7b3${"0".repeat(24)}${EVM.slice(2)}${"f".repeat(64)}`,
    value: "0",
    eip155: { gasPrice: "8120000000" }
  }
}

/** src/handlers/convert/approve.rs: `eip155` is an `Option`, `null` when none. */
export const buildApproveWithoutEip155 = { tx: { ...buildApprove.tx, eip155: null } }

/** src/handlers/convert/transaction.rs (`ConvertTx`): CAIP-10 `from` (the user) and `to` (the router), `amount` what the swap pays out, gas 10% over 1inch's. */
export const buildTransaction = {
  tx: {
    from: `eip155:1:${EVM}`,
    to: `eip155:1:${OTHER}`,
    data: "0x07ed2379",
    amount: "408000000000000",
    eip155: { gas: "187264", gasPrice: "8120000000" }
  }
}

/** src/handlers/convert/transaction.rs: `eip155` is an `Option`, `null` when none. */
export const buildTransactionWithoutEip155 = { tx: { ...buildTransaction.tx, eip155: null } }

/** src/handlers/fungible_price.rs: also the token's `address` and `decimals`. */
export const fungiblePrices = {
  fungibles: [
    {
      address: `eip155:1:${OTHER}`,
      name: "USD Coin",
      symbol: "USDC",
      iconUrl: "https://icons.example/usdc.png",
      price: 0.9998,
      decimals: 6
    }
  ]
}

/** src/handlers/sessions/list.rs: `url`, `iconUrl`, `context` and `revokedAt` null when none. */
export const smartSessions = {
  pcis: [
    {
      project: { id: "b1c2", name: "Tidal Swap", url: null, iconUrl: null },
      pci: "pci-7f3a",
      expiry: 1_893_456_000,
      createdAt: 1_790_000_000,
      permissions: [{ type: "contract-call", data: { address: OTHER } }],
      policies: [],
      context: null,
      revokedAt: null
    }
  ]
}

/** reown-com/appkit, packages/controllers/src/utils/TypeUtil.ts `OnrampQuote`: no provider fee. */
export const onrampQuote = {
  paymentTotal: { amount: "100.00", currency: "USD" },
  paymentSubtotal: { amount: "97.01", currency: "USD" },
  purchaseAmount: { amount: "96.95", currency: "USDC" },
  networkFee: { amount: "0.06", currency: "USD" },
  quoteId: "5b9e-41c2"
}

/** reown-com/appkit `WcWallet`: links and `rdns` null when the wallet has none; other fields not read. */
export const directoryPage = {
  count: 1,
  data: [
    {
      id: "4e7d",
      name: "Harbor Wallet",
      homepage: "https://harbor.example",
      image_id: "img-4e7d",
      order: 12,
      mobile_link: "harbor://",
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      rdns: null,
      chains: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"],
      injected: null,
      badge_type: "none",
      supports_wc: true
    }
  ]
}
