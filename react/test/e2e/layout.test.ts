import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { IPHONE_SAFARI, loadClient, runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox()
  if (box === null) throw new Error(`${selector} is not displayed`)
  return box
}

/**
 * All wallets' first page drawn: its tiles there and no placeholder left. On a phone it lists only
 * the wallets that open there, fewer than the page's 40.
 */
const firstPageShown = async (page: Page) => {
  await page.locator("[data-testid=wallet-grid] [data-wallet-id]").nth(19).waitFor()
  await page.locator("[data-testid=wallet-grid] .gw-wallet-tile--skeleton").first().waitFor({ state: "detached" })
}

/**
 * The dialog's height at every frame from now until `stop()`: a view that jumps between its
 * loading and loaded states shows more than one height.
 */
const recordDialogHeights = async (page: Page) => {
  await page.evaluate(() => {
    const heights: number[] = []
    const record = () => {
      const dialog = document.querySelector<HTMLElement>("[role=dialog]")
      // The layout height: the opening animation scales the dialog, which is not a jump.
      if (dialog?.checkVisibility() === true) heights.push(dialog.offsetHeight)
      if ((window as unknown as { __heights?: number[] | undefined }).__heights === heights)
        requestAnimationFrame(record)
    }
    ;(window as unknown as { __heights?: number[] | undefined }).__heights = heights
    requestAnimationFrame(record)
  })
  return async (): Promise<ReadonlyArray<number>> =>
    page.evaluate(() => {
      const heights = (window as unknown as { __heights?: number[] | undefined }).__heights ?? []
      ;(window as unknown as { __heights?: number[] | undefined }).__heights = undefined
      return heights
    })
}

