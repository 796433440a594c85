import { mainnet, type GangwayClient } from "@gangway/core"
import { act, cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ConnectButton, GangwayProvider, useLocale } from "../index.js"

// The client is never needed here: only the page's buttons render, from the options.
const neverLoaded = () => new Promise<GangwayClient>(() => undefined)

const LocaleSwitch = ({ to }: { readonly to: string }) => {
  const { locale, direction, setLocale } = useLocale()
  return (
    <button type="button" onClick={() => void setLocale(to)}>
      switch {locale} {direction}
    </button>
  )
}

const renderWith = (locale: string | undefined, switchTo = "ar-EG") =>
  render(
    <GangwayProvider
      load={neverLoaded}
      options={{ networks: [mainnet], ...(locale === undefined ? {} : { locale }) }}
      modal={false}
    >
      <ConnectButton />
      <LocaleSwitch to={switchTo} />
    </GangwayProvider>
  )

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe("the locale", () => {
  it("follows the locale option once its translations have loaded, with lang and dir on the button", async () => {
    renderWith("ja")
    const button = await screen.findByRole("button", { name: "ウォレットを接続" })
    expect(button.getAttribute("lang")).toBe("ja")
    expect(button.getAttribute("dir")).toBe("ltr")
  })

  it("switches with setLocale to the closest shipped locale, Arabic right to left", async () => {
    renderWith("de")
    await screen.findByRole("button", { name: "Wallet verbinden" })
    await act(async () => screen.getByRole("button", { name: /^switch/ }).click())
    const button = await screen.findByRole("button", { name: "ربط المحفظة" })
    expect(button.getAttribute("dir")).toBe("rtl")
    expect(screen.getByRole("button", { name: /^switch/ }).textContent).toBe("switch ar rtl")
  })

  it("without the option, speaks the browser's first language it ships", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "es-MX", "en"])
    renderWith(undefined)
    expect((await screen.findByRole("button", { name: "Conectar billetera" })).getAttribute("lang")).toBe("es")
  })

  it("falls back to English for a language it does not ship, and wraps every message in the pseudo-locale", async () => {
    renderWith("fr", "en-XA")
    expect(screen.getByRole("button", { name: "Connect wallet" }).getAttribute("lang")).toBe("en")
    await act(async () => screen.getByRole("button", { name: /^switch/ }).click())
    expect(await screen.findByRole("button", { name: "⟦Connect wallet⟧" })).toBeTruthy()
  })
})
