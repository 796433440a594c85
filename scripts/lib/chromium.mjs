// Headless Chromium for the scripts (bench, consumer test): Debian's build, with the same
// flags as the React e2e tests (react/test/e2e/browser.ts).
import { existsSync } from "node:fs"
import { chromium } from "playwright-core"

// The real binary first: it avoids the wrapper script's warning.
const chromiumPath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((path) => existsSync(path))

export const launchChromium = () => {
  if (chromiumPath === undefined) throw new Error("Chromium not found: apt-get install -y chromium")
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run"
    ]
  })
}
