// biome-ignore lint/suspicious/noExplicitAny: each EIP-1193 event has its own arguments; `any` keeps every wallet's and library's listener assignable
type Eip1193AnyListener = (...args: Array<any>) => void

/** The part of EIP-1193 the core uses: one request function and events. */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: Eip1193AnyListener): unknown
  removeListener?(event: string, listener: Eip1193AnyListener): unknown
}

/** The code of an EIP-1193 / JSON-RPC error, wherever the wallet put it. */
export const errorCode = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const record = error as { code?: unknown; cause?: unknown; data?: { originalError?: { code?: unknown } } }
  if (typeof record.code === "number") return record.code
  if (typeof record.data?.originalError?.code === "number") return record.data.originalError.code
  return record.cause === undefined ? undefined : errorCode(record.cause)
}

export const USER_REJECTED = 4001
export const UNRECOGNIZED_CHAIN = 4902

export const errorDetails = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === "string" ? error : JSON.stringify(error)
