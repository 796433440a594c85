import { describe, expect, it } from "vitest"
import * as C from "./constants.js"

describe("business constants (SPEC §9)", () => {
  it("hold the spec's values", () => {
    expect(C.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(C.BALANCE_RETRY_COOLDOWN_MS).toBe(30_000)
    expect(C.CACHE_LIFETIME_MS).toEqual({
      portfolioBalance: 30_000,
      nativeBalance: 30_000,
      ensName: 300_000,
      identity: 300_000
    })
    expect(C.RECENT_WALLETS_KEPT).toBe(2)
    expect(C.TOAST_RESHOW_DELAY_MS).toBe(150)
    expect(C.SHAKE_FLAG_MS).toBe(500)
    expect(C.HEARTBEAT_MS).toBe(5_000)
    expect(C.LOG_BUFFER_BYTES).toBe(1_024_000)
    expect(C.PAIRING_VALIDITY_MS).toBe(240_000)
    expect(C.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(C.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect(C.DEBOUNCE_DEFAULT_MS).toBe(500)
    expect(C.FRAME_AUTH_REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(C.WAIT_AFTER_FRAME_READY_MS).toBe(500)
    expect(C.DISPLAY_DECIMALS).toEqual({ balance: 3, fungibleQuantity: 3, tokenValue: 2 })
    expect(C.PENDING_TRANSACTIONS_MAX).toBe(99)
    expect(C.RPC_TIMEOUT_MS).toBe(10_000)
    expect(C.RPC_RETRIES).toBe(3)
    expect(C.RPC_BACKOFF_BASE_MS).toBe(150)
    expect(C.BATCH_SIZE).toBe(1000)
    expect(C.MULTICALL_BATCH_SIZE).toBe(1024)
    expect(C.RETRYABLE_HTTP_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(C.FALLBACK_POLLING_MS).toBe(4_000)
    expect(C.WALLET_DIRECTORY.recommended).toBe(4)
    expect(C.WALLET_DIRECTORY.pageSize).toBe(40)
    expect(C.WALLET_DIRECTORY.preloadedImages).toBe(20)
    expect(C.WALLET_DIRECTORY.searchEntries).toBe(100)
    expect(C.WALLET_DIRECTORY.searchMinimumWaitMs).toBe(300)
    expect(C.WALLET_DIRECTORY.featuredDefault).toBe(4)
    expect(C.WALLET_DIRECTORY.excludedForCoreSdk).toHaveLength(3)
    expect(C.DEFAULT_CONNECT_METHOD_ORDER).toEqual(["email", "social", "wallet"])
    expect(C.SDK_VERSION).toBe("1.7.3")
    expect(C.ONRAMP_LIMITS).toEqual({
      card: { min: "10.00", max: "7500.00" },
      ach_bank_account: { min: "10.00", max: "25000.00" }
    })
  })
})
