import { CooldownActive, type ToastState } from "@gangway/core"
import { loadCoreTranslations, type DisplayLocale } from "@gangway/core/i18n"
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { LocaleContext } from "../i18n/locale-context.js"
import { useToastText } from "./toast-text.js"

const Text = ({ toast }: { readonly toast: ToastState }) => <p>{useToastText(toast)}</p>

const renderIn = async (locale: DisplayLocale, toast: ToastState) =>
  render(
    <LocaleContext.Provider
      value={{
        locale,
        direction: "ltr",
        loaded: await loadCoreTranslations(locale),
        setLocale: () => Promise.resolve()
      }}
    >
      <Text toast={toast} />
    </LocaleContext.Provider>
  )

const errorToast = (): ToastState => {
  const error = new CooldownActive({ secondsLeft: 12 })
  return { open: true, variant: "error", message: error.message, about: { kind: "error", error } }
}

afterEach(cleanup)

describe("a toast's text", () => {
  it("is the core's English text in English", async () => {
    await renderIn("en", errorToast())
    expect(screen.getByText("Please try again after 12 seconds")).toBeTruthy()
  })

  it("says a core error in the visitor's language", async () => {
    await renderIn("de", errorToast())
    expect(await screen.findByText("Bitte versuche es in 12 Sekunden erneut")).toBeTruthy()
  })

  it("says a notice in the visitor's language", async () => {
    await renderIn("ja", {
      open: true,
      variant: "success",
      message: "Transaction started",
      about: { kind: "notice", notice: "transactionStarted" }
    })
    expect(await screen.findByText("取引を開始しました")).toBeTruthy()
  })

  it("shows a dApp's own toast as given", async () => {
    await renderIn("es", { open: true, variant: "success", message: "Saved your profile" })
    expect(screen.getByText("Saved your profile")).toBeTruthy()
  })
})
