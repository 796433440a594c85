import type { TokenBalance } from "@gangway/core"
import type { Translate } from "@gangway/core/i18n"
import { describe, expect, it } from "vitest"
import { amountProblem, maxAmount } from "./amount-check.js"
import type { sendMessages } from "./messages.js"

const token = (symbol: string, numeric: string, decimals: string, address?: string): TokenBalance =>
  ({ symbol, address, quantity: { decimals, numeric } }) as unknown as TokenBalance

const eth = token("ETH", "1.5", "18")
const usdc = token("USDC", "20", "6", "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48")
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as Translate<typeof sendMessages.en>

describe("the send form's amount, by the core's rules", () => {
  it("objects as the user types, in the core's words; not to blank text or a 0 on its way to more", () => {
    expect(amountProblem("", eth, t, "en")).toBeUndefined()
    expect(amountProblem("0", eth, t, "en")).toBeUndefined()
    expect(amountProblem("1.5", eth, t, "en")).toBeUndefined()
    expect(amountProblem("1.2.3", eth, t, "en")).toBe("Enter a number such as 1.5")
    expect(amountProblem("0.0000001", usdc, t, "en")).toBe("More decimals than the token has")
    expect(amountProblem("20.000001", usdc, t, "en")).toBe('notEnough {"symbol":"USDC","balance":"20"}')
  })

  it("Max: all of a token; of the native coin, what the plain transfer's fee leaves", () => {
    expect(maxAmount(usdc, 1_000n)).toBe("20")
    expect(maxAmount(eth, 21_000n * 2_000_000_000n)).toBe("1.499958")
    expect(maxAmount(eth, undefined)).toBe("1.5")
    expect(maxAmount(eth, 2n * 10n ** 18n)).toBe("0")
  })
})
