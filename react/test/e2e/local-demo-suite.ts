import { afterAll, beforeAll } from "vitest"
import { startLocalDemo, type LocalDemo } from "./local-demo.js"

/**
 * For a describe block: the local demo (world, build, Chromium) started before its tests and
 * stopped after them. The object can be kept at the block's top level: each member reads the
 * started demo when used.
 */
export const localDemoForTests = (): Pick<LocalDemo, "world" | "verifyKey" | "openDemo"> => {
  let started: LocalDemo | undefined
  beforeAll(async () => {
    started = await startLocalDemo()
  }, 240_000)
  afterAll(async () => {
    await started?.stop()
  })
  const demo = () => {
    if (started === undefined) throw new Error("The local demo starts before the tests: use it inside one.")
    return started
  }
  return {
    get world() {
      return demo().world
    },
    get verifyKey() {
      return demo().verifyKey
    },
    openDemo: (...args) => demo().openDemo(...args)
  }
}
