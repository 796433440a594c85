// The Account view's tabs, the Transactions view and the send flow on the local world: the anvil
// chain, the data API answering from its state, and the injected test wallet with real keys
// (see vitest.config.ts: *.dom.test.tsx).
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createTestClient, erc20Abi, formatEther, http, parseEther, parseUnits, type Address, type Hash } from "viem"
import { generatePrivateKey } from "viem/accounts"
import { describe, expect, it } from "vitest"
import type { TestWallet } from "@gangway/fixtures"
import { localChain } from "@gangway/core"
import { TEST_WALLET_INFO } from "@gangway/fixtures"
import { renderConnected, renderWithClient, testClient, worldOptions } from "../../../test/helpers.js"
import { ConnectButton } from "../../components/connect-button.js"
import { setUpLocalWorld } from "../../../test/local-world.js"

const local = setUpLocalWorld()
const { world, announced, signer, reader, mined, tokenOf, registerName } = local
const ethOf = (owner: Address) => reader().getBalance({ address: owner })
const sendGwt = async (from: number, to: Address, amount: string) =>
  mined(
    await signer(from).walletClient.writeContract({
      address: local.chain.contracts.gwt,
      abi: erc20Abi,
      functionName: "transfer",
      args: [to, parseUnits(amount, 18)]
    })
  )
/** A group heading as the activity list writes it: the block's month in the visitor's (the runtime's) time zone. */
const monthOf = (timestamp: bigint) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }).format(Number(timestamp) * 1000)

const openAccount = async (wallet: TestWallet) => {
  const client = await act(() => renderConnected(world(), wallet))
  await act(() => client.open())
  await screen.findByTestId("account-view")
  return client
}

const field = (name: string) => screen.getByRole("textbox", { name })
const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id))
    .find((node) => node?.classList.contains("gw-field-error"))?.textContent

