// The send form and its review in German on the local world (anvil chain, data API, the
// injected test wallet): the words from the catalogue, amounts and values written the German way,
// values in euros (the currency option: the local data API prices at its own rate, 0.9 EUR a dollar).
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderWithClient, testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"
import { ConnectButton } from "../../components/connect-button.js"

const local = setUpLocalWorld()
const { world, announced } = local

const field = (name: string) => screen.getByRole("textbox", { name })
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains("gw-field-error"))?.textContent

describe("the send flow in German, in euros", () => {
  it("labels, objections, balance, value and the review in German, amounts with German separators, values in euros", async () => {
    const wallet = announced(5)
    const receiver = local.chain.accounts[7]!.address
    const { client } = renderWithClient(
      <ConnectButton />,
      testClient({ ...worldOptions(world()), locale: "de", currency: "EUR" })
    )
    await act(() => client.connect("dev.gangway.testwallet"))
    expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
    // The page's button writes the balance the German way too.
    await waitFor(() => expect(document.querySelector(".gw-button__balance")?.textContent).toBe("10.000 ETH"))
    await act(() => client.open())
    await act(() => client.navigate("WalletSend"))
    await screen.findByTestId("send-view")

    // Nothing filled: the core's objections, each next to its field, in German.
    const review = await screen.findByRole("button", { name: "Senden prüfen" })
    await act(async () => fireEvent.click(review))
    await screen.findByTestId("send-token-error")
    expect(screen.getByTestId("send-token-error").textContent).toBe("Wähle einen Token zum Senden")
    expect(errorOf(field("Betrag"))).toBe("Gib einen Betrag ein")
    expect(errorOf(field("An"))).toBe("Gib eine Adresse oder einen Namen ein")

    await act(() => client.refreshBalances())
    await act(() =>
      client.setSendField(
        "token",
        client.getState().balances.tokenBalances.find((token) => token.symbol === "ETH")
      )
    )
    await waitFor(() => expect(screen.getByTestId("send-view").textContent).toContain("Guthaben: 10.000 ETH"))
    fireEvent.change(field("Betrag"), { target: { value: "20000" } })
    expect(errorOf(field("Betrag"))).toBe("Nicht genug ETH: Das Guthaben beträgt 10.000")
    fireEvent.change(field("Betrag"), { target: { value: "1234.5" } })
    expect(errorOf(field("Betrag"))).toBeUndefined()
    // At the local world's $3000 an ether, 2700 € at its rate.
    expect(screen.getByTestId("send-amount-usd").textContent).toBe("3.333.150,00\u00a0€")

    fireEvent.change(field("An"), { target: { value: receiver } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Senden prüfen" })))
    const preview = await screen.findByTestId("send-preview-view")
    await waitFor(() => expect(preview.getAttribute("data-state")).toBe("ready"))
    expect(screen.getByTestId("send-preview-amount").textContent).toBe("1.234,5 ETH")
    expect(
      within(preview)
        .getAllByRole("term")
        .map((term) => term.textContent)
    ).toEqual(["Von", "An", "Netzwerk", "Netzwerkgebühr"])
    // A fee of a plain transfer: a fraction of an ether, with a decimal comma, and its value in euros.
    expect(screen.getByTestId("send-preview-fee").textContent).toMatch(/^0,\d{1,8} ETH\d+,\d\d\u00a0€$/)
    expect(within(preview).getByRole("button", { name: "Bearbeiten" })).toBeTruthy()
    expect(within(preview).getByRole("button", { name: "Senden" })).toBeTruthy()
  })

  it("says in German why a receiver is refused: a wrong EIP-55 checksum, an unknown name", async () => {
    announced(6)
    const { client } = renderWithClient(<ConnectButton />, testClient({ ...worldOptions(world()), locale: "de" }))
    await act(() => client.connect("dev.gangway.testwallet"))
    await act(() => client.open())
    await act(() => client.navigate("WalletSend"))
    await screen.findByTestId("send-view")
    const good = local.chain.accounts[7]!.address
    // One letter's case flipped: the EIP-55 checksum no longer matches.
    const at = [...good].findIndex((char, index) => index > 1 && /[a-f]/i.test(char))
    const flip = (char: string) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())
    const flipped = good.slice(0, at) + flip(good[at]!) + good.slice(at + 1)

    fireEvent.change(field("An"), { target: { value: flipped } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Senden prüfen" })))
    await waitFor(() =>
      expect(errorOf(field("An"))).toBe(
        "Die Groß- und Kleinschreibung passt nicht zur EIP-55-Prüfsumme der Adresse: prüfe, ob sie vollständig kopiert wurde"
      )
    )
    fireEvent.change(field("An"), { target: { value: "nobody.reown.id" } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Senden prüfen" })))
    await waitFor(() =>
      expect(errorOf(field("An"))).toBe("nobody.reown.id ist weder eine Adresse noch ein registrierter Name")
    )
  })
})
