// The Account view's balance under the name is written for the visitor's locale, as the token
// rows below it are: German groups with "." and separates decimals with ",".
import { act, render, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { testClient, worldOptions } from "../../../test/helpers.js"
import { setUpLocalWorld } from "../../../test/local-world.js"
import { GangwayProvider } from "../../index.js"

const { world, announced } = setUpLocalWorld()
const wait = { timeout: 10_000 }

const setBalance = async (rpcUrl: string, address: string, wei: bigint) => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "anvil_setBalance",
      params: [address, `0x${wei.toString(16)}`]
    })
  })
  if (!response.ok) throw new Error(`anvil_setBalance answered ${response.status}`)
}

describe("the Account view's balance in the visitor's locale", () => {
  it("shows 9.997,999 ETH in German, never 9,997.999", async () => {
    const wallet = announced(7)
    await setBalance(world().chain.rpcUrl, wallet.address, 9_997_999_400_000_000_000_000n)
    const client = testClient({ ...worldOptions(world()), locale: "de" })
    render(<GangwayProvider client={client}>{null}</GangwayProvider>)
    await act(() => client.connect("dev.gangway.testwallet"))
    await act(() => client.open({ view: "Account" }))
    const balance = await screen.findByTestId("account-balance", {}, wait)
    await waitFor(() => expect(balance.textContent).toBe("9.997,999 ETH"), wait)
  })
})
