import { existsSync } from "node:fs"
import { chromium, type Browser } from "playwright-core"

// Debian's chromium: the real binary avoids the wrapper script's warning.
const candidates = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"]

export const chromiumPath = candidates.find((path) => existsSync(path))

export const launchChromium = (): Promise<Browser> => {
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
