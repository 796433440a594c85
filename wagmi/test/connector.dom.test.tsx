// @gangway/wagmi with real wagmi and React (jsdom): wagmi's hooks over Gangway's connection,
// the injected test wallet (real keys) on two local anvil chains.
import { announceProvider, createTestWallet, type TestWallet } from "@gangway/fixtures"
import { memoryBackend, type GangwayClient } from "@gangway/core"
import { gangway } from "@gangway/wagmi"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { act, cleanup, renderHook, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { createPublicClient, http, parseEther, verifyMessage, type Address } from "viem"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import {
  createConfig,
  useAccount,
  useBalance,
  useConnect,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  WagmiProvider,
  type Config
} from "wagmi"
import { setUpWagmiWorld } from "./local-world.js"

const RDNS = "dev.gangway.testwallet"
const world = setUpWagmiWorld()
let wallet: TestWallet
beforeEach(() => {
  wallet = createTestWallet({
    rpcUrl: world.first.rpcUrl,
    accountIndex: 4,
    chains: [{ chainId: 31338, rpcUrl: world.second.rpcUrl }]
  })
  announceProvider(window, wallet, crypto.randomUUID())
})
afterEach(cleanup)

/** What a dApp's component would use. */
const useDapp = () => ({
  account: useAccount(),
  balance: useBalance({ address: useAccount().address }),
  connect: useConnect(),
  disconnect: useDisconnect(),
  send: useSendTransaction(),
  sign: useSignMessage(),
  switchChain: useSwitchChain()
})

const mount = (client = world.client()) => {
  const config = createConfig({
    chains: [world.first.chain, world.second.chain],
    connectors: [gangway({ client })],
    // Gangway lists the page's wallets in its modal; wagmi remembers nothing between tests.
    multiInjectedProviderDiscovery: false,
    storage: null,
    transports: { [world.first.chain.id]: http(world.first.rpcUrl), [world.second.chain.id]: http(world.second.rpcUrl) }
  }) as Config
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  const { result } = renderHook(useDapp, { wrapper })
  return { client, config, result }
}

/** wagmi's connect: it opens Gangway's modal; the person picks the test wallet there. */
const connectThroughModal = async (client: GangwayClient, result: { readonly current: ReturnType<typeof useDapp> }) => {
  const connector = result.current.connect.connectors[0]!
  let connected: Promise<unknown> | undefined
  act(() => {
    connected = result.current.connect.mutateAsync({ connector })
  })
  await waitFor(() => expect(client.getState().modal.open).toBe(true))
  await act(() => client.connect(RDNS))
  await act(async () => {
    await connected
  })
  await waitFor(() => expect(result.current.account.status).toBe("connected"))
}

const node = () => createPublicClient({ transport: http(world.first.rpcUrl) })

describe("gangway() connector in wagmi", () => {
  it("connect opens Gangway's modal; useAccount and useBalance follow once the wallet connects", async () => {
    const { client, result } = mount()
    await connectThroughModal(client, result)
    expect(result.current.account).toMatchObject({
      address: wallet.address,
      chainId: 31337,
      connector: { id: "gangway" }
    })
    expect(client.getState().modal.open).toBe(false)
    const wei = await node().getBalance({ address: wallet.address })
    await waitFor(() => expect(result.current.balance.data?.value).toBe(wei))
    expect(result.current.balance.data?.symbol).toBe("ETH")
  })

  it("closing Gangway's modal rejects wagmi's connect as a refusal", async () => {
    const { client, result } = mount()
    let attempt: Promise<unknown> | undefined
    act(() => {
      attempt = result.current.connect
        .mutateAsync({ connector: result.current.connect.connectors[0]! })
        .catch((error: unknown) => error)
    })
    await waitFor(() => expect(client.getState().modal.open).toBe(true))
    await act(() => client.close())
    expect(await attempt).toMatchObject({ name: "UserRejectedRequestError", details: "Connection declined" })
    expect(result.current.account.status).toBe("disconnected")
  })

  it("useSendTransaction sends a transaction that lands; useSignMessage signs a message that verifies", async () => {
    const { client, result } = mount()
    await connectThroughModal(client, result)
    const to = world.first.accounts[9]!.address as Address
    const before = await node().getBalance({ address: to })
    let hash: `0x${string}` | undefined
    await act(async () => {
      hash = await result.current.send.mutateAsync({ to, value: parseEther("0.3") })
    })
    expect((await node().waitForTransactionReceipt({ hash: hash! })).status).toBe("success")
    expect((await node().getBalance({ address: to })) - before).toBe(parseEther("0.3"))
    let signature: `0x${string}` | undefined
    await act(async () => {
      signature = await result.current.sign.mutateAsync({ message: "wagmi through gangway" })
    })
    expect(
      await verifyMessage({ address: wallet.address, message: "wagmi through gangway", signature: signature! })
    ).toBe(true)
  })

  it("useSwitchChain switches through Gangway, and a switch in Gangway reaches wagmi", async () => {
    const { client, result } = mount()
    await connectThroughModal(client, result)
    await act(() => result.current.switchChain.mutateAsync({ chainId: 31338 }))
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31338")
    expect(wallet.chainId).toBe(31338)
    await waitFor(() => expect(result.current.account.chainId).toBe(31338))
    await act(() => client.switchNetwork("eip155:31337"))
    await waitFor(() => expect(result.current.account.chainId).toBe(31337))
    expect(wallet.chainId).toBe(31337)
  })

  it("an account switched in the wallet reaches wagmi", async () => {
    const { client, result } = mount()
    await connectThroughModal(client, result)
    act(() => wallet.switchAccount(5))
    await waitFor(() => expect(result.current.account.address).toBe(world.first.accounts[5]!.address))
  })

  it("a disconnect in wagmi disconnects Gangway", async () => {
    const { client, result } = mount()
    await connectThroughModal(client, result)
    await act(() => result.current.disconnect.mutateAsync())
    expect(client.getState().chains.chains.eip155?.account.status).toBe("disconnected")
    await waitFor(() => expect(result.current.account.status).toBe("disconnected"))
  })

  it("a disconnect in Gangway disconnects wagmi", async () => {
    const { client, result } = mount()
    await connectThroughModal(client, result)
    await act(() => client.disconnect())
    await waitFor(() => expect(result.current.account.status).toBe("disconnected"))
  })

  it("a wallet connected from Gangway's own button connects wagmi too", async () => {
    const { client, result } = mount()
    await waitFor(() => expect(result.current.account.status).toBe("disconnected"))
    await act(() => client.connect(RDNS))
    await waitFor(() =>
      expect(result.current.account).toMatchObject({ status: "connected", address: wallet.address, chainId: 31337 })
    )
  })

  it("after a reload, wagmi reconnects to the session Gangway restores, without the modal", async () => {
    const storage = memoryBackend()
    const before = mount(world.client({ storage }))
    await connectThroughModal(before.client, before.result)
    cleanup()
    await before.client.destroy()
    const { client, result } = mount(world.client({ storage }))
    await waitFor(() =>
      expect(result.current.account).toMatchObject({ status: "connected", address: wallet.address, chainId: 31337 })
    )
    expect(client.getState().modal.open).toBe(false)
  })
})
