// A failure of the auth flow shown in the visitor's language (by its tag), or in its own words when the catalogue has no entry for it.
import { cleanup, render, screen } from "@testing-library/react"
import { initialAuthState, type GangwayState } from "@gangway/core"
import { afterEach, describe, expect, it } from "vitest"
import { LocaleProvider } from "../../i18n/locale-provider.js"
import { useMessages } from "../../i18n/use-messages.js"
import { authMessages } from "./messages.js"
import { useAuthErrorText } from "./use-auth.js"

afterEach(cleanup)

const FAILED: GangwayState["auth"] = {
  ...initialAuthState,
  error: { _tag: "AuthInitializationFailed", message: "A problem occurred while trying initialize authentication" }
}

const Shown = ({ auth }: { readonly auth: GangwayState["auth"] }) => {
  const t = useMessages(authMessages)
  return (
    <p role="alert" aria-label={t("resend")}>
      {useAuthErrorText(auth) ?? "none"}
    </p>
  )
}

const shown = async (locale: string, auth: GangwayState["auth"]) => {
  render(
    <LocaleProvider locale={locale}>
      <Shown auth={auth} />
    </LocaleProvider>
  )
  // Wait for the language's chunk (the label comes from the same load).
  return (await screen.findByRole("alert", { name: "Code erneut senden" })).textContent
}

describe("the auth flow's failure", () => {
  it("in German by its tag", async () => {
    expect(await shown("de", FAILED)).toBe("Beim Start der Anmeldung ist ein Problem aufgetreten")
  })

  it("in its own words when the catalogue has no entry for its tag, and nothing when there is none", async () => {
    expect(
      await shown("de", { ...FAILED, error: { _tag: "ProviderRefusal", message: "The provider refused: try later" } })
    ).toBe("The provider refused: try later")
    cleanup()
    expect(await shown("de", initialAuthState)).toBe("none")
  })
})
