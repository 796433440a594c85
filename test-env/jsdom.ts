/**
 * Vitest's jsdom environment with Node's own typed arrays kept. The built-in
 * one installs jsdom's `Uint8Array`, so bytes made by Node (crypto, Buffer,
 * TextEncoder) fail the `instanceof Uint8Array` checks of viem's hashing.
 * Files named `*.dom.test.ts` run in it (see the "dom" project in vitest.config.ts).
 */
import { builtinEnvironments, type Environment } from "vitest/runtime"

const NODE_TYPES = [
  "ArrayBuffer",
  "Uint8Array",
  "Uint8ClampedArray",
  "Uint16Array",
  "Uint32Array",
  "Int8Array",
  "Int16Array",
  "Int32Array",
  "Float32Array",
  "Float64Array"
] as const

const environment: Environment = {
  name: "jsdom-node-arrays",
  viteEnvironment: "client",
  async setup(global: Record<string, unknown>, options) {
    const kept = NODE_TYPES.map((name) => [name, global[name]] as const)
    const jsdom = await builtinEnvironments.jsdom.setup(global, options)
    for (const [name, value] of kept) global[name] = value
    return jsdom
  }
}

export default environment
