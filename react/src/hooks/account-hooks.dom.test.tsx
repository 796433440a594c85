// The account hooks and <AccountButton> on the local chain, with the local signer connector.
import { startChain, type LocalChain } from "@gangway/fixtures"
import { localChain } from "@gangway/core"
import { act, fireEvent, screen } from "@testing-library/react"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { renderWithClient, testClient } from "../../test/helpers.js"
import { AccountButton, useDisconnect, useGangwayEvents, useWalletInfo } from "../index.js"

let chain: LocalChain
beforeAll(async () => {
  chain = await startChain()
})
afterAll(async () => {
  await chain?.stop()
})

const connectedClient = () =>
  testClient({ networks: [localChain(chain.rpcUrl)], localSigner: { privateKey: chain.accounts[4]!.privateKey } })

const WalletName = () => <output aria-label="wallet">{useWalletInfo()?.name ?? "none"}</output>

const DisconnectButton = () => {
  const disconnect = useDisconnect()
  return (
    <button type="button" onClick={() => void disconnect()}>
      Leave
    </button>
  )
}

const EventLog = ({ log }: { log: Array<string> }) => {
  useGangwayEvents((event) => log.push(event.event))
  return null
}

describe("account hooks", () => {
  it("useWalletInfo names the connected wallet; useDisconnect ends the session and closes the modal", async () => {
    const client = connectedClient()
    renderWithClient(
      <>
        <WalletName />
        <DisconnectButton />
      </>,
      client
    )
    expect(screen.getByLabelText("wallet").textContent).toBe("none")
    await act(() => client.connect("local-signer"))
    expect(screen.getByLabelText("wallet").textContent).toBe("Local signer")
    await act(() => client.open())
    fireEvent.click(screen.getByRole("button", { name: "Leave" }))
    await expect.poll(() => client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    expect(client.getState().modal.open).toBe(false)
    expect(screen.getByLabelText("wallet").textContent).toBe("none")
  })

  it("useGangwayEvents hears the client's events while mounted", async () => {
    const client = connectedClient()
    const log: Array<string> = []
    const { unmount } = renderWithClient(<EventLog log={log} />, client)
    await act(() => client.connect("local-signer"))
    await act(() => client.disconnect())
    unmount()
    await client.connect("local-signer")
    expect(log).toEqual(["CONNECT_SUCCESS", "DISCONNECT_SUCCESS"])
  })

  it("<AccountButton> shows the connected account and opens Account; nothing while disconnected", async () => {
    const client = connectedClient()
    const { container } = renderWithClient(<AccountButton />, client)
    expect(container.querySelector("button")).toBeNull()
    await act(() => client.connect("local-signer"))
    const address = chain.accounts[4]!.address
    const button = await screen.findByRole("button", { name: new RegExp(`${address.slice(0, 6)}`) })
    await expect.poll(() => button.textContent).toContain("ETH")
    fireEvent.click(button)
    await expect.poll(() => client.getState().router.view).toBe("Account")
    expect(client.getState().modal.open).toBe(true)
  })
})
