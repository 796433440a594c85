import { fileURLToPath } from "node:url"
import { createServer } from "vite"
import { demoEnv, type DemoWorld } from "./env.js"

export interface DemoServer {
  /** `http://127.0.0.1:PORT/`. */
  readonly url: string
  readonly stop: () => Promise<void>
}

/**
 * The demo dApp on a Vite dev server at a free port of 127.0.0.1, pointed at
 * the given local world. `npm start` runs it after the world is up.
 */
export const startDemoServer = async (world: DemoWorld): Promise<DemoServer> => {
  // Vite reads VITE_* from the process environment as well as from .env files.
  Object.assign(process.env, demoEnv(world))
  const server = await createServer({
    configFile: fileURLToPath(new URL("./vite.config.ts", import.meta.url)),
    server: { host: "127.0.0.1", port: 0, strictPort: true },
    clearScreen: false,
    logLevel: "warn"
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (url === undefined) {
    await server.close()
    throw new Error("the demo's dev server reported no URL")
  }
  return { url, stop: () => server.close() }
}