describe("the Account view's tabs", () => {
  it("fetches the token balances when it opens and lists them with their USD value", async () => {
    const wallet = announced(1)
    // Untouched since the chain started: 10 000 of each, as the fixtures fund them.
    expect(await ethOf(wallet.address)).toBe(parseEther("10000"))
    expect(await tokenOf(local.chain.contracts.gwt, wallet.address)).toBe(parseUnits("10000", 18))
    expect(await tokenOf(local.chain.contracts.usdt, wallet.address)).toBe(parseUnits("10000", 6))

    await openAccount(wallet)
    const list = await screen.findByRole("list", { name: "Token balances" })
    const rows = within(list).getAllByRole("listitem")
    expect(rows.map((row) => row.getAttribute("data-token"))).toEqual(["ETH", "GWT", "USDT"])
    expect(rows[0]!.textContent).toContain("10,000 ETH")
    expect(rows[0]!.textContent).toContain("$30,000,000.00")
    expect(rows[1]!.textContent).toContain("10,000 GWT")
    expect(rows[1]!.textContent).toContain("$20,000.00")
    expect(rows[2]!.textContent).toContain("10,000 USDT")
    expect(rows[2]!.textContent).toContain("$10,000.00")
    expect(screen.getByRole("tab", { name: "Tokens" }).getAttribute("aria-selected")).toBe("true")
  })

  it("writes a balance the same way everywhere: the button, the Account view, the token list and the send form", async () => {
    const wallet = announced(1)
    const client = await act(() => renderConnected(world(), wallet, <ConnectButton />))
    await act(() => client.open())
    await screen.findByTestId("account-view")
    const list = await screen.findByRole("list", { name: "Token balances" })
    await waitFor(() => expect(screen.getByTestId("account-balance").textContent).toBe("10,000 ETH"))
    expect(document.querySelector(".gw-button__balance")?.textContent).toBe("10,000 ETH")
    expect(within(list).getAllByRole("listitem")[0]!.textContent).toContain("10,000 ETH")

    await act(() => client.navigate("WalletSend"))
    await act(() => client.setSendField("token", client.getState().balances.tokenBalances[0]))
    await waitFor(() => expect(screen.getByTestId("send-view").textContent).toContain("Balance: 10,000 ETH"))
  })

  it("shows the activity by month, with a send marked pending until it is mined", async () => {
    // A fresh account: its history is what happens here.
    const wallet = announced(generatePrivateKey())
    const funder = signer(2)
    await mined(await funder.walletClient.sendTransaction({ to: wallet.address, value: parseEther("2") }))
    const received = await sendGwt(2, wallet.address, "5.123456")
    const receivedAt = (await reader().getBlock({ blockNumber: received.blockNumber })).timestamp

    const client = await openAccount(wallet)
    fireEvent.click(screen.getByRole("tab", { name: "Activity" }))
    await waitFor(() => expect(screen.getAllByTestId("activity-row")).toHaveLength(2))
    const [gwt, eth] = screen.getAllByTestId("activity-row")
    expect(screen.getByRole("heading", { name: monthOf(receivedAt) })).toBeTruthy()
    expect(gwt!.getAttribute("data-hash")).toBe(received.transactionHash)
    expect(gwt!.textContent).toContain("Received")
    expect(gwt!.textContent).toContain("+5.123 GWT")
    expect(gwt!.textContent).toContain(`From ${funder.account.address.slice(0, 6)}…${funder.account.address.slice(-4)}`)
    expect(eth!.textContent).toContain("+2 ETH")

    // A send from here is listed, marked pending, until its block is mined.
    const tokens = await act(() => client.refreshBalances())
    const native = tokens.find((token) => token.symbol === "ETH")!
    const receiver = local.chain.accounts[8]!.address
    const before = await ethOf(receiver)
    const anvil = createTestClient({ chain: local.chain.chain, mode: "anvil", transport: http(local.chain.rpcUrl) })
    await anvil.setAutomine(false)
    try {
      let sending!: Promise<{ hash: string }>
      act(() => {
        sending = client.send({ token: native, amount: "1", receiver })
      })
      await waitFor(() => expect(screen.getAllByTestId("activity-row")).toHaveLength(3), { timeout: 5000 })
      const pending = screen.getAllByTestId("activity-row")[0]!
      expect(pending.getAttribute("data-status")).toBe("pending")
      expect(pending.textContent).toContain("Pending")
      expect(pending.textContent).toContain("-1 ETH")
      const hash = pending.getAttribute("data-hash") as Hash
      expect(
        await reader()
          .getTransactionReceipt({ hash })
          .catch(() => undefined)
      ).toBeUndefined()
      expect(await ethOf(receiver)).toBe(before)

      await anvil.mine({ blocks: 1 })
      await act(async () => {
        expect((await sending).hash).toBe(hash)
      })
      await waitFor(() =>
        expect(screen.getAllByTestId("activity-row")[0]!.getAttribute("data-status")).toBe("confirmed")
      )
      expect(screen.getAllByTestId("activity-row")).toHaveLength(3)
      expect(screen.getAllByTestId("activity-row")[0]!.getAttribute("data-hash")).toBe(hash)
      expect(screen.getAllByTestId("activity-row")[0]!.textContent).not.toContain("Pending")
      expect(await ethOf(receiver)).toBe(before + parseEther("1"))
    } finally {
      await anvil.setAutomine(true)
    }
  })

  it("Transactions: the whole list, empty, failed with the core's message, and retried", async () => {
    // A fresh account: no transfers on the chain.
    const client = await openAccount(announced(generatePrivateKey()))
    await act(() => client.navigate("Transactions"))
    await screen.findByTestId("transactions-view")
    expect((await screen.findByTestId("activity-empty")).textContent).toContain("No activity yet")
    local.api.api.failNext("/v1/account/:address/history", 400)
    await act(() => client.fetchTransactions().catch(() => undefined))
    expect((await screen.findByTestId("activity-failed")).textContent).toContain("Failed to fetch transactions")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    await screen.findByTestId("activity-empty")
  })
})

