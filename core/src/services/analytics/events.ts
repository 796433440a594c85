import { Schema } from "effect"
import { AccountType } from "../../domain/namespace.js"

const event = <const Name extends string, const Properties extends Schema.Struct.Fields>(
  name: Name,
  properties: Properties
) => Schema.Struct({ event: Schema.Literal(name), properties: Schema.Struct(properties) })

const noProperties = <const Name extends string>(name: Name) => Schema.Struct({ event: Schema.Literal(name) })

const SendProperties = {
  isSmartAccount: Schema.Boolean,
  network: Schema.String,
  token: Schema.String,
  amount: Schema.Number
}

/**
 * The events Gangway reports (SPEC §7). MODAL_CREATED is deliberately not one of them:
 * it cannot be written, and an event outside this union is dropped, never sent.
 */
export const AnalyticsEvent = Schema.Union([
  event("CONNECT_SUCCESS", {
    method: Schema.Literals(["mobile", "qrcode", "browser", "injected"]),
    name: Schema.String
  }),
  event("SET_PREFERRED_ACCOUNT_TYPE", { accountType: AccountType, network: Schema.String }),
  event("SEND_INITIATED", SendProperties),
  event("SEND_SUCCESS", SendProperties),
  event("SEND_ERROR", { ...SendProperties, message: Schema.optional(Schema.String) }),
  event("SWITCH_NETWORK", { network: Schema.String }),
  event("SEARCH_WALLET", { badge: Schema.String, search: Schema.String }),
  noProperties("DISCONNECT_SUCCESS"),
  noProperties("DISCONNECT_ERROR")
])
export type AnalyticsEvent = typeof AnalyticsEvent.Type

export type AnalyticsEventName = AnalyticsEvent["event"]
