// The Swap view in Spanish on the local world (anvil chain with its swap router, data API, the
// injected test wallet): every word from the catalogue, the quote and the review in Spanish.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithClient, testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"

const local = setUpLocalWorld()
const { world, announced } = local

describe("the Swap view in Spanish", () => {
  it("the form, its quote and the review speak Spanish", async () => {
    announced(6)
    const { client } = renderWithClient(null, testClient({ ...worldOptions(world()), locale: "es" }))
    await act(() => client.connect("dev.gangway.testwallet"))
    await act(() => client.open())
    await act(() => client.navigate("Swap"))
    const view = await screen.findByTestId("swap-view")

    // The empty form: the two sides, the flip, the token buttons and what to do next.
    const said = (testId: string) => screen.getByTestId(testId).querySelector(".gw-sr-only")?.textContent
    await waitFor(() => expect(screen.getByTestId("swap-to-token").textContent).toContain("GWT"))
    expect(said("swap-from-token")).toBe(": token que pagas, cambiar")
    expect(said("swap-to-token")).toBe(": token que recibes, cambiar")
    expect(within(view).getByText("Pagas")).toBeTruthy()
    expect(within(view).getByText("Recibes")).toBeTruthy()
    expect(within(view).getByRole("button", { name: "Máx." })).toBeTruthy()
    expect(within(view).getByRole("button", { name: "Invertir los tokens que pagas y recibes" })).toBeTruthy()
    expect(within(view).getByRole("button", { name: "Introduce un importe" })).toBeTruthy()
    // The funded account's 10000 ETH written the Spanish way.
    const [paid, received] = within(view)
      .getAllByText(/^Saldo: /)
      .map((node) => node.textContent)
    expect(paid).toBe("Saldo: 10.000 ETH")
    expect(received).toMatch(/^Saldo: [\d.,]+ GWT$/)

    // An amount: the quote as typed, then the review with its rows in Spanish.
    fireEvent.change(screen.getByLabelText("Pagas"), { target: { value: "0.1" } })
    const review = await within(view).findByRole("button", { name: "Revisar intercambio" }, { timeout: 20_000 })
    await act(async () => fireEvent.click(review))
    const preview = await screen.findByTestId("swap-preview")
    expect(
      within(preview)
        .getAllByRole("term")
        .map((term) => term.textContent)
    ).toEqual([
      "Tipo de cambio",
      ...(within(preview).queryByTestId("swap-preview-impact") === null ? [] : ["Impacto en el precio"]),
      "Mínimo recibido",
      "Red",
      "Comisión de red"
    ])
    expect(screen.getByTestId("swap-preview-minimum").textContent).toMatch(/ GWT[\d.,]+ % de deslizamiento permitido$/)
    expect(within(preview).getByRole("button", { name: "Atrás" })).toBeTruthy()
    expect(within(preview).getByRole("button", { name: "Intercambiar" })).toBeTruthy()
  })
})
