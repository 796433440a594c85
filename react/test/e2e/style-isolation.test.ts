import { readFileSync } from "node:fs"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { runBrowserTests, screenshots } from "./local-demo.js"
import { localDemoForTests } from "./local-demo-suite.js"

const hostileCss = readFileSync(new URL("./hostile-host.css", import.meta.url), "utf8")
// The same on both pages, so the dialog sits at the same place: no page scrollbar, no motion.
const steadyCss = "html{scrollbar-width:none}"

/** The computed styles of the host page's own elements (none inside a `.gw-root`). */
const hostStyles = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      "color",
      "background-color",
      "font-size",
      "font-family",
      "line-height",
      "letter-spacing",
      "margin",
      "padding",
      "border",
      "display",
      "box-sizing",
      "text-transform",
      "width"
    ]
    return [...document.body.querySelectorAll("*")]
      .filter(
        (element) => element.closest(".gw-root") === null && element.tagName !== "STYLE" && element.tagName !== "SCRIPT"
      )
      .map((element) => {
        const style = getComputedStyle(element)
        return `${element.tagName}.${element.className}: ${properties.map((property) => style.getPropertyValue(property)).join("; ")}`
      })
  })

/** The computed styles of every element of the widget outside the dialog (the buttons, the toasts), keyed by position. */
const widgetStyles = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      "color",
      "background-color",
      "font-family",
      "font-size",
      "font-weight",
      "font-style",
      "line-height",
      "letter-spacing",
      "word-spacing",
      "text-transform",
      "text-shadow",
      "padding",
      "margin",
      "border",
      "width",
      "height",
      "display",
      "box-sizing",
      "fill",
      "stroke"
    ]
    return [...document.querySelectorAll(".gw-root.gw-button, .gw-root.gw-toasts")].flatMap((root, index) =>
      // Inside an SVG only the svg element itself: its shapes keep their presentation attributes, which a reset would drop.
      [root, ...root.querySelectorAll("*:not(svg *)")].map((element) => {
        const style = getComputedStyle(element)
        return `${index} ${element.tagName}.${element.getAttribute("class") ?? ""}: ${properties.map((property) => style.getPropertyValue(property)).join("; ")}`
      })
    )
  })

/** Differing pixels of two same-size PNGs, decoded by the browser; the dialog's rounded corners (where the page shows through) are left out. */
const differingPixels = (page: Page, a: Buffer, b: Buffer, corner: number) =>
  page.evaluate(
    async ({ a, b, corner }) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext("2d")
        if (context === null) throw new Error("no 2d context")
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [first, second] = await Promise.all([decode(a), decode(b)])
      if (first.width !== second.width || first.height !== second.height) {
        return {
          compared: 0,
          differing: -1,
          size: `${first.width}×${first.height} vs ${second.width}×${second.height}`
        }
      }
      let compared = 0
      let differing = 0
      for (let y = 0; y < first.height; y++) {
        for (let x = 0; x < first.width; x++) {
          const inCorner = (x < corner || x >= first.width - corner) && (y < corner || y >= first.height - corner)
          if (inCorner) continue
          compared++
          const index = (y * first.width + x) * 4
          for (let channel = 0; channel < 3; channel++) {
            if (Math.abs((first.data[index + channel] ?? 0) - (second.data[index + channel] ?? 0)) > 8) {
              differing++
              break
            }
          }
        }
      }
      return { compared, differing, size: `${first.width}×${first.height}` }
    },
    { a: a.toString("base64"), b: b.toString("base64"), corner }
  )

describe.skipIf(!runBrowserTests)("style isolation in Chromium: a hostile host stylesheet", () => {
  const demo = localDemoForTests()

  const dialogShot = async (width: number, theme: "light" | "dark", hostile: boolean) => {
    const page = await demo.openDemo(width, theme)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.addStyleTag({ content: steadyCss })
    if (hostile) await page.addStyleTag({ content: hostileCss })
    const before = await hostStyles(page)
    await page.getByRole("button", { name: "Connect wallet" }).first().click()
    const dialog = page.getByRole("dialog")
    await page.getByRole("button", { name: /Gangway Test Wallet/ }).waitFor()
    // The directory's wallets too: the dialog grows once they are listed.
    await page.getByRole("button", { name: /Aurora Wallet/ }).waitFor()
    await page.waitForLoadState("networkidle")
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    const shot = await dialog.screenshot()
    const page_ = await page.screenshot()
    const after = await hostStyles(page)
    await page.getByRole("button", { name: "Close" }).click()
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.evaluate(() => window.gangway?.showToast("success", "Address copied"))
    await page.locator(".gw-toast").waitFor()
    const widget = await widgetStyles(page)
    return { page, shot, pageShot: page_, before, after, widget }
  }

  for (const [width, theme] of [
    [390, "light"],
    [1280, "dark"]
  ] as const) {
    it(`at ${width} px, ${theme}: the Connect dialog is pixel-identical on the hostile page, the buttons and toasts keep their styles, and the page's own styles do not change when it opens`, async () => {
      const plain = await dialogShot(width, theme, false)
      const hostile = await dialogShot(width, theme, true)
      const { writeFile } = await import("node:fs/promises")
      await writeFile(`${screenshots}isolation-${width}-${theme}-plain.png`, plain.pageShot)
      await writeFile(`${screenshots}isolation-${width}-${theme}-hostile.png`, hostile.pageShot)
      await writeFile(`${screenshots}isolation-${width}-${theme}-plain-dialog.png`, plain.shot)
      await writeFile(`${screenshots}isolation-${width}-${theme}-hostile-dialog.png`, hostile.shot)
      expect(plain.after).toEqual(plain.before)
      expect(hostile.after).toEqual(hostile.before)
      // The hostile rules did reach the page (or this test would prove nothing).
      expect(hostile.before).not.toEqual(plain.before)
      // The buttons and the toast, outside the dialog: the same computed styles on both pages.
      expect(hostile.widget.length).toBeGreaterThan(5)
      expect(hostile.widget).toEqual(plain.widget)
      const { compared, differing, size } = await differingPixels(hostile.page, plain.shot, hostile.shot, 24)
      const ratio = differing / compared
      console.log(
        `style isolation ${width} px ${theme}: dialog ${size}, ${differing} of ${compared} pixels differ (${(ratio * 100).toFixed(3)} %)`
      )
      expect(differing).toBeGreaterThanOrEqual(0)
      expect(ratio).toBeLessThan(0.001)
      await Promise.all([plain.page.context().close(), hostile.page.context().close()])
    }, 240_000)
  }
})
