// Network and token icons: the directory's image, the letters when it fails or is late (SPEC §9: 2 s).
import { IMAGE_PRELOAD_TIMEOUT_MS, localChain, mainnet } from "@gangway/core"
import { act, fireEvent, render } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { testClient } from "../../test/helpers.js"
import { GangwayProvider } from "../provider.js"
import { NetworkAvatar } from "./network-avatar.js"
import { TokenAvatar } from "./token-avatar.js"
import { WalletAvatar } from "./wallet-avatar.js"
import { AccountAvatar } from "../views/account/account-avatar.js"

const DIRECTORY = "http://127.0.0.1:9/directory"
const withDirectory = () => testClient({ projectId: "gangway-tests", apiUrls: { walletDirectory: DIRECTORY } })

afterEach(() => vi.useRealTimers())

describe("a network's icon", () => {
  it("is the directory's asset image for its imageId, over its letters, shown once loaded", () => {
    const { container } = render(
      <GangwayProvider client={withDirectory()} modal={false}>
        <NetworkAvatar network={localChain("http://127.0.0.1:8545")} />
      </GangwayProvider>
    )
    const avatar = container.querySelector(".gw-avatar")!
    const image = avatar.querySelector("img")!
    expect(image.getAttribute("src")).toMatch(
      new RegExp(`^${DIRECTORY}/public/getAssetImage/gangway-local\\?projectId=gangway-tests&`)
    )
    expect(avatar.getAttribute("data-image")).toBe("loading")
    act(() => void fireEvent.load(image))
    expect(avatar.getAttribute("data-image")).toBe("loaded")
    expect(avatar.textContent).toBe("GL")
  })

  it("falls back to the letters when the image fails", () => {
    const { container } = render(
      <GangwayProvider client={withDirectory()} modal={false}>
        <NetworkAvatar network={mainnet} />
      </GangwayProvider>
    )
    const avatar = container.querySelector(".gw-avatar")!
    act(() => void fireEvent.error(avatar.querySelector("img")!))
    expect(avatar.querySelector("img")).toBeNull()
    expect(avatar.getAttribute("data-image")).toBe("failed")
    expect(avatar.textContent).toBe("E")
  })

  it("falls back to the letters when the image has not loaded within 2 s", () => {
    vi.useFakeTimers()
    const { container } = render(
      <GangwayProvider client={withDirectory()} modal={false}>
        <NetworkAvatar network={mainnet} />
      </GangwayProvider>
    )
    const avatar = container.querySelector(".gw-avatar")!
    act(() => void vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(avatar.querySelector("img")).not.toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(avatar.querySelector("img")).toBeNull()
    expect(avatar.getAttribute("data-image")).toBe("failed")
  })

  it("is the letters alone without a directory (no project id)", () => {
    const { container } = render(
      <GangwayProvider client={testClient()} modal={false}>
        <NetworkAvatar network={mainnet} />
      </GangwayProvider>
    )
    expect(container.querySelector(".gw-avatar img")).toBeNull()
    expect(container.querySelector(".gw-avatar")!.textContent).toBe("E")
  })
})

describe("a token's icon", () => {
  it("is its icon URL over its letters, the letters again when it fails", () => {
    const { container } = render(<TokenAvatar symbol="GWT" iconUrl={`${DIRECTORY}/public/getTokenImage/GWT`} />)
    const avatar = container.querySelector(".gw-token-avatar")!
    expect(avatar.querySelector("img")!.getAttribute("src")).toBe(`${DIRECTORY}/public/getTokenImage/GWT`)
    act(() => void fireEvent.error(avatar.querySelector("img")!))
    expect(avatar.querySelector("img")).toBeNull()
    expect(avatar.textContent).toBe("GWT")
  })
})

describe("a token without an icon of its own", () => {
  it("is the directory's token image for its symbol, over its letters; the letters alone without a directory", () => {
    const { container } = render(
      <GangwayProvider client={withDirectory()} modal={false}>
        <TokenAvatar symbol="BTC" />
      </GangwayProvider>
    )
    const avatar = container.querySelector(".gw-token-avatar")!
    expect(avatar.querySelector("img")!.getAttribute("src")).toMatch(
      new RegExp(`^${DIRECTORY}/public/getTokenImage/BTC\\?projectId=gangway-tests&`)
    )
    act(() => void fireEvent.error(avatar.querySelector("img")!))
    expect(avatar.textContent).toBe("BTC")
    const { container: plain } = render(
      <GangwayProvider client={testClient()} modal={false}>
        <TokenAvatar symbol="BTC" />
      </GangwayProvider>
    )
    expect(plain.querySelector(".gw-token-avatar img")).toBeNull()
  })
})

describe("a wallet's icon", () => {
  it("is the directory's wallet image over the wallet's first letter, the letter when it fails or is late (2 s)", () => {
    vi.useFakeTimers()
    const client = withDirectory()
    const src = client.walletDirectory.walletImageUrl("img-1")
    const { container, rerender } = render(<WalletAvatar imageUrl={src} name="aurora Wallet" size={48} />)
    const avatar = container.querySelector(".gw-wallet-avatar")!
    expect(avatar.querySelector("img")!.getAttribute("src")).toMatch(
      new RegExp(`^${DIRECTORY}/getWalletImage/img-1\\?projectId=gangway-tests&`)
    )
    act(() => void vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(avatar.querySelector("img")).toBeNull()
    expect(avatar.textContent).toBe("A")
    rerender(<WalletAvatar imageUrl={`${src}&v=2`} name="aurora Wallet" size={48} />)
    act(() => void fireEvent.error(avatar.querySelector("img")!))
    expect(avatar.getAttribute("data-image")).toBe("failed")
    expect(avatar.textContent).toBe("A")
  })

  it("without a name falls back to a wallet glyph", () => {
    const { container } = render(<WalletAvatar imageUrl={undefined} />)
    expect(container.querySelector(".gw-wallet-avatar svg")).not.toBeNull()
  })
})

describe("an account's picture", () => {
  it("is an identicon drawn from the address when the account has no image of its own, not a gradient", () => {
    const { container, rerender } = render(<AccountAvatar address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" />)
    const svg = container.querySelector("svg[data-testid=identicon]")!
    expect(svg.getAttribute("aria-hidden")).toBe("true")
    const cells = svg.querySelector("path")!.getAttribute("d")!
    expect(cells).toMatch(/^(M\d \dh1v1h-1z)+$/)
    expect(container.innerHTML).not.toContain("gradient")
    rerender(<AccountAvatar address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />)
    expect(container.querySelector("path")!.getAttribute("d")).not.toBe(cells)
    rerender(
      <AccountAvatar address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" imageUrl="https://example.test/ada.png" />
    )
    expect(container.querySelector("img")!.getAttribute("src")).toBe("https://example.test/ada.png")
  })
})
