// A sign-in message the client refuses (issue 30, item 2): the view does not stay on
// ConnectingSiwe; it comes back to SIWXSignMessage with the reason, in the visitor's language.
import { localChain, memorySessionStore, siwxLocal, type SiwxProvider } from "@gangway/core"
import { startChain, type LocalChain } from "@gangway/fixtures"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { renderWithClient, testClient } from "../../../test/helpers.js"
import { ConnectButton } from "../../index.js"

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain()
})
afterAll(async () => {
  await chain?.stop()
})

/** siwxLocal, but its createMessage answers a nonce of 3 characters. */
const badNonce = (): SiwxProvider => {
  const local = siwxLocal({ storage: memorySessionStore() })
  return { ...local, createMessage: async (request) => ({ ...(await local.createMessage(request)), nonce: "abc" }) }
}

describe("a sign-in message refused before the wallet is asked", () => {
  it.each([
    [
      "en",
      "The sign-in message was refused: its one-time code is not 8 or more letters and digits. Nothing was signed in. Try again, and tell the site if it happens again."
    ],
    [
      "de",
      "Die Anmeldenachricht wurde abgelehnt: ihr Einmalcode besteht nicht aus mindestens 8 Buchstaben und Ziffern. Es wurde nichts angemeldet. Versuche es erneut und sag der Seite Bescheid, wenn es wieder passiert."
    ]
  ])("%s: the view comes back from signing and shows the reason", async (locale, text) => {
    const client = testClient({
      networks: [localChain(chain.rpcUrl)],
      siwx: badNonce(),
      localSigner: { privateKey: chain.accounts[6]!.privateKey },
      locale
    })
    renderWithClient(<ConnectButton />, client)
    await act(() => client.open({ view: "Connect" }))
    await act(() => client.connect("local-signer"))
    fireEvent.click(await screen.findByTestId("sign-in-button"))
    // Another language's catalogue loads on demand: wait for its words.
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(text))
    expect(client.getState().signIn.status).toBe("needed")
    expect(client.getState().router.view).toBe("SIWXSignMessage")
    expect(screen.getByTestId("sign-message-view")).toBeTruthy()
  })
})
