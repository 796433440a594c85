// End to end in Chromium: a small wagmi page (page/) built for production connects through
// Gangway's modal with the injected test wallet and sends ETH that lands on the local chain.
import { buildInjectedWalletScript, startChain, type LocalChain } from "@gangway/fixtures"
import react from "@vitejs/plugin-react"
import { mkdir, mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import type { Browser } from "playwright-core"
import { createPublicClient, http, parseEther, type Address } from "viem"
import { build, defaultClientConditions } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumPath, launchChromium } from "../../../react/test/e2e/browser.js"
import { serveStatic, type StaticServer } from "../../../react/test/e2e/static-server.js"

// Locally a missing Chromium skips these tests; in CI (.ci/run installs it) nothing is skipped.
const runBrowserTests = chromiumPath !== undefined || process.env.CI !== undefined
const screenshots = fileURLToPath(new URL("../../../.artifacts/screenshots/wagmi/", import.meta.url))

const buildPage = async (define: Record<string, string>): Promise<string> => {
  const outDir = await mkdtemp(join(tmpdir(), "gangway-wagmi-page-"))
  // Under vitest NODE_ENV is "test", which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  await build({
    configFile: false,
    root: fileURLToPath(new URL("./page", import.meta.url)),
    mode: "production",
    logLevel: "warn",
    plugins: [react()],
    define,
    resolve: { conditions: ["@gangway/source", ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, target: "es2022" }
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  return outDir
}

describe.runIf(runBrowserTests)("a wagmi page in Chromium", () => {
  let chain: LocalChain
  let browser: Browser
  let dir: string | undefined
  let server: StaticServer | undefined
  const receiver = () => chain.accounts[8]!.address as Address
  beforeAll(async () => {
    ;[chain, browser] = await Promise.all([startChain(), launchChromium()])
    dir = await buildPage({ __RPC_URL__: JSON.stringify(chain.rpcUrl), __RECEIVER__: JSON.stringify(receiver()) })
    server = await serveStatic(dir)
    await mkdir(screenshots, { recursive: true })
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (dir !== undefined) await rm(dir, { recursive: true, force: true })
    await chain?.stop()
  })

  const open = async (theme: "light" | "dark", width: number) => {
    const context = await browser.newContext({ viewport: { width, height: width < 430 ? 844 : 800 } })
    // Nothing may leave the machine: only loopback (the page and the chain) is reachable.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
    // The test wallet, installed as an extension would be, on account 6.
    await context.addInitScript({ content: await buildInjectedWalletScript({ rpcUrl: chain.rpcUrl, accountIndex: 6 }) })
    const page = await context.newPage()
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.setDefaultTimeout(15_000)
    await page.emulateMedia({ colorScheme: theme })
    await page.goto(`${server!.url}/?theme=${theme}`)
    await page
      .getByRole("button", { name: "Connect with wagmi" })
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`the page did not render: ${errors.join("; ") || String(error)}`)
      })
    return { page, errors }
  }

  it("connects through Gangway's modal with the injected wallet and sends a transaction that lands", async () => {
    const { page, errors } = await open("dark", 1280)
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await node.getBalance({ address: receiver() })
    await page.getByRole("button", { name: "Connect with wagmi" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
    await page.screenshot({ path: join(screenshots, "wagmi-connect-1280-dark.png") })
    await dialog.getByRole("button", { name: /Gangway Test Wallet/ }).click()
    await page.locator("[data-testid=account][data-status=connected]").waitFor()
    await dialog.waitFor({ state: "detached" })
    expect(await page.getByTestId("account").textContent()).toBe(`connected ${chain.accounts[6]!.address}`)
    await page.getByRole("button", { name: "Send 0.2 ETH" }).click()
    await page.locator("[data-testid=receipt][data-status=success]").waitFor()
    expect((await node.getBalance({ address: receiver() })) - before).toBe(parseEther("0.2"))
    await page.screenshot({ path: join(screenshots, "wagmi-sent-1280-dark.png") })
    expect(errors).toEqual([])
  }, 120_000)

  it("on a phone-sized light page, closing the modal leaves wagmi disconnected", async () => {
    const { page } = await open("light", 390)
    await page.getByRole("button", { name: "Connect with wagmi" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
    await page.screenshot({ path: join(screenshots, "wagmi-connect-390-light.png") })
    await dialog.getByRole("button", { name: "Close" }).click()
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Connect with wagmi" }).and(page.locator(":enabled")).waitFor()
    expect(await page.getByTestId("account").getAttribute("data-status")).toBe("disconnected")
  }, 120_000)
})
