import { describe, expect, it } from "vitest"
import { formatMessage, messageParameters, MessageSyntaxError } from "./format-message.js"

describe("formatMessage", () => {
  it("fills parameters, formatting numbers for the locale and leaving strings as they are", () => {
    expect(formatMessage("en", "Send {amount} to {address}", { amount: "1.5", address: "0xabc" })).toBe(
      "Send 1.5 to 0xabc"
    )
    expect(formatMessage("de", "{count} Wallets", { count: 12345 })).toBe("12.345 Wallets")
    expect(formatMessage("en", "Chain {id}", { id: "31337" })).toBe("Chain 31337")
  })

  it("chooses plural forms by Intl.PluralRules, exact =N first, # as the count", () => {
    const pattern = "{count, plural, =0 {No wallets} one {# wallet} other {# wallets}}"
    expect([0, 1, 2, 1000].map((count) => formatMessage("en", pattern, { count }))).toEqual([
      "No wallets",
      "1 wallet",
      "2 wallets",
      "1,000 wallets"
    ])
    // Arabic has six plural categories; "few" covers 3–10.
    const arabic = "{count, plural, one {واحدة} two {اثنتان} few {# قليلة} many {# كثيرة} other {# أخرى}}"
    const arabicDigits = new Intl.NumberFormat("ar")
    expect(formatMessage("ar", arabic, { count: 3 })).toBe(`${arabicDigits.format(3)} قليلة`)
    expect(formatMessage("ar", arabic, { count: 11 })).toBe(`${arabicDigits.format(11)} كثيرة`)
    expect(formatMessage("ar", arabic, { count: 2 })).toBe("اثنتان")
  })

  it("selects by value, falling back to other, and nests", () => {
    const pattern = "{kind, select, send {Sent {count, plural, one {# token} other {# tokens}}} other {Received}}"
    expect(formatMessage("en", pattern, { kind: "send", count: 2 })).toBe("Sent 2 tokens")
    expect(formatMessage("en", pattern, { kind: "receive", count: 2 })).toBe("Received")
  })

  it("keeps apostrophes as text and shows a missing parameter by name", () => {
    expect(formatMessage("en", "Can't reach {service}", {})).toBe("Can't reach {service}")
  })

  it("refuses a malformed message with where it went wrong", () => {
    expect(() => formatMessage("en", "{count, plural, one {# x}}")).toThrow(MessageSyntaxError)
    expect(() => formatMessage("en", "Oops }")).toThrow('Message "Oops }" cannot be read: unexpected } at 5')
    expect(() => formatMessage("en", "{a, number}")).toThrow("unknown type number")
  })

  it("lists a message's parameter names, nested ones included", () => {
    expect(
      [...messageParameters("{kind, select, send {{count, plural, other {# to {to}}}} other {x}}")].sort()
    ).toEqual(["count", "kind", "to"])
  })
})
