import { describe, expect, it } from "vitest"
import type { DirectoryWallet } from "../../domain/wallet.js"
import { walletLink } from "./wallet-link.js"

const uri = "wc:abc@2?relay-protocol=irn&symKey=00"
const encoded = encodeURIComponent(uri)
const wallet: DirectoryWallet = {
  id: "w",
  name: "Harbor Wallet",
  mobile_link: "harbor://",
  desktop_link: "harbordesktop:",
  webapp_link: "https://app.harbor.example"
}
const mobile = { isMobile: true, isTelegram: false, isSafariIos: false }
const desktop = { isMobile: false, isTelegram: false, isSafariIos: false }

describe("walletLink", () => {
  it("on mobile opens the app through its scheme, carrying the encoded URI", () => {
    expect(walletLink(wallet, uri, mobile)).toEqual({ name: "Harbor Wallet", href: `harbor://wc?uri=${encoded}` })
  })

  it("universal links take the URI under /wc", () => {
    expect(walletLink({ ...wallet, mobile_link: "https://link.harbor.example" }, uri, mobile)?.href).toBe(
      `https://link.harbor.example/wc?uri=${encoded}`
    )
  })

  it("on desktop prefers the desktop app, then the web app", () => {
    expect(walletLink(wallet, uri, desktop)?.href).toBe(`harbordesktop://wc?uri=${encoded}`)
    expect(walletLink({ ...wallet, desktop_link: null }, uri, desktop)?.href).toBe(`https://app.harbor.example/wc?uri=${encoded}`)
  })

  it("no link for the platform, no link", () => {
    expect(walletLink({ id: "x", name: "X", mobile_link: "" }, uri, mobile)).toBeUndefined()
  })
})
