// The email cool-down's countdown in the visitor's language, with its plural forms.
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { LocaleProvider } from "../../i18n/locale-provider.js"
import { ResendCode } from "./resend-code.js"

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// The last code was asked `ago` ms before now: the 30 s cool-down has the rest to run.
const countdown = (locale: string, ago: number) =>
  render(
    <LocaleProvider locale={locale}>
      <ResendCode lastAt={NOW - ago} onResend={() => undefined} />
    </LocaleProvider>
  )

describe("the resend countdown", () => {
  it("counts down in Spanish, then offers to resend", async () => {
    countdown("es", 27_000)
    const button = await screen.findByRole("button", { name: "Reenviar código en 3 s" })
    expect(button.hasAttribute("disabled")).toBe(true)
    await act(async () => vi.advanceTimersByTime(3_000))
    expect(button.textContent).toBe("Reenviar código")
    expect(button.hasAttribute("disabled")).toBe(false)
  })

  it("takes Arabic's plural forms: two seconds, then one", async () => {
    countdown("ar", 28_000)
    const button = await screen.findByRole("button", { name: "إعادة إرسال الرمز بعد ثانيتين" })
    await act(async () => vi.advanceTimersByTime(1_000))
    expect(button.textContent).toBe("إعادة إرسال الرمز بعد ثانية واحدة")
  })

  it("in Arabic, a few seconds with the count in the locale's digits", async () => {
    countdown("ar", 25_000)
    expect((await screen.findByRole("button", { name: /^إعادة إرسال الرمز بعد/ })).textContent).toBe(
      `إعادة إرسال الرمز بعد ${new Intl.NumberFormat("ar").format(5)} ثوانٍ`
    )
  })
})
