import { Worker } from "node:worker_threads"
import type { FrameHost, FrameQuery } from "../connectors/auth/frame-host.js"
import type { FrameRequest } from "../connectors/auth/protocol/messages.js"

/**
 * The secure frame for a host without a browser (the CLI): the frame site's own worker
 * script (`<frame origin>/frame-worker.mjs`, the same protocol and keys handling as its page)
 * runs in a worker thread of this process; its messages stand for postMessage and its
 * storage is a folder of the host's (`storageDir`, one per frame origin). The keys stay in
 * the frame's code, as in a browser; nothing else reads that folder.
 */
export const workerFrameHost =
  (options: { readonly storageDir: string; readonly appOrigin?: string | undefined }) =>
  (frameUrl: string, query: FrameQuery): FrameHost => {
    const listeners = new Set<(data: unknown) => void>()
    const queue: Array<FrameRequest> = []
    let worker: Worker | undefined
    let disposed = false
    const fail = (message: string) => {
      for (const listener of listeners) listener({ type: "FRAME_INIT_FAILED", payload: { message } })
    }
    const script = new URL("/frame-worker.mjs", frameUrl)
    void fetch(script)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${script.href} answered ${response.status}`)
        const code = await response.text()
        if (disposed) return
        worker = new Worker(new URL(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`), {
          workerData: {
            frameUrl,
            projectId: query.projectId,
            chainId: query.chainId,
            storageDir: options.storageDir,
            ...(options.appOrigin === undefined ? {} : { appOrigin: options.appOrigin })
          },
          stdout: false,
          stderr: false
        })
        worker.on("message", (data: unknown) => {
          for (const listener of listeners) listener(data)
        })
        worker.on("error", (error) => fail(`the secure frame stopped: ${error.message}`))
        for (const message of queue.splice(0)) worker.postMessage(message)
      })
      .catch((error: unknown) => fail(`the secure frame could not be loaded from ${script.href}: ${String(error)}`))
    return {
      post: (message) => {
        if (worker === undefined) queue.push(message)
        else worker.postMessage(message)
      },
      listen: (onMessage) => {
        listeners.add(onMessage)
        return () => void listeners.delete(onMessage)
      },
      dispose: () => {
        disposed = true
        listeners.clear()
        void worker?.terminate()
      }
    }
  }
