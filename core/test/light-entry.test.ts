import { build, type Metafile } from "esbuild"
import { readFileSync } from "node:fs"
import { describe, expect, expectTypeOf, it } from "vitest"
import * as core from "../src/index.js"
import * as display from "../src/display.js"
import * as light from "../src/light.js"
import * as siwx from "../src/siwx/page-providers.js"
import type { CreateGangwayOptions as LightOptions } from "../src/light.js"
import type { CreateGangwayOptions } from "../src/index.js"

const entry = new URL("../src/light.ts", import.meta.url).pathname

/** Everything a module reaches through value imports, packages included (type imports are erased). */
const bundle = (entryPoint: string) =>
  build({
    entryPoints: [entryPoint],
    bundle: true,
    platform: "browser",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent"
  })

const lightGraph = async (): Promise<Metafile> => (await bundle(entry)).metafile

describe("@gangway/core/light", () => {
  it("bundles without Effect, WalletConnect or the namespaces' SDKs", async () => {
    const inputs = Object.keys((await lightGraph()).inputs)
    expect(inputs.some((path) => path.endsWith("core/src/light.ts"))).toBe(true)
    expect(
      inputs.filter((path) => /node_modules\/(effect|@walletconnect|@solana|@polkadot|@scure\/btc-signer)\//.test(path))
    ).toEqual([])
  })

  it("takes nothing from other packages: no viem, not even its chain definitions (their formatters and serializers), no wallet discovery", async () => {
    const metafile = await lightGraph()
    const ownImports = Object.entries(metafile.inputs)
      .filter(([path]) => path.includes("core/src/"))
      .flatMap(([, input]) => input.imports.map((record) => record.original ?? record.path))
      .filter((path) => !path.startsWith("."))
    expect([...new Set(ownImports)].sort()).toEqual([])
    expect(Object.keys(metafile.inputs).filter((path) => path.includes("node_modules/viem/"))).toEqual([])
  })

  it("exports the options type createGangway takes, the one getting-started.md imports from it (a type, so no code)", () => {
    expectTypeOf<LightOptions>().toEqualTypeOf<CreateGangwayOptions>()
    const options: LightOptions = { networks: [light.localChain("http://127.0.0.1:8545")], projectId: "gangway-local" }
    expect(options.networks[0]).toMatchObject({ caipNetworkId: "eip155:31337" })
    expect(readFileSync(entry, "utf8")).toMatch(
      /^export type \{ CreateGangwayOptions \} from "\.\/create-options\.js"$/m
    )
  })

  it("exports the index's own values, not copies", () => {
    const entries = Object.entries(light)
    expect(entries.length).toBeGreaterThan(40)
    for (const [name, value] of entries) expect([name, (core as Record<string, unknown>)[name]]).toEqual([name, value])
    expect(light.initialGangwayState).toBe(core.initialGangwayState)
  })
})

describe("@gangway/core/display and @gangway/core/siwx", () => {
  const entries = { display: "../src/display.ts", siwx: "../src/siwx/page-providers.ts" }

  it("bundle without Effect, viem or any other package", async () => {
    for (const path of Object.values(entries)) {
      const inputs = Object.keys((await bundle(new URL(path, import.meta.url).pathname)).metafile.inputs)
      expect([path, inputs.filter((input) => input.includes("node_modules"))]).toEqual([path, []])
    }
  })

  it("export the index's own values", () => {
    expect(Object.keys(display).sort()).toEqual([
      "IMAGE_PRELOAD_TIMEOUT_MS",
      "balanceUnits",
      "checkAmount",
      "directoryImageUrls",
      "formatBalance",
      "formatDisplayBalance",
      "formatDisplayNumber",
      "formatDisplayUsd",
      "formatQuantity",
      "formatTokenValue",
      "injectedExtensionIdentity",
      "maxSendable",
      "multiplyDecimal",
      "roundDecimal"
    ])
    expect(Object.keys(siwx).sort()).toEqual([
      "SiwxProviderRefusal",
      "SiwxServerUnavailable",
      "memorySessionStore",
      "siwxLocal",
      "siwxServer"
    ])
    for (const [name, value] of [...Object.entries(display), ...Object.entries(siwx)])
      expect([name, (core as Record<string, unknown>)[name]]).toEqual([name, value])
  })

  it("are not reached from light: what only the views or a sign-in page use stays out of every page's first bundle", async () => {
    const inputs = Object.keys((await lightGraph()).inputs)
    expect(
      inputs.filter((path) => /domain\/(format|display-number)|image-urls|extension-identity|\/siwx\//.test(path))
    ).toEqual([])
  })
})

describe("@gangway/core's index", () => {
  it("re-exports by name only modules without Effect: esbuild's code splitting puts those in every chunk that reaches the index", async () => {
    const index = readFileSync(new URL("../src/index.ts", import.meta.url), "utf8")
    const named = [...index.matchAll(/^export \{[^}]*\} from "(\.[^"]+)"/gm)].map((match) => match[1]!)
    const reachingEffect = []
    for (const path of named) {
      const { inputs } = (await bundle(new URL(`../src/${path.replace(/\.js$/, ".ts")}`, import.meta.url).pathname))
        .metafile
      if (Object.keys(inputs).some((input) => input.includes("node_modules/effect/"))) reachingEffect.push(path)
    }
    expect(reachingEffect).toEqual([])
  })
})
