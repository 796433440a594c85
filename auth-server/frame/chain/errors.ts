/** An EIP-1193 provider error, as the frame answers a request with it (its code and message cross to the app). */
export class ProviderRpcError extends Error {
  override readonly name = "ProviderRpcError"
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, "User rejected the request.")
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)
export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)
export const internalError = (message = "Internal error") => new ProviderRpcError(-32603, message)

/** Turns whatever a chain call threw (viem errors, JSON-RPC errors) into a ProviderRpcError. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  let current: unknown = error
  while (current instanceof Error) {
    const code = (current as { code?: unknown }).code
    if (typeof code === "number")
      return new ProviderRpcError(code, shortMessage(error), (current as { data?: unknown }).data)
    current = current.cause
  }
  return internalError(shortMessage(error))
}

function shortMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const short = (error as { shortMessage?: unknown }).shortMessage
  return typeof short === "string" ? short : error.message
}
