/**
 * A tiny HTTP server on loopback for tests of how the core reads bodies: answers stream
 * as real sockets do (msw's mocked streams do not end a cancelled read), and the server
 * says how much of each body it wrote before the client went away.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll } from "vitest"

export type BodyHandler = (request: IncomingMessage, response: ServerResponse) => void

export interface BodyServer {
  /** `http://127.0.0.1:PORT`, once started. */
  readonly url: () => string
  /** The handler of the next requests. */
  readonly answer: (handler: BodyHandler) => void
}

/** Starts a server for the test file; every request goes to the handler last given to `answer`. */
export const setUpBodyServer = (): BodyServer => {
  let handler: BodyHandler = (_request, response) => response.writeHead(404).end()
  const server = createServer((request, response) => handler(request, response))
  let port = 0
  beforeAll(
    () =>
      new Promise<void>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          port = (server.address() as AddressInfo).port
          resolve()
        })
      )
  )
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  )
  return { url: () => `http://127.0.0.1:${port}`, answer: (next) => (handler = next) }
}

/**
 * Writes `head`, then `megabytes` of `x`, then `tail`, honouring back-pressure, and reports
 * how many megabytes were written when the connection closed.
 */
export const streamBody =
  (
    head: string,
    megabytes: number,
    tail: string,
    headers: Record<string, string>,
    onClose?: (written: number) => void
  ): BodyHandler =>
  (_request, response) => {
    response.writeHead(200, { "content-type": "application/json", ...headers })
    const pad = "x".repeat(1024 * 1024)
    let written = 0
    response.on("close", () => onClose?.(written))
    response.write(head)
    const more = () => {
      while (written < megabytes) {
        written++
        if (!response.write(pad)) {
          response.once("drain", more)
          return
        }
      }
      response.end(tail)
    }
    more()
  }
