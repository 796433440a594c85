// The Connect and Account views in Japanese, on the local world (the anvil chain, the data API
// and the injected test wallet): the modal's words come from the catalogues, lang on its root.
import { TEST_WALLET_INFO } from "@gangway/fixtures"
import { act, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { testClient, worldOptions } from "../../test/helpers.js"
import { setUpLocalWorld } from "../../test/local-world.js"
import { GangwayProvider } from "../index.js"

const { world, announced } = setUpLocalWorld()
// The language's chunk and the client load under other test files' load: waits up to 10 s.
const wait = { timeout: 10_000 }

describe("the modal in Japanese", () => {
  it("says Connect and Account in Japanese, with lang=ja on the overlay", async () => {
    const wallet = announced(5)
    const client = testClient({ ...worldOptions(world()), locale: "ja" })
    render(<GangwayProvider client={client}>{null}</GangwayProvider>)

    await act(() => client.open())
    const connect = await screen.findByRole("dialog", { name: "ウォレットを接続" }, wait)
    expect(connect.closest(".gw-root")?.getAttribute("lang")).toBe("ja")
    expect(screen.getByRole("button", { name: "閉じる" })).toBeTruthy()
    const row = await screen.findByRole("button", { name: new RegExp(`^${TEST_WALLET_INFO.name}`) }, wait)
    expect(row.textContent).toContain("インストール済み")
    expect(screen.getByRole("button", { name: "すべてのウォレット" })).toBeTruthy()

    await act(() => client.connect("dev.gangway.testwallet"))
    expect(client.getState().chains.chains.eip155?.account.address).toBe(wallet.address)
    await act(() => client.open({ view: "Account" }))
    await screen.findByRole("dialog", { name: "アカウント" }, wait)
    await screen.findByText(`${TEST_WALLET_INFO.name} で接続中`, {}, wait)
    expect(screen.getByRole("button", { name: "アドレスをコピー" })).toBeTruthy()
    expect(screen.getByRole("tab", { name: "トークン" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "切断" })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole("button", { name: "送金" })).toBeTruthy(), wait)
  })
})