describe("the send flow", () => {
  /** The preview's fee: the wei in ETH (up to 8 decimals), then its USD value at $3000, rounded to cents. */
  const feeText = (wei: bigint) => {
    const [whole = "0", fraction = ""] = formatEther(wei).split(".")
    const kept = fraction.slice(0, 8).replace(/0+$/, "")
    const cents = (wei * 3000n * 100n + 5n * 10n ** 17n) / 10n ** 18n
    return `${kept === "" ? whole : `${whole}.${kept}`} ETH$${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`
  }

  it("warns on the Review screen when the receiver is the sender's own address", async () => {
    const wallet = announced(6)
    await openAccount(wallet)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))
    await screen.findByTestId("send-view")
    await act(async () => fireEvent.click(screen.getByTestId("send-token")))
    // The picker lists the balances once they have loaded.
    const ether = await within(await screen.findByTestId("send-select-token-view")).findByRole(
      "button",
      { name: /Ether/ },
      { timeout: 5000 }
    )
    await act(async () => fireEvent.click(ether))
    await screen.findByTestId("send-view")
    fireEvent.change(field("Amount"), { target: { value: "0.1" } })
    fireEvent.change(field("To"), { target: { value: wallet.address } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Review send" })))
    const preview = await screen.findByTestId("send-preview-view")
    await waitFor(() => expect(preview.getAttribute("data-state")).toBe("ready"))
    expect(screen.getByTestId("send-to-self").textContent).toContain("your own address")
  })

  it("Escape on the form with an amount typed goes back to Account (the amount kept); with nothing typed it closes", async () => {
    const client = await openAccount(announced(2))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))
    await screen.findByTestId("send-view")
    fireEvent.change(field("Amount"), { target: { value: "0.25" } })
    field("Amount").focus()
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: "Escape" }))
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe("Account")
    await waitFor(() => expect(client.getState().send.sendTokenAmount).toBe("0.25"))

    await act(() => client.navigate("WalletSend"))
    await screen.findByTestId("send-view")
    fireEvent.change(field("Amount"), { target: { value: "" } })
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: "Escape" }))
    expect(client.getState().modal.open).toBe(false)
  })

  it("puts the core's objections next to their fields, previews the fee, sends and shows the progress", async () => {
    await registerName(4, "alice.reown.id")
    const receiver = local.chain.accounts[4]!.address
    const wallet = announced(3)
    const client = await openAccount(wallet)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))
    await screen.findByTestId("send-view")

    // Nothing filled: the core lists what is missing, each next to its field.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Review send" })))
    await screen.findByTestId("send-token-error")
    expect(screen.getByTestId("send-token-error").textContent).toBe("Choose a token to send")
    expect(errorOf(field("Amount"))).toBe("Enter an amount")
    expect(errorOf(field("To"))).toBe("Enter an address or a name")

    // The token picker lists the balances; choosing one goes back to the form.
    await act(async () => fireEvent.click(screen.getByTestId("send-token")))
    const picker = await screen.findByTestId("send-select-token-view")
    await act(async () => fireEvent.click(within(picker).getByRole("button", { name: /Ether/ })))
    await screen.findByTestId("send-view")
    expect(screen.getByTestId("send-token").textContent).toContain("ETH")
    expect(client.getState().send.token?.symbol).toBe("ETH")

    // More than the 10 000 ETH the account holds.
    expect(await ethOf(wallet.address)).toBe(parseEther("10000"))
    fireEvent.change(field("Amount"), { target: { value: "20000" } })
    expect(errorOf(field("Amount"))).toContain("Not enough ETH")
    fireEvent.change(field("Amount"), { target: { value: "1.5" } })
    expect(errorOf(field("Amount"))).toBeUndefined()
    expect(screen.getByTestId("send-amount-usd").textContent).toBe("$4,500.00")

    // An unknown name is refused next to the receiver; a registered one shows its address.
    fireEvent.change(field("To"), { target: { value: "nobody.reown.id" } })
    fireEvent.blur(field("To"))
    await waitFor(() =>
      expect(errorOf(field("To"))).toBe("nobody.reown.id is neither an address nor a registered name")
    )
    fireEvent.change(field("To"), { target: { value: "alice.reown.id" } })
    fireEvent.blur(field("To"))
    expect((await screen.findByTestId("send-receiver-resolved")).textContent).toBe(`alice.reown.id is ${receiver}`)

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Review send" })))
    const preview = await screen.findByTestId("send-preview-view")
    await waitFor(() => expect(preview.getAttribute("data-state")).toBe("ready"))
    expect(screen.getByTestId("send-preview-amount").textContent).toBe("1.5 ETH")
    expect(screen.getByTestId("send-preview-receiver").textContent).toContain("alice.reown.id")
    // The chain's gas for the transfer at the chain's gas price, and its USD value at $3000.
    const gas = await reader().estimateGas({ account: wallet.address, to: receiver, value: parseEther("1.5") })
    expect(screen.getByTestId("send-preview-fee").textContent).toBe(feeText(gas * (await reader().getGasPrice())))
    expect(within(preview).getByText("Gangway Local")).toBeTruthy()
    expect(screen.queryByTestId("send-to-self")).toBeNull()

    const before = await ethOf(receiver)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))
    await screen.findByTestId("account-view")
    await waitFor(() => expect(screen.getByTestId("send-status").getAttribute("data-phase")).toBe("confirmed"), {
      timeout: 5000
    })
    const hash = client.getState().send.hash as Hash
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(screen.getByTestId("send-hash").getAttribute("data-hash")).toBe(hash)
    // What was sent, though the core has emptied the form; the local chain has no explorer: no link.
    expect(screen.getByTestId("send-summary").textContent).toBe("Sent 1.5 ETH to alice.reown.id")
    expect(within(screen.getByTestId("send-status")).queryByRole("link")).toBeNull()
    const sent = await reader().getTransaction({ hash })
    expect({ from: sent.from.toLowerCase(), to: sent.to?.toLowerCase(), value: sent.value, input: sent.input }).toEqual(
      {
        from: wallet.address.toLowerCase(),
        to: receiver.toLowerCase(),
        value: parseEther("1.5"),
        input: "0x"
      }
    )
    expect(await ethOf(receiver)).toBe(before + parseEther("1.5"))
    // Account is the only view after a send (SPEC §2).
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Done" })))
    expect(screen.queryByTestId("send-status")).toBeNull()
  })

  it("says what a confirmed send sent and links to the explorer's page of it where the network has one; the toast stays 'Transaction started'", async () => {
    const wallet = announced(6)
    const receiver = local.chain.accounts[7]!.address
    const network = {
      ...localChain(local.chain.rpcUrl),
      blockExplorers: { default: { name: "Gangway Scan", url: "https://scan.gangway.test" } }
    }
    const { client } = renderWithClient(null, testClient({ ...worldOptions(world()), networks: [network] }))
    await client.connect(TEST_WALLET_INFO.rdns)
    await act(() => client.open())
    await screen.findByTestId("account-view")
    await act(() => client.navigate("WalletSend"))
    await screen.findByTestId("send-view")
    const eth =
      client.getState().balances.tokenBalances.find((token) => token.symbol === "ETH") ??
      (await client.refreshBalances())[0]!
    await act(() => client.setSendField("token", eth))
    fireEvent.change(field("Amount"), { target: { value: "1250.5" } })
    fireEvent.change(field("To"), { target: { value: receiver } })
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Review send" })))
    const preview = await screen.findByTestId("send-preview-view")
    await waitFor(() => expect(preview.getAttribute("data-state")).toBe("ready"))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))
    await waitFor(() => expect(screen.getByTestId("send-status").getAttribute("data-phase")).toBe("confirmed"), {
      timeout: 5000
    })

    const hash = client.getState().send.hash!
    expect(client.getState().send.sendTokenAmount).toBeUndefined()
    expect(screen.getByTestId("send-summary").textContent).toBe(
      `Sent 1,250.5 ETH to ${receiver.slice(0, 6)}…${receiver.slice(-4)}`
    )
    const link = within(screen.getByTestId("send-status")).getByRole("link", { name: /View on explorer/ })
    expect(link.getAttribute("href")).toBe(`https://scan.gangway.test/tx/${hash}`)
    expect(link.getAttribute("target")).toBe("_blank")
    // SPEC §8's success toast is the core's, as it was.
    expect(client.getState().toast).toMatchObject({ variant: "success", message: "Transaction started" })
    expect(wallet.address).toBe(client.getState().chains.chains.eip155?.account.address)
  })

  it("keeps the form when the wallet refuses, saying it was declined there", async () => {
    const wallet = announced(5)
    const receiver = local.chain.accounts[6]!.address
    const client = await openAccount(wallet)
    const tokens = await act(() => client.refreshBalances())
    const eth = tokens.find((token) => token.symbol === "ETH")
    await act(async () => {
      await client.setSendField("token", eth)
      await client.setSendField("sendTokenAmount", "2")
      await client.setSendField("receiverAddress", receiver)
      await client.navigate("WalletSendPreview")
    })
    const preview = await screen.findByTestId("send-preview-view")
    await waitFor(() => expect(preview.getAttribute("data-state")).toBe("ready"))
    const [nonce, before] = await Promise.all([
      reader().getTransactionCount({ address: wallet.address }),
      ethOf(receiver)
    ])
    wallet.behave("sendTransaction", "reject")
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })))
    await waitFor(() => expect(screen.getByTestId("send-status").getAttribute("data-phase")).toBe("failed"))
    expect(screen.getByTestId("send-status").textContent).toContain(
      "You declined the transaction in your wallet. Nothing was sent."
    )
    await waitFor(() =>
      expect(client.getState().toast.message).toBe("You declined the transaction in your wallet. Nothing was sent.")
    )
    // Nothing reached the chain.
    expect(await reader().getTransactionCount({ address: wallet.address })).toBe(nonce)
    expect(await ethOf(receiver)).toBe(before)

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Review and try again" })))
    await screen.findByTestId("send-view")
    expect((field("Amount") as HTMLInputElement).value).toBe("2")
    expect((field("To") as HTMLInputElement).value).toBe(receiver)
    expect(screen.getByTestId("send-token").textContent).toContain("ETH")
  })

  it("blocks the send when the native balance cannot pay the gas", async () => {
    // A fresh account holding GWT and no ETH at all.
    const wallet = announced(generatePrivateKey())
    await sendGwt(7, wallet.address, "10")
    expect(await ethOf(wallet.address)).toBe(0n)
    const client = await openAccount(wallet)
    const tokens = await act(() => client.refreshBalances())
    const gwt = tokens.find((token) => token.symbol === "GWT")
    expect(gwt?.quantity.numeric).toBe("10")
    await act(async () => {
      await client.setSendField("token", gwt)
      await client.setSendField("sendTokenAmount", "3")
      await client.setSendField("receiverAddress", local.chain.accounts[6]!.address)
      await client.navigate("WalletSendPreview")
    })
    const alert = await screen.findByTestId("send-insufficient-gas")
    expect(alert.textContent).toBe("Not enough ETH to pay for gas")
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(true)
  })
})
