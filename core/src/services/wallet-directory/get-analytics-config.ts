import { Effect, Schema } from "effect"
import { ApiClient } from "../http/api-client.js"

export const AnalyticsConfig = Schema.Struct({ isAnalyticsEnabled: Schema.Boolean })
export type AnalyticsConfig = typeof AnalyticsConfig.Type

/** GET /getAnalyticsConfig: whether the project allows analytics. */
export const getAnalyticsConfig = Effect.fn("WalletDirectory.getAnalyticsConfig")(function* () {
  const api = yield* ApiClient
  return yield* api.json("walletDirectory", { method: "GET", path: "/getAnalyticsConfig" }, AnalyticsConfig)
})
