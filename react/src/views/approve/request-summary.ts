import { formatAmount, isEvmAddress } from "@gangway/core"
import { formatNumber, shortAddress } from "../../internal/format.js"

export interface SummaryRow {
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

const actions: Record<string, string> = {
  personal_sign: "Sign a message",
  eth_sign: "Sign a message",
  eth_signTypedData: "Sign typed data",
  eth_signTypedData_v3: "Sign typed data",
  eth_signTypedData_v4: "Sign typed data",
  eth_sendTransaction: "Send a transaction",
  eth_signTransaction: "Sign a transaction",
  wallet_sendCalls: "Send a batch of calls",
  wallet_grantPermissions: "Grant permissions",
  eth_sendUserOperation: "Send a user operation"
}

const account = (value: unknown): ReadonlyArray<SummaryRow> =>
  typeof value === "string" && isEvmAddress(value) ? [{ label: "Account", value: shortAddress(value) }] : []

/** A hex message as text when it is UTF-8 (what wallets show too), otherwise as it came. */
const messageText = (message: unknown): string => {
  if (typeof message !== "string") return ""
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) return message
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(message.slice(2 + index * 2, 4 + index * 2), 16)
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const transactionRows = (transaction: Record<string, unknown>, native: NativeCurrency): ReadonlyArray<SummaryRow> => {
  const to = transaction["to"]
  const value = typeof transaction["value"] === "string" || typeof transaction["value"] === "number" ? BigInt(transaction["value"]) : 0n
  const data = typeof transaction["data"] === "string" ? transaction["data"] : "0x"
  return [
    { label: "To", value: typeof to === "string" && isEvmAddress(to) ? shortAddress(to) : "A new contract" },
    { label: "Amount", value: `${formatNumber(formatAmount(value, native.decimals), native.decimals)} ${native.symbol}` },
    ...(data.length > 2 ? [{ label: "Data", value: `${(data.length - 2) / 2} bytes` }] : [])
  ]
}

const typedDataRows = (json: unknown): ReadonlyArray<SummaryRow> => {
  try {
    const typed = record(typeof json === "string" ? JSON.parse(json) : json)
    const domain = record(typed["domain"])
    return [
      ...(typeof domain["name"] === "string" ? [{ label: "Domain", value: domain["name"] }] : []),
      ...(typeof typed["primaryType"] === "string" ? [{ label: "Type", value: typed["primaryType"] }] : [])
    ]
  } catch {
    return []
  }
}

/** Never throws: parameters a wallet would refuse still get a summary, with fewer rows. */
export const summarise = (method: string, params: unknown, native: NativeCurrency): RequestSummary => {
  const list = Array.isArray(params) ? params : []
  const action = actions[method] ?? method
  try {
    switch (method) {
      case "personal_sign":
        return { action, rows: [{ label: "Message", value: messageText(list[0]) }, ...account(list[1])] }
      case "eth_sign":
        return { action, rows: [...account(list[0]), { label: "Message", value: messageText(list[1]) }] }
      case "eth_signTypedData":
      case "eth_signTypedData_v3":
      case "eth_signTypedData_v4":
        return { action, rows: [...account(list[0]), ...typedDataRows(list[1])] }
      case "eth_sendTransaction":
      case "eth_signTransaction":
        return { action, rows: transactionRows(record(list[0]), native) }
      case "wallet_sendCalls": {
        const calls = record(list[0])["calls"]
        return { action, rows: Array.isArray(calls) ? [{ label: "Calls", value: String(calls.length) }] : [] }
      }
      default:
        return { action, rows: [] }
    }
  } catch {
    return { action, rows: [] }
  }
}
