import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PassThrough } from "node:stream"
import type { Io } from "../src/io.js"
import { main } from "../src/main.js"

/** An Io over in-memory streams with `env`; `out()` and `err()` return what was written. */
export const memoryIo = (env: Record<string, string | undefined> = {}) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()))
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()))
  const io: Io = {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    stdin: new PassThrough() as unknown as NodeJS.ReadStream,
    env
  }
  return { io, out: () => out, err: () => err }
}

export interface InProcessRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  /** stdout as the one JSON document `--json` promises. */
  readonly json: () => any
}

/** `gangway argv…` in this process (no spawn): the exit code and what it printed. */
export const gangway = async (
  argv: ReadonlyArray<string>,
  env: Record<string, string | undefined>
): Promise<InProcessRun> => {
  const { io, out, err } = memoryIo(env)
  const code = await main(argv, io)
  // Let the PassThroughs deliver what was written.
  await new Promise((resolve) => setImmediate(resolve))
  const stdout = out()
  const stderr = err()
  return {
    code,
    stdout,
    stderr,
    json: () => {
      try {
        return JSON.parse(stdout)
      } catch {
        throw new Error(`stdout is not one JSON document:\n${stdout}\nstderr:\n${stderr}`)
      }
    }
  }
}

export interface StubRequest {
  readonly method: string
  readonly url: URL
  readonly body: any
}

export interface StubAnswer {
  readonly status?: number
  readonly body: unknown
}

export interface Stub {
  readonly url: string
  readonly requests: Array<StubRequest>
  readonly close: () => Promise<void>
}

/** An HTTP server on loopback answering JSON with `handler` (a tiny data API or JSON-RPC node). */
export const startStub = async (handler: (request: StubRequest) => StubAnswer | Promise<StubAnswer>): Promise<Stub> => {
  const requests: Array<StubRequest> = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = ""
    req.on("data", (chunk: Buffer) => (text += chunk.toString()))
    req.on("end", async () => {
      let body: unknown
      try {
        body = text === "" ? undefined : JSON.parse(text)
      } catch {
        body = text
      }
      const request = { method: req.method ?? "GET", url: new URL(req.url ?? "/", "http://stub"), body }
      requests.push(request)
      const answer = await handler(request)
      res.writeHead(answer.status ?? 200, { "content-type": "application/json" })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** A JSON-RPC node of the local chain (31337) that answers reads: every account holds `balanceWei`. */
export const stubEvmRpc = (balanceWei = 10n ** 20n) =>
  startStub(({ body }) => {
    const answer = (call: { id: unknown; method: string }) => {
      const result =
        call.method === "eth_chainId"
          ? "0x7a69"
          : call.method === "eth_getBalance"
            ? `0x${balanceWei.toString(16)}`
            : call.method === "eth_blockNumber"
              ? "0x1"
              : null
      return { jsonrpc: "2.0", id: call.id, result }
    }
    return { body: Array.isArray(body) ? body.map(answer) : answer(body) }
  })

/** A port nothing listens on (a server is started on it and closed). */
export const closedPortUrl = async (): Promise<string> => {
  const stub = await startStub(() => ({ body: null }))
  await stub.close()
  return stub.url
}

/** Temp state dirs, removed by `cleanup`. */
export const tempDirs = () => {
  const dirs: Array<string> = []
  return {
    make: (prefix = "gangway-cli-") => {
      const dir = mkdtempSync(join(tmpdir(), prefix))
      dirs.push(dir)
      return dir
    },
    cleanup: () => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** Anvil's account 1, as the tests connect with it. */
export const TEST_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"
export const TEST_ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
