import {
  attestationFrameHtml,
  createVerifyKey,
  startLocalWorld,
  VERIFY_FRAME_URL,
  type LocalWorld,
  type VerifyKey
} from "@gangway/fixtures"
import { mkdir, rm } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import type { Browser, Page } from "playwright-core"
import { demoEnv } from "../../demo/env.js"
import { chromiumPath, launchChromium } from "./browser.js"
import { buildDemo } from "./demo-build.js"
import { serveStatic, type StaticServer } from "./static-server.js"

/** Safari on an iPhone, as its user agent says. */
export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"

/** A phone's and a laptop's width, in both themes: each width meets each theme once. */
export const WIDTHS_AND_THEMES = [
  [1280, "dark"],
  [390, "light"],
  [1280, "light"],
  [390, "dark"]
] as const

export const screenshots = fileURLToPath(new URL("../../../.artifacts/screenshots/react/", import.meta.url))

// Locally a missing Chromium skips these tests; in CI (.ci/run installs it) nothing is skipped.
export const runBrowserTests = chromiumPath !== undefined || process.env.CI !== undefined

export interface LocalDemo {
  readonly world: LocalWorld
  readonly server: StaticServer
  readonly browser: Browser
  /** The key the page's Verify frame signs with; give its public half to a WalletConnect wallet. */
  readonly verifyKey: VerifyKey
  /** A page of the demo in a context of its own (storage included), at `width` px, in `theme`. */
  /** `search`: the demo's query string, e.g. `?basic` for WalletConnect-only mode. */
  /** `userAgent`: a phone's, e.g. `IPHONE_SAFARI`, for the platform rules of SPEC §4. */
  /** `initScript`: runs before the page's own code (e.g. the local Telegram client, `telegramClientScript`). */
  readonly openDemo: (
    width: number,
    theme?: "light" | "dark",
    search?: string,
    userAgent?: string,
    initScript?: string
  ) => Promise<Page>
  readonly stop: () => Promise<void>
}

/**
 * The local world (chain, data API, relay, test wallet), the demo built against it
 * and served statically, and Chromium. Pages reach 127.0.0.1 only; the WalletConnect
 * SDK's Verify frame is answered locally (see docs/local-world.md).
 */
export const startLocalDemo = async (): Promise<LocalDemo> => {
  const world = await startLocalWorld()
  const verifyKey = createVerifyKey()
  try {
    const env = demoEnv({
      rpcUrl: world.chain.rpcUrl,
      apiUrl: world.api.url,
      relayUrl: world.relay.url,
      walletScriptUrl: world.walletScriptUrl,
      solanaRpcUrl: world.solana.rpcUrl,
      solanaWsUrl: world.solana.wsUrl,
      bitcoinEsploraUrl: world.bitcoin.url,
      siwxUrl: world.siwx.url,
      authFrameUrl: world.auth.frameUrl
    })
    const [outDir, browser] = await Promise.all([buildDemo(env), launchChromium()])
    const server = await serveStatic(outDir)
    await mkdir(screenshots, { recursive: true })

    const openDemo = async (
      width: number,
      theme: "light" | "dark" = "dark",
      search = "",
      userAgent?: string,
      initScript?: string
    ) => {
      const context = await browser.newContext({
        viewport: { width, height: width < 430 ? 844 : 800 },
        ...(userAgent === undefined ? {} : { userAgent, isMobile: true, hasTouch: true })
      })
      await context.route(`${VERIFY_FRAME_URL}**`, (route) =>
        route.fulfill({ contentType: "text/html", body: attestationFrameHtml(route.request().url(), verifyKey) })
      )
      // Nothing may leave the machine: only loopback (the demo and the world) is reachable.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.request().url().startsWith(VERIFY_FRAME_URL) ? route.fallback() : route.abort()
      )
      if (initScript !== undefined) await context.addInitScript(initScript)
      const page = await context.newPage()
      // A step that hangs names its locator, well before the test's own time-out (the
      // "browser" project's, vitest.config.ts), and a loaded machine has time to answer.
      page.setDefaultTimeout(30_000)
      await page.emulateMedia({ colorScheme: theme })
      await page.goto(`${server.url}/${search}`)
      await page.getByRole("button", { name: "Connect wallet" }).first().waitFor()
      // The page installs the test wallet itself (demo/src/test-wallet.ts).
      await page.waitForFunction(() => window.gangwayTestWallet !== undefined)
      return page
    }

    return {
      world,
      server,
      browser,
      verifyKey,
      openDemo,
      stop: async () => {
        await browser.close()
        await server.close()
        await rm(outDir, { recursive: true, force: true })
        await world.stop()
      }
    }
  } catch (error) {
    await world.stop()
    throw error
  }
}

type Behaviour = "approve" | "reject" | "fail" | "delay"

declare global {
  interface Window {
    /** Installed by the world's test-wallet script. */
    gangwayTestWallet?: {
      readonly behave: (kind: string, behaviour: Behaviour) => void
      readonly delays: Record<string, { release: (then?: Behaviour) => void } | undefined>
    }
  }
}

/**
 * Loads the demo's client the way a visitor does, by opening the modal from its
 * button (the demo loads it at the first click), then closes the modal again:
 * for tests that drive the client (`window.gangway`) before they click anything.
 */
export const loadClient = async (page: Page): Promise<void> => {
  await page.getByRole("button", { name: "Connect wallet" }).first().click()
  await page.waitForFunction(() => window.gangway !== undefined)
  await page.evaluate(() => window.gangway?.close())
  await page.getByRole("dialog").waitFor({ state: "detached" })
}

/** `0x1234…abcd`, as the account button shows an address. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Connects the page's injected test wallet from the Connect button, then opens Account from the account button. */
export const connectTestWalletAndOpenAccount = async (page: Page, address: string): Promise<void> => {
  await page.getByRole("button", { name: "Connect wallet" }).first().click()
  await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
  await page.getByRole("dialog").waitFor({ state: "detached" })
  await page
    .getByRole("button", { name: new RegExp(shortAddress(address)) })
    .first()
    .click()
  await page.getByTestId("account-view").waitFor()
}
