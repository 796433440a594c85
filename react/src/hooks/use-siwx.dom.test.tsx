// The visitor's sign-in (SIWX) is visible: useSiwx() gives its status and session, the Account view
// says "Signed in" with the account and its end, and its Sign out ends the provider's session too.
import { localChain, memorySessionStore, siwxLocal } from "@gangway/core"
import { startChain, type LocalChain } from "@gangway/fixtures"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"
import { useSiwx } from "../index.js"

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain()
}, 120_000)
afterAll(async () => {
  await chain?.stop()
})

const SignInState = () => {
  const siwx = useSiwx()
  return (
    <p data-testid="siwx-hook">
      {siwx.status} {siwx.address ?? "-"} {siwx.chainId ?? "-"} {siwx.expiresAt ?? "-"}
    </p>
  )
}

describe("the visitor's sign-in", () => {
  it("useSiwx and the Account view show the sign-in; Sign out ends it here and in the provider", {
    timeout: 120_000
  }, async () => {
    const sessions = memorySessionStore()
    const provider = siwxLocal({ storage: sessions, expiresInMs: 60 * 60 * 1000 })
    const account = chain.accounts[7]!
    const client = testClient({
      networks: [localChain(chain.rpcUrl)],
      siwx: provider,
      localSigner: { privateKey: account.privateKey }
    })
    renderWithClient(<SignInState />, client)
    expect(screen.getByTestId("siwx-hook").textContent).toBe("signed-out - - -")

    await act(() => client.open({ view: "Connect" }))
    await act(() => client.connect("local-signer"))
    await waitFor(() => expect(screen.getByTestId("siwx-hook").textContent).toMatch(/^needed /))
    fireEvent.click(await screen.findByTestId("sign-in-button"))

    await waitFor(() => expect(screen.getByTestId("siwx-hook").textContent).toMatch(/^signed-in /))
    const [session] = await provider.getSessions("eip155:31337", account.address)
    expect(session).toBeDefined()
    const expiresAt = session!.data.expirationTime!
    expect(screen.getByTestId("siwx-hook").textContent).toBe(`signed-in ${account.address} eip155:31337 ${expiresAt}`)

    await act(() => client.open())
    const status = await screen.findByTestId("siwx-status")
    const time = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(expiresAt))
    expect(status.textContent).toContain("Signed in")
    expect(status.textContent).toContain(`${account.address.slice(0, 6)}…${account.address.slice(-4)}, until ${time}`)

    fireEvent.click(within(status).getByRole("button", { name: "Sign out" }))
    await waitFor(() => expect(screen.getByTestId("siwx-hook").textContent).toBe("signed-out - - -"))
    expect(screen.queryByTestId("siwx-status")).toBeNull()
    expect(await provider.getSessions("eip155:31337", account.address)).toEqual([])
    // Still connected: signing out of the dApp is not disconnecting the wallet.
    expect(client.getState().chains.chains.eip155?.account.address).toBe(account.address)
  })
})
