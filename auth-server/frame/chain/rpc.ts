import { ProviderRpcError } from "./errors.js"

let nextId = 1

/** One JSON-RPC call over HTTP; JSON-RPC errors keep their code and data. */
export async function jsonRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params: params ?? [] })
  })
  if (!response.ok) throw new ProviderRpcError(-32603, `RPC HTTP ${response.status} from ${url}`)
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result ?? null
}
