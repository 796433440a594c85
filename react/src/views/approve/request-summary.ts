import { formatAmount, isEvmAddress } from "@gangway/core"
import { translator, type Translate } from "@gangway/core/i18n"
import { formatNumber, shortAddress } from "../../internal/format.js"
import { approveMessages } from "./messages.js"

type Words = Translate<typeof approveMessages.en>

interface SummaryRow {
  readonly label: string
  readonly value: string
}

/** What a request asks, in words, and the few facts that let the user recognise it in the wallet. */
export interface RequestSummary {
  readonly action: string
  readonly rows: ReadonlyArray<SummaryRow>
}

interface NativeCurrency {
  readonly symbol: string
  readonly decimals: number
}

const actions: Record<string, keyof typeof approveMessages.en> = {
  personal_sign: "signMessage",
  eth_sign: "signMessage",
  eth_signTypedData: "signTypedData",
  eth_signTypedData_v3: "signTypedData",
  eth_signTypedData_v4: "signTypedData",
  eth_sendTransaction: "sendTransaction",
  eth_signTransaction: "signTransaction",
  wallet_sendCalls: "sendCalls",
  wallet_grantPermissions: "grantPermissions",
  eth_sendUserOperation: "sendUserOperation"
}

const account = (value: unknown, t: Words): ReadonlyArray<SummaryRow> =>
  typeof value === "string" && isEvmAddress(value) ? [{ label: t("account"), value: shortAddress(value) }] : []

/** A hex message as text when it is UTF-8 (what wallets show too), otherwise as it came. */
const messageText = (message: unknown): string => {
  if (typeof message !== "string") return ""
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const transactionRows = (
  transaction: Record<string, unknown>,
  native: NativeCurrency,
  t: Words,
  locale: string
): ReadonlyArray<SummaryRow> => {
  const to = transaction.to
  const value =
    typeof transaction.value === "string" || typeof transaction.value === "number" ? BigInt(transaction.value) : 0n
  const data = typeof transaction.data === "string" ? transaction.data : "0x"
  return [
    { label: t("to"), value: typeof to === "string" && isEvmAddress(to) ? shortAddress(to) : t("newContract") },
    {
      label: t("amount"),
      value: `${formatNumber(formatAmount(value, native.decimals), native.decimals, locale)} ${native.symbol}`
    },
    ...(data.length > 2 ? [{ label: t("data"), value: t("bytes", { count: (data.length - 2) / 2 }) }] : [])
  ]
}

const typedDataRows = (json: unknown, t: Words): ReadonlyArray<SummaryRow> => {
  try {
    const typed = record(typeof json === "string" ? JSON.parse(json) : json)
    const domain = record(typed.domain)
    return [
      ...(typeof domain.name === "string" ? [{ label: t("domain"), value: domain.name }] : []),
      ...(typeof typed.primaryType === "string" ? [{ label: t("type"), value: typed.primaryType }] : [])
    ]
  } catch {
    return []
  }
}

const english = translator(approveMessages, "en", {})

/** Never throws: parameters a wallet would refuse still get a summary, with fewer rows (in English unless given the words and locale). */
export const summarise = (
  method: string,
  params: unknown,
  native: NativeCurrency,
  t: Words = english,
  locale = "en"
): RequestSummary => {
  const list = Array.isArray(params) ? params : []
  const key = actions[method]
  const action = key === undefined ? method : t(key)
  try {
    switch (method) {
      case "personal_sign":
        return { action, rows: [{ label: t("message"), value: messageText(list[0]) }, ...account(list[1], t)] }
      case "eth_sign":
        return { action, rows: [...account(list[0], t), { label: t("message"), value: messageText(list[1]) }] }
      case "eth_signTypedData":
      case "eth_signTypedData_v3":
      case "eth_signTypedData_v4":
        return { action, rows: [...account(list[0], t), ...typedDataRows(list[1], t)] }
      case "eth_sendTransaction":
      case "eth_signTransaction":
        return { action, rows: transactionRows(record(list[0]), native, t, locale) }
      case "wallet_sendCalls": {
        const calls = record(list[0]).calls
        return {
          action,
          rows: Array.isArray(calls)
            ? [{ label: t("calls"), value: formatNumber(String(calls.length), 0, locale) }]
            : []
        }
      }
      default:
        return { action, rows: [] }
    }
  } catch {
    return { action, rows: [] }
  }
}
