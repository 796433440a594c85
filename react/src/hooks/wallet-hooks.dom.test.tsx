// useBalance, useSend and useTransactions on the local world: the anvil chain, the data API
// answering from its state, and the injected test wallet with real keys (see vitest.config.ts: *.dom.test.tsx).
import { act, screen, waitFor } from "@testing-library/react"
import { createTestClient, erc20Abi, formatUnits, http, parseEther, parseUnits, type Address, type Hash } from "viem"
import { generatePrivateKey } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { renderConnected } from "../../test/helpers.js"
import { setUpLocalWorld } from "../../test/local-world.js"
import { useBalance, useSend, useTransactions } from "../index.js"

const local = setUpLocalWorld()
const { world, announced, signer, reader, mined, tokenOf, registerName } = local
const gwtOf = (owner: Address) => tokenOf(local.chain.contracts.gwt, owner)
const usdtOf = (owner: Address) => tokenOf(local.chain.contracts.usdt, owner)

/** Renders the hook's value as JSON and keeps its latest return for the test to act with. */
const probe = <A,>(use: () => A) => {
  const latest: { current: A | undefined } = { current: undefined }
  const Probe = () => {
    const value = use()
    latest.current = value
    return (
      <output aria-label="probe">
        {JSON.stringify(value, (_, item) => (typeof item === "bigint" ? item.toString() : item))}
      </output>
    )
  }
  return { Probe, latest, read: () => JSON.parse(screen.getByLabelText("probe").textContent ?? "null") }
}

describe("useBalance", () => {
  it("lists nothing until asked, then the account's token balances as the chain holds them", async () => {
    const wallet = announced(1)
    const { Probe, latest, read } = probe(useBalance)
    await act(() => renderConnected(world(), wallet, <Probe />))
    expect(read()).toMatchObject({ tokenBalances: [], loading: false })

    let refreshing: Promise<unknown> | undefined
    act(() => {
      refreshing = latest.current!.refresh()
    })
    expect(read().loading).toBe(true)
    await act(async () => {
      await refreshing
    })
    expect(read().loading).toBe(false)
    expect(read().tokenBalances.map((token: { symbol: string }) => token.symbol)).toEqual(["ETH", "GWT", "USDT"])
    const quantities = Object.fromEntries(
      read().tokenBalances.map((token: { symbol: string; quantity: { numeric: string } }) => [
        token.symbol,
        token.quantity.numeric
      ])
    )
    expect(quantities).toEqual({
      ETH: formatUnits(await reader().getBalance({ address: wallet.address }), 18),
      GWT: formatUnits(await gwtOf(wallet.address), 18),
      USDT: formatUnits(await usdtOf(wallet.address), 6)
    })
  })
})

describe("useSend", () => {
  it("follows the form, resolves a name for the receiver, previews and sends on chain", async () => {
    const owner = signer(3)
    await registerName(3, "alice.reown.id")
    const receiver = owner.account.address
    const wallet = announced(2)
    const { Probe, latest, read } = probe(useSend)
    const client = await act(() => renderConnected(world(), wallet, <Probe />))
    const tokens = await act(() => client.refreshBalances())
    const eth = tokens.find((token) => token.symbol === "ETH")
    expect(read().phase).toBe("idle")
    expect(read().token).toBeUndefined()

    await act(() => latest.current!.setField("token", eth))
    await act(() => latest.current!.setField("sendTokenAmount", "1.5"))
    await act(() => latest.current!.setField("receiverAddress", "alice.reown.id"))
    expect(read()).toMatchObject({
      sendTokenAmount: "1.5",
      receiverAddress: receiver,
      receiverProfileName: "alice.reown.id"
    })
    expect(read().token.symbol).toBe("ETH")

    const preview = await act(() => latest.current!.preview())
    const gas = await reader().estimateGas({ account: wallet.address, to: receiver, value: parseEther("1.5") })
    expect(preview).toMatchObject({ amount: "1.5", to: receiver, gas, insufficientGas: false })
    expect(preview.gasPrice).toBe(await reader().getGasPrice())
    expect(preview.gasCost).toBe(gas * preview.gasPrice)

    const before = await reader().getBalance({ address: receiver })
    const result = await act(() => latest.current!.send())
    expect(result.status).toBe("success")
    expect(read()).toMatchObject({ phase: "confirmed", hash: result.hash })
    expect(read().sendTokenAmount).toBeUndefined()
    const sent = await reader().getTransaction({ hash: result.hash as Hash })
    expect({ from: sent.from.toLowerCase(), to: sent.to?.toLowerCase(), value: sent.value, input: sent.input }).toEqual(
      {
        from: wallet.address.toLowerCase(),
        to: receiver.toLowerCase(),
        value: parseEther("1.5"),
        input: "0x"
      }
    )
    expect(await reader().getBalance({ address: receiver })).toBe(before + parseEther("1.5"))

    await act(() => latest.current!.reset())
    expect(read()).toMatchObject({ phase: "idle" })
  })
})

describe("useTransactions", () => {
  it("is idle until fetched, then the chain's transfers grouped by month; a failure is the core's", async () => {
    // A fresh account: its history is exactly the two transfers below, a month and more apart.
    const wallet = announced(generatePrivateKey())
    const funder = signer(4)
    const first = await mined(
      await funder.walletClient.sendTransaction({ to: wallet.address, value: parseEther("0.5") })
    )
    const firstBlock = await reader().getBlock({ blockNumber: first.blockNumber })
    await createTestClient({
      chain: local.chain.chain,
      mode: "anvil",
      transport: http(local.chain.rpcUrl)
    }).setNextBlockTimestamp({
      timestamp: firstBlock.timestamp + 40n * 24n * 3600n
    })
    const second = await mined(
      await funder.walletClient.writeContract({
        address: local.chain.contracts.gwt,
        abi: erc20Abi,
        functionName: "transfer",
        args: [wallet.address, parseUnits("5", 18)]
      })
    )
    const secondBlock = await reader().getBlock({ blockNumber: second.blockNumber })
    const monthOf = (block: { timestamp: bigint }) => {
      const date = new Date(Number(block.timestamp) * 1000)
      return [date.getUTCFullYear(), date.getUTCMonth()]
    }

    const { Probe, latest, read } = probe(useTransactions)
    await act(() => renderConnected(world(), wallet, <Probe />))
    expect(read()).toMatchObject({ status: "idle", groups: [], hasMore: false })

    await act(() => latest.current!.fetch())
    expect(read().status).toBe("filled")
    expect(read().groups.map((group: { year: number; month: number }) => [group.year, group.month])).toEqual([
      monthOf(secondBlock),
      monthOf(firstBlock)
    ])
    expect(read().transactions.map((item: { id: string }) => item.id)).toEqual([
      second.transactionHash,
      first.transactionHash
    ])

    local.api.api.failNext("/v1/account/:address/history", 400)
    await act(() => expect(latest.current!.fetch()).rejects.toThrow("Failed to fetch transactions"))
    await waitFor(() => expect(read()).toMatchObject({ status: "failed", transactions: [] }))
  })
})
