// Inside Telegram the Connect view's recommended wallets are those Telegram opens in
// place (a mini app on t.me) first, against the local world's directory.
import { DIRECTORY } from "@gangway/fixtures"
import { describe, expect, it } from "vitest"
import { miniAppLinkOf } from "../../src/connectors/walletconnect/telegram-link.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

const onLocalChain = DIRECTORY.map((entry) => entry.wallet).filter((wallet) => wallet.chains.includes("eip155:31337"))
const telegram = { isMobile: true, isTelegram: true, isSafariIos: false }
const phone = { isMobile: true, isTelegram: false, isSafariIos: false }

describe("the Connect view's recommended wallets inside Telegram", () => {
  it("are the wallets with a Telegram mini app first, in the directory's order", async () => {
    const miniApps = onLocalChain.filter((wallet) => miniAppLinkOf(wallet) !== undefined).slice(0, 4)
    expect(miniApps).toHaveLength(4)
    const { recommended } = await world.client({ platform: telegram }).walletDirectory.connectWallets()
    expect(recommended.map((wallet) => wallet.name)).toEqual(miniApps.map((wallet) => wallet.name))
  })

  it("elsewhere are the directory's first 4, as it orders them", async () => {
    const { recommended } = await world.client({ platform: phone }).walletDirectory.connectWallets()
    expect(recommended.map((wallet) => wallet.name)).toEqual(onLocalChain.slice(0, 4).map((wallet) => wallet.name))
    expect(recommended.some((wallet) => miniAppLinkOf(wallet) !== undefined)).toBe(false)
  })
})
