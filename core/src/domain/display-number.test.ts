import { describe, expect, it } from "vitest"
import { formatDisplayBalance, formatDisplayNumber, formatDisplayUsd } from "./display-number.js"

describe("display numbers for a locale", () => {
  it("writes English by default, exactly as before", () => {
    expect(formatDisplayBalance("1234.56789")).toBe("1,234.567")
    expect(formatDisplayBalance("0.0001")).toBe("< 0.001")
    expect(formatDisplayBalance("not a number")).toBe("0")
    expect(formatDisplayUsd("1250")).toBe("$1,250.00")
  })

  it("cuts exact decimal text in the locale's digits and separators, never rounding up", () => {
    expect(formatDisplayBalance("1234.56789", "de")).toBe("1.234,567")
    expect(formatDisplayBalance("0.9999999999999999999", "de")).toBe("0,999")
    expect(formatDisplayBalance("123456789012345678901234.5", "es")).toBe("123.456.789.012.345.678.901.234,5")
    expect(formatDisplayNumber("1.23456789", 6, "ja")).toBe("1.234567")
    expect(formatDisplayBalance("0.0001", "de")).toBe("< 0,001")
    expect(formatDisplayBalance("0", "de")).toBe("0")
  })

  it("writes Arabic with the digits and marks Intl gives it", () => {
    const arabic = new Intl.NumberFormat("ar", { maximumFractionDigits: 3 })
    expect(formatDisplayBalance("1234.5", "ar")).toBe(arabic.format(1234.5))
    expect(formatDisplayBalance("0.0001", "ar")).toBe(`< ${arabic.format(0.001)}`)
  })

  it("writes a value in the chosen currency and the locale's way", () => {
    expect(formatDisplayUsd("1250", "de")).toBe("1.250,00\u00a0$")
    expect(formatDisplayUsd("1250", "ja")).toBe("$1,250.00")
    expect(formatDisplayUsd("1250.4", "ja", "JPY")).toBe("￥1,250")
    expect(formatDisplayUsd("1250", "en", "EUR")).toBe("€1,250.00")
  })
})
