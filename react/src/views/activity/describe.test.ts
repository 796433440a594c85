import type { Transaction } from "@gangway/core"
import { describe, expect, it } from "vitest"
import { translator } from "@gangway/core/i18n"
import { amountOf, counterpartOf, dayLabel, iconOf, monthLabel, titleOf, whenLabel } from "./describe.js"
import { activityMessages } from "./messages.js"
import german from "../../i18n/locales/de/activity.js"

const entry = (operationType: string, transfers: Transaction["transfers"]): Transaction => ({
  id: "0x1",
  metadata: {
    operationType,
    hash: "0x1",
    minedAt: "2026-11-24T12:00:00.000Z",
    sentFrom: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    sentTo: "0xeCde9151BD69AFBB4B1a2c0B71E1Da08534B2741",
    status: "confirmed",
    chain: "eip155:31337"
  },
  transfers
})

describe("activity rows", () => {
  it("a swap: what was paid for what, and what it received", () => {
    const swap = entry("trade", [
      { fungible_info: { name: "Ether", symbol: "ETH" }, direction: "out", quantity: { numeric: "0.1" } },
      {
        fungible_info: { name: "Gangway Token", symbol: "GWT", icon: { url: "https://icons.test/gwt.svg" } },
        direction: "in",
        quantity: { numeric: "149.4010471" }
      }
    ])
    expect(titleOf(swap)).toBe("Swapped")
    expect(counterpartOf(swap, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("0.1 ETH → GWT")
    expect(amountOf(swap)).toEqual({ text: "+149.401 GWT", direction: "in" })
    expect(iconOf(swap)).toEqual({ symbol: "GWT", url: "https://icons.test/gwt.svg" })
  })

  it("a send stays a send: the receiver and the amount sent", () => {
    const send = entry("send", [
      { fungible_info: { name: "Ether", symbol: "ETH" }, direction: "out", quantity: { numeric: "1.25" } }
    ])
    expect(counterpartOf(send, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("To 0xeCde…2741")
    expect(amountOf(send)).toEqual({ text: "-1.25 ETH", direction: "out" })
  })

  it("in German: the operation, the other side and the amount in German words and separators", () => {
    const t = translator(activityMessages, "de", { activity: german })
    const send = entry("send", [
      { fungible_info: { name: "Ether", symbol: "ETH" }, direction: "out", quantity: { numeric: "1234.56789" } }
    ])
    expect(titleOf(send, t)).toBe("Gesendet")
    expect(counterpartOf(send, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", t, "de")).toBe("An 0xeCde…2741")
    expect(amountOf(send, "de")).toEqual({ text: "-1.234,567 ETH", direction: "out" })
    expect(titleOf(entry("bridge", []), t)).toBe("Bridge")
  })
})

describe("activity dates", () => {
  const minedAt = "2026-11-24T12:00:00.000Z"
  const at = Date.parse(minedAt)

  it("month headings and days through Intl for the locale", () => {
    expect(monthLabel(2026, 2)).toBe("March 2026")
    expect(monthLabel(2026, 2, "de")).toBe("März 2026")
    expect(monthLabel(2026, 2, "ja")).toBe("2026年3月")
    expect(dayLabel(minedAt, "en", "UTC")).toBe("Nov 24")
    expect(dayLabel(minedAt, "de", "UTC")).toBe("24. Nov.")
    // 12:00 UTC is already the next day on Kiritimati (UTC+14).
    expect(dayLabel("2026-11-24T12:00:00.000Z", "en", "Pacific/Kiritimati")).toBe("Nov 25")
  })

  it("within a day, how long ago (Intl.RelativeTimeFormat); older, the day", () => {
    expect(whenLabel(minedAt, at + 20_000)).toBe("now")
    expect(whenLabel(minedAt, at + 5 * 60_000 + 59_000)).toBe("5 minutes ago")
    expect(whenLabel(minedAt, at + 3 * 3_600_000)).toBe("3 hours ago")
    expect(whenLabel(minedAt, at + 3 * 3_600_000, "de")).toBe("vor 3 Stunden")
    expect(whenLabel(minedAt, at + 5 * 60_000, "ja")).toBe("5 分前")
    expect(whenLabel(minedAt, at + 25 * 3_600_000, "en", "UTC")).toBe("Nov 24")
    expect(whenLabel("not a date", at)).toBe("")
  })
})
