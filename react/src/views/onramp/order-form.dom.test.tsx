// The buy form in Simplified Chinese: its labels, the payment methods, and the amount's
// problems worded from the catalogues (the core's error by its tag, the decimals rule).
import type { OnrampOffer, OnrampOrder } from "@gangway/core"
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { LocaleProvider } from "../../i18n/locale-provider.js"
import { OrderForm } from "./order-form.js"

afterEach(cleanup)

// The built-in limits (SPEC §5): 10.00–7500.00 by card, 10.00–25000.00 by bank account.
const offer: OnrampOffer = {
  assets: [
    {
      id: "usdc",
      name: "USD Coin",
      symbol: "USDC",
      network: { name: "base", displayName: "Base" },
      contractAddress: undefined
    }
  ],
  paymentCurrencies: [
    {
      id: "USD",
      methods: [
        { id: "card", min: "10.00", max: "7500.00" },
        { id: "ach_bank_account", min: "10.00", max: "25000.00" }
      ]
    }
  ],
  fallback: false
}

const form = (amount: string) => {
  const order: OnrampOrder = { asset: "USDC", paymentCurrency: "USD", paymentMethod: "card", amount }
  return render(
    <LocaleProvider locale="zh-CN">
      <OrderForm
        offer={offer}
        order={order}
        quote={{ state: "idle" }}
        busy={false}
        problem={undefined}
        onChange={() => undefined}
        onContinue={() => undefined}
      />
    </LocaleProvider>
  )
}

describe("the buy form in Simplified Chinese", () => {
  it("labels, payment methods and an amount under the card's minimum", async () => {
    form("5")
    // English first; the Chinese chunk switches the whole form at once.
    await screen.findByRole("button", { name: "选择服务商" })
    expect(screen.getByRole("alert").textContent).toBe("金额必须在 10.00 到 7500.00 之间")
    expect(screen.getByRole("group", { name: "购买" })).toBeTruthy()
    expect(screen.getByRole("group", { name: "支付方式" })).toBeTruthy()
    expect(screen.getByRole("combobox", { name: "货币" })).toBeTruthy()
    expect(screen.getByLabelText("支付")).toBeTruthy()
    // Each choice's first line (its limits or full name below it).
    const choices = screen.getAllByRole("radio").map((radio) => radio.nextElementSibling?.firstChild?.textContent)
    expect(choices).toEqual(["USDC", "银行卡", "银行账户"])
  })

  it("an amount with more than 2 decimals", async () => {
    form("10.001")
    await screen.findByRole("button", { name: "选择服务商" })
    expect(screen.getByRole("alert").textContent).toBe("请输入最多 2 位小数的金额")
  })
})