/** Layout at a phone's width (390×844, iOS Safari) and a laptop's (1280×800), in both themes: what the eye sees, measured. */
describe.skipIf(!runBrowserTests)("the modal's layout in Chromium", () => {
  const demo = localDemoForTests()

  const open = (width: number, theme: "light" | "dark" = "dark") =>
    demo.openDemo(width, theme, "", width < 430 ? IPHONE_SAFARI : undefined)

  const connect = async (page: Page) => {
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
  }

  for (const width of [390, 1280]) {
    it(`All wallets at ${width} px: scrolled cards pass under the sticky search, never above it`, async () => {
      const page = await open(width, "light")
      await page.getByRole("button", { name: "Connect wallet" }).first().click()
      await page.getByRole("button", { name: "All wallets" }).click()
      await firstPageShown(page)
      await page.locator(".gw-body").evaluate((body) => body.scrollBy(0, 260))
      await page.waitForFunction(() => document.querySelector(".gw-body")!.scrollTop >= 200)
      const body = await boxOf(page, ".gw-body")
      const search = await boxOf(page, ".gw-search")
      expect(search.y).toBeLessThanOrEqual(body.y + 0.5)
      // Every point from the top of the scrolling area to the search field's bottom is the search bar's.
      const hits = await page.evaluate(
        ({ x, top, bottom }) => {
          const found: string[] = []
          for (let y = top + 1; y < bottom; y += 2) {
            const element = document.elementFromPoint(x, y)
            if (element?.closest(".gw-search") === null) found.push(`${y}: ${element?.className}`)
          }
          return found
        },
        { x: search.x + 60, top: body.y, bottom: search.y + search.height }
      )
      expect(hits).toEqual([])
      await page.screenshot({ path: `${screenshots}layout-AllWallets-scrolled-light-${width}.png` })
      await page.context().close()
    })

    it(`toasts at ${width} px cover neither the page's header controls nor the modal's header`, async () => {
      for (const theme of ["dark", "light"] as const) {
        const page = await open(width, theme)
        await loadClient(page)
        await page.evaluate(() => window.gangway?.showToast("success", "Link copied"))
        await page.locator(".gw-toast").waitFor()
        const toast = await boxOf(page, ".gw-toast")
        for (const control of await page.locator(".demo-header button").all()) {
          const box = await control.boundingBox()
          expect(box !== null && overlaps(toast, box)).toBe(false)
        }
        await page.screenshot({ path: `${screenshots}layout-toast-page-${theme}-${width}.png` })

        await connect(page)
        await page.evaluate(() => window.gangway?.open())
        await page.locator("[data-token=USDT]").waitFor()
        await page.evaluate(() => window.gangway?.showToast("success", "Address copied"))
        await page.getByRole("status").getByText("Address copied").waitFor()
        const shown = await boxOf(page, ".gw-toast")
        expect(overlaps(shown, await boxOf(page, ".gw-header"))).toBe(false)
        expect(overlaps(shown, await boxOf(page, "[role=dialog]"))).toBe(false)
        await page.screenshot({ path: `${screenshots}layout-toast-modal-${theme}-${width}.png` })
        await page.context().close()
      }
    })

    it(`the modal keeps one height from loading to loaded at ${width} px (Account, All wallets)`, async () => {
      const page = await open(width)
      await connect(page)
      let stop = await recordDialogHeights(page)
      await page.evaluate(() => window.gangway?.open())
      await page.locator("[data-token=USDT] .gw-token-avatar[data-image=loaded]").waitFor({ state: "attached" })
      await page.getByTestId("account-activity").or(page.getByTestId("account-tokens")).waitFor()
      const account = await stop()
      expect(account.length).toBeGreaterThan(0)
      expect(new Set(account)).toEqual(new Set([account.at(-1)]))

      await page.evaluate(() => window.gangway?.close())
      await page.getByRole("dialog").waitFor({ state: "detached" })
      stop = await recordDialogHeights(page)
      await page.evaluate(() => window.gangway?.open({ view: "AllWallets" }))
      await firstPageShown(page)
      const wallets = await stop()
      expect(new Set(wallets)).toEqual(new Set([wallets.at(-1)]))
      await page.context().close()
    })
  }

  /** The Tokens tab's three rows are inside the dialog's visible body, without scrolling. */
  const expectTokensInView = async (page: Page) => {
    const dialog = await boxOf(page, "[role=dialog]")
    const body = await boxOf(page, ".gw-body")
    for (const symbol of ["ETH", "GWT", "USDT"]) {
      const row = await boxOf(page, `[data-token=${symbol}]`)
      expect(row.y + row.height).toBeLessThanOrEqual(Math.min(dialog.y + dialog.height, body.y + body.height))
    }
  }

  it("Account at 1280×800 shows its tabs' content without scrolling, also with a send's confirmation on top", async () => {
    for (const theme of ["dark", "light"] as const) {
      const page = await open(1280, theme)
      await connect(page)
      await page.evaluate(() => window.gangway?.open())
      await page.locator("[data-token=USDT]").waitFor()
      await expectTokensInView(page)
      expect(await page.locator(".gw-body").evaluate((node) => node.scrollTop)).toBe(0)
      await page.screenshot({ path: `${screenshots}layout-Account-${theme}-1280.png` })
      if (theme === "light") {
        await page.context().close()
        continue
      }

      // After a send, with its confirmation on top, the tokens are still in view.
      const modal = page.getByRole("dialog")
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.getByTestId("send-token").click()
      await page.getByTestId("send-select-token-view").getByRole("button", { name: /Ether/ }).click()
      await modal.getByRole("textbox", { name: "Amount" }).fill("0.01")
      await modal.getByRole("textbox", { name: "To" }).fill(demo.world.chain.accounts[5]!.address)
      await modal.getByRole("button", { name: "Review send" }).click()
      await page.locator("[data-testid=send-preview-view][data-state=ready]").waitFor()
      await modal.getByRole("button", { name: "Send", exact: true }).click()
      await page.locator("[data-testid=send-status][data-phase=confirmed]").waitFor()
      await page.locator("[data-token=USDT]").waitFor()
      await expectTokensInView(page)
      await page.screenshot({ path: `${screenshots}layout-Account-sent-${theme}-1280.png` })
      await page.context().close()
    }
  })

  it("the 'Connecting…' button fits a 390 px header: the page never gets wider than the phone", async () => {
    for (const theme of ["dark", "light"] as const) {
      const page = await open(390, theme)
      await page.evaluate(() => window.gangwayTestWallet?.behave("connect", "delay"))
      await page.getByRole("button", { name: "Connect wallet" }).first().click()
      await page.getByRole("button", { name: /Gangway Test Wallet/ }).click()
      await page.getByText("Continue in Gangway Test Wallet").waitFor()
      await page.getByRole("dialog").getByRole("button", { name: "Close" }).click()
      const pill = page.locator(".demo-header .gw-button[data-state=loading]")
      await pill.waitFor()
      expect(await pill.getAttribute("aria-busy")).toBe("true")
      expect(await pill.textContent()).toContain("Connecting…")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const box = await pill.boundingBox()
      expect(box !== null && box.x + box.width <= 390).toBe(true)
      await page.screenshot({ path: `${screenshots}layout-connecting-header-${theme}-390.png` })
      await page.evaluate(() => window.gangwayTestWallet?.delays.connect?.release("reject"))
      await page.context().close()
    }
  })
})
