import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { DirectoryWallet } from "../../domain/wallet.js"
import { isMiniAppLink, miniAppHref, miniAppLinkOf, uriOfStartParam } from "./telegram-link.js"
import { walletLink } from "./wallet-link.js"

const uri = `wc:${"a1".repeat(32)}@2?relay-protocol=irn&symKey=${"f0".repeat(32)}&expiryTimestamp=1764000000`
const wallet: DirectoryWallet = {
  id: "w",
  name: "Harbor Wallet",
  mobile_link: "harbor://",
  desktop_link: null,
  webapp_link: "https://t.me/harborbot/wallet"
}
const telegramPhone = { isMobile: true, isTelegram: true, isSafariIos: false }
const telegramDesktop = { isMobile: false, isTelegram: true, isSafariIos: false }
const phone = { isMobile: true, isTelegram: false, isSafariIos: false }
const hrefOf = (...args: Parameters<typeof walletLink>) => Result.getOrUndefined(walletLink(...args))?.href

describe("Telegram mini-app links", () => {
  it("are a bot's main app or a named app on t.me, nothing else", () => {
    for (const link of [
      "https://t.me/harborbot",
      "https://t.me/harborbot/wallet",
      "https://telegram.me/Harbor_bot/app/"
    ]) {
      expect(isMiniAppLink(link)).toBe(true)
    }
    for (const link of [
      "http://t.me/harborbot",
      "https://t.me/harborbot?startapp=x",
      "https://t.me.evil.example/harborbot",
      "https://t.me/ab",
      "https://t.me/harborbot/wallet/more",
      "https://t.me/+invite",
      "tg://resolve?domain=harborbot"
    ]) {
      expect(isMiniAppLink(link)).toBe(false)
    }
  })

  it("carry the pairing URI as startapp, in base64url, and give it back", () => {
    const href = miniAppHref("https://t.me/harborbot/wallet", uri)!
    const url = new URL(href)
    expect(url.origin + url.pathname).toBe("https://t.me/harborbot/wallet")
    const param = url.searchParams.get("startapp")!
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(uriOfStartParam(param)).toBe(uri)
    expect(uriOfStartParam("not base64!")).toBeUndefined()
  })

  it("refuse a URI too long for Telegram's 512 characters", () => {
    expect(miniAppHref("https://t.me/harborbot", `${uri}&${"x".repeat(400)}`)).toBeUndefined()
    expect(walletLink({ ...wallet, mobile_link: null }, `${uri}&${"x".repeat(400)}`, telegramPhone)._tag).toBe(
      "Failure"
    )
  })

  it("are found in any of the wallet's links", () => {
    expect(miniAppLinkOf(wallet)).toBe("https://t.me/harborbot/wallet")
    expect(miniAppLinkOf({ ...wallet, webapp_link: null, desktop_link: "https://t.me/harborbot" })).toBe(
      "https://t.me/harborbot"
    )
    expect(miniAppLinkOf({ ...wallet, webapp_link: "https://app.harbor.example" })).toBeUndefined()
  })

  it("inside Telegram come first, on a phone and on a desktop", () => {
    expect(hrefOf(wallet, uri, telegramPhone)).toMatch(/^https:\/\/t\.me\/harborbot\/wallet\?startapp=/)
    expect(hrefOf(wallet, uri, telegramDesktop)).toMatch(/^https:\/\/t\.me\/harborbot\/wallet\?startapp=/)
    // Without one, the phone's own link as anywhere else.
    expect(hrefOf({ ...wallet, webapp_link: null }, uri, telegramPhone)).toBe(
      `harbor://wc?uri=${encodeURIComponent(uri)}`
    )
  })

  it("outside Telegram are used only where the platform would use that link, and still as a mini app", () => {
    expect(hrefOf(wallet, uri, phone)).toBe(`harbor://wc?uri=${encodeURIComponent(uri)}`)
    expect(hrefOf({ ...wallet, mobile_link: "https://t.me/harborbot" }, uri, phone)).toMatch(
      /^https:\/\/t\.me\/harborbot\?startapp=/
    )
  })
})
