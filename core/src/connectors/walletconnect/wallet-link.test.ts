import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { DirectoryWallet } from "../../domain/wallet.js"
import { WalletLinkRefused } from "../../errors.js"
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
/** The link built, when one is built (a refusal or no link for the platform: undefined). */
const link = (...args: Parameters<typeof walletLink>) => Result.getOrUndefined(walletLink(...args))

describe("walletLink", () => {
  it("on mobile opens the app through its scheme, carrying the encoded URI", () => {
    expect(link(wallet, uri, mobile)).toEqual({ name: "Harbor Wallet", href: `harbor://wc?uri=${encoded}` })
  })

  it("universal links take the URI under /wc", () => {
    expect(link({ ...wallet, mobile_link: "https://link.harbor.example" }, uri, mobile)?.href).toBe(
      `https://link.harbor.example/wc?uri=${encoded}`
    )
  })

  it("on desktop prefers the desktop app, then the web app", () => {
    expect(link(wallet, uri, desktop)?.href).toBe(`harbordesktop://wc?uri=${encoded}`)
    expect(link({ ...wallet, desktop_link: null }, uri, desktop)?.href).toBe(
      `https://app.harbor.example/wc?uri=${encoded}`
    )
  })

  it("no link for the platform, no link", () => {
    expect(walletLink({ id: "x", name: "X", mobile_link: "" }, uri, mobile)).toEqual(Result.succeed(undefined))
  })
})

describe("walletLink refuses links that are not a https universal link or the wallet's own app scheme", () => {
  const refused = (href: string, platform = mobile) => {
    const result = walletLink({ ...wallet, mobile_link: href, desktop_link: href, webapp_link: href }, uri, platform)
    return Result.isFailure(result) ? result.failure : undefined
  }

  it("a javascript: link from the directory gives a typed refusal, never a script href", () => {
    const error = refused("javascript:alert(document.domain)//")
    expect(error).toBeInstanceOf(WalletLinkRefused)
    expect(error?.message).toBe("Harbor Wallet's link could not be opened safely. Scan the QR code instead.")
  })

  it.each([
    "javascript:alert(1)",
    "JavaScript://%0aalert(1)",
    " javascript://x",
    "java\nscript://x",
    "data:text/html,<script>alert(1)</script>",
    "data://x",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "blob:https://evil.example/1",
    "about:blank",
    "http://wallet.example",
    "https:",
    "https://",
    "https://user:pass@wallet.example",
    "https://wallet.example/?next=javascript:alert(1)",
    "https://wallet.example/#x",
    "https://wal let.example",
    "ftp://wallet.example",
    "intent://wc#Intent;scheme=harbor;end",
    "itms-services://?action=download-manifest",
    "1harbor://",
    "har_bor://",
    "harbor://<script>",
    "harbor:alert(1)",
    "harbor://wc\u0000",
    "harbor://\u200b"
  ])("refuses %j", (link) => {
    expect(refused(link)).toBeInstanceOf(WalletLinkRefused)
  })

  it("on desktop a refused desktop link falls back to a safe web app link", () => {
    expect(link({ ...wallet, desktop_link: "javascript:alert(1)" }, uri, desktop)?.href).toBe(
      `https://app.harbor.example/wc?uri=${encoded}`
    )
  })

  it("keeps https universal links and custom app schemes working", () => {
    const ok = (href: string) => {
      const result = walletLink({ ...wallet, mobile_link: href }, uri, mobile)
      return Result.isSuccess(result) ? result.success?.href : undefined
    }
    expect(ok("https://metamask.app.link")).toBe(`https://metamask.app.link/wc?uri=${encoded}`)
    expect(ok("https://link.example:8443/app/")).toBe(`https://link.example:8443/app/wc?uri=${encoded}`)
    expect(ok("metamask://")).toBe(`metamask://wc?uri=${encoded}`)
    expect(ok("imtokenv2:")).toBe(`imtokenv2://wc?uri=${encoded}`)
    expect(ok("argent://app/")).toBe(`argent://app/wc?uri=${encoded}`)
    expect(ok("my-wallet.app+x://")).toBe(`my-wallet.app+x://wc?uri=${encoded}`)
  })
})

describe("walletLink with a pairing URI that cannot be written into a link (found by the fuzz suite)", () => {
  it("a lone surrogate in the URI is a typed refusal, not a URIError", () => {
    const result = walletLink(wallet, "wc:abc\uD800@2", mobile)
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(WalletLinkRefused)
  })
})

describe("walletLink builds only links a browser can parse (found by the fuzz suite)", () => {
  it.each(["https://link.example:99999", "harbor://a:b", "harbor://host:70000/", "https://a..b"])(
    "refuses %j",
    (href) => {
      const result = walletLink({ ...wallet, mobile_link: href }, uri, mobile)
      expect(Result.isFailure(result) && result.failure).toBeInstanceOf(WalletLinkRefused)
    }
  )
})
