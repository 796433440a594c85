import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

interface Call {
  readonly jsonrpc?: unknown
  readonly id?: unknown
  readonly method: string
  readonly params?: ReadonlyArray<unknown>
}

/** What the server says to one call: a result of its own, or undefined to pass the call on. */
export type Corrupt = (method: string, params: ReadonlyArray<unknown>) => { readonly result: unknown } | undefined

export interface HostileEvmRpc {
  readonly url: string
  /** Every method asked, in order. */
  readonly methods: Array<string>
  /** Resolves once every request received so far has been answered. */
  readonly idle: () => Promise<void>
  readonly close: () => Promise<void>
}

/**
 * A JSON-RPC server on loopback that answers what `corrupt` decides and passes every other
 * call (single or batched) to the node at `forwardTo` (a local anvil); without one, the
 * other calls get `null`.
 */
export const startHostileEvmRpc = async (corrupt: Corrupt, forwardTo?: string): Promise<HostileEvmRpc> => {
  const methods: Array<string> = []
  let inFlight = 0
  let waiters: Array<() => void> = []
  const settled = () => {
    inFlight -= 1
    if (inFlight > 0) return
    for (const wake of waiters) wake()
    waiters = []
  }
  const answer = async (call: Call) => {
    methods.push(call.method)
    const corrupted = corrupt(call.method, call.params ?? [])
    if (corrupted !== undefined) return { jsonrpc: "2.0", id: call.id, result: corrupted.result }
    if (forwardTo === undefined) return { jsonrpc: "2.0", id: call.id, result: null }
    const response = await fetch(forwardTo, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(call)
    })
    return response.json()
  }
  const server = createServer((req, res) => {
    let text = ""
    req.on("data", (chunk: Buffer) => (text += chunk.toString()))
    inFlight += 1
    res.once("close", settled)
    req.on("end", async () => {
      try {
        const body = JSON.parse(text) as Call | ReadonlyArray<Call>
        const reply = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body as Call)
        res.writeHead(200, { "content-type": "application/json" })
        res.end(JSON.stringify(reply))
      } catch (error) {
        res.writeHead(500, { "content-type": "application/json" })
        res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32603, message: String(error) } }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
