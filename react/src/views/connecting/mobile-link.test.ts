import { describe, expect, it } from "vitest"
import { mobileWalletLink } from "./mobile-link.js"

const phone = { isMobile: true, isTelegram: false, isSafariIos: true }
const desktop = { isMobile: false, isTelegram: false, isSafariIos: false }
const aurora = { id: "aurora", name: "Aurora Wallet", mobile_link: "aurorawallet://" }
const URI = "wc:abc@2?relay-protocol=irn&symKey=k"

describe("mobileWalletLink: the deep link a phone opens a directory wallet with", () => {
  it("is the core's walletLink for the wallet's mobile link, carrying the pairing URI", () => {
    expect(mobileWalletLink(aurora, URI, phone)).toEqual({
      name: "Aurora Wallet",
      href: `aurorawallet://wc?uri=${encodeURIComponent(URI)}`
    })
  })

  it("is none on a desktop, without a wallet, or for a wallet without a mobile link: the QR code is the way in", () => {
    expect(mobileWalletLink(aurora, URI, desktop)).toBeUndefined()
    expect(mobileWalletLink(undefined, URI, phone)).toBeUndefined()
    expect(mobileWalletLink({ id: "x", name: "X", mobile_link: null }, URI, phone)).toBeUndefined()
  })

  it("is none for a link the core refuses (WalletLinkRefused: javascript:, http:, data:…), the QR code staying", () => {
    for (const mobile_link of ["javascript:alert(1)", "http://evil.example/", "data:text/html,hi", "wc:"]) {
      expect(mobileWalletLink({ ...aurora, mobile_link }, URI, phone)).toBeUndefined()
    }
  })

  it("knows before the URI whether there will be a link (to show 'Open' while the code is prepared)", () => {
    expect(mobileWalletLink(aurora, undefined, phone)).toEqual({ name: "Aurora Wallet", href: undefined })
    expect(mobileWalletLink({ ...aurora, mobile_link: "javascript:alert(1)" }, undefined, phone)).toBeUndefined()
  })
})

describe("mobileWalletLink inside Telegram", () => {
  const harbor = {
    id: "harbor",
    name: "Harbor Wallet",
    mobile_link: "harbor://",
    webapp_link: "https://t.me/harborbot/app"
  }
  const telegramPhone = { isMobile: true, isTelegram: true, isSafariIos: false }
  const telegramDesktop = { isMobile: false, isTelegram: true, isSafariIos: false }

  it("leads with the wallet's mini app, on a phone and on a desktop", () => {
    expect(mobileWalletLink(harbor, URI, telegramPhone)?.href).toMatch(/^https:\/\/t\.me\/harborbot\/app\?startapp=/)
    expect(mobileWalletLink(harbor, URI, telegramDesktop)?.href).toMatch(/^https:\/\/t\.me\/harborbot\/app\?startapp=/)
  })

  it("on a desktop, offers no app scheme Telegram cannot open", () => {
    expect(
      mobileWalletLink({ ...harbor, webapp_link: null, desktop_link: "harbor-desktop://" }, URI, telegramDesktop)
    ).toBeUndefined()
  })
})
