import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { desktop } from "../test/controllers.js"
import { setUpOfflineClients } from "../test/offline-clients.js"
import { createGangway } from "./client.js"
import { Modal } from "./controllers/modal.js"
import { mainnet } from "./domain/networks.js"
import { InvalidInput } from "./errors.js"

const make = setUpOfflineClients()

/** Timers Node is holding right now (Effect's live clock uses setTimeout). */
const activeTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length

describe("createGangway", () => {
  it("starts closed on Connect, following the system colour scheme, on the first network", () => {
    const state = make().getState()
    expect(state.modal.open).toBe(false)
    expect(state.router.view).toBe("Connect")
    expect(state.theme.themeMode).toBe("system")
    expect(state.chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:31337")
    expect(state.chains.activeNamespace).toBe("eip155")
  })

  it("resolves features and the connect method order (default email, social, wallet)", () => {
    expect(make().connectMethodsOrder).toEqual(["email", "social", "wallet"])
    const custom = make({ connectMethodsOrder: ["wallet"], features: { socials: false, email: false } })
    expect(custom.connectMethodsOrder).toEqual(["wallet", "email", "social"])
    expect(custom.features).toMatchObject({ email: false, socials: [] })
  })

  it("says where it runs (platform): as given, or detected from the browser", () => {
    const phone = { isMobile: true, isTelegram: false, isSafariIos: true }
    expect(make({ platform: phone }).platform).toEqual(phone)
    expect(make().platform).toEqual(desktop)
    // Outside a browser nothing is detected.
    expect(make({ platform: undefined }).platform).toEqual({ isMobile: false, isTelegram: false, isSafariIos: false })
  })

  it("two clients do not share state", async () => {
    const a = make()
    const b = make()
    await a.open()
    await a.navigate("AllWallets")
    await a.setThemeMode("light")
    expect(a.getState().router.view).toBe("AllWallets")
    expect(b.getState().modal.open).toBe(false)
    expect(b.getState().router.view).toBe("Connect")
    expect(b.getState().theme.themeMode).toBe("system")
  })

  it("getState returns the same snapshot until something changes", async () => {
    const client = make()
    const first = client.getState()
    expect(client.getState()).toBe(first)
    await client.open()
    expect(client.getState()).not.toBe(first)
    expect(client.getState()).toBe(client.getState())
  })

  it("subscribe calls the listener only when the selection changes structurally", async () => {
    const client = make()
    const seen: Array<[unknown, unknown]> = []
    const unsubscribe = client.subscribe(
      (state) => ({ open: state.modal.open, view: state.router.view }),
      (next, previous) => seen.push([next, previous])
    )
    await client.open()
    await client.setThemeMode("light")
    await client.navigate("Connect")
    await client.navigate("AllWallets")
    expect(seen).toEqual([
      [
        { open: true, view: "Connect" },
        { open: false, view: "Connect" }
      ],
      [
        { open: true, view: "AllWallets" },
        { open: true, view: "Connect" }
      ]
    ])
    unsubscribe()
    await client.back()
    expect(seen).toHaveLength(2)
  })

  it("Effect users run effects against the client's own services", async () => {
    const client = make()
    await client.runtime.runPromise(Effect.flatMap(Modal, (modal) => modal.open({ view: "Networks" })))
    expect(client.getState().router.view).toBe("Networks")
  })

  it("rejects invalid options with a typed error naming the problem", () => {
    expect(() => createGangway({ networks: [] as never })).toThrow(InvalidInput)
    expect(() => make({ apiUrls: { dataApi: "ftp://example.com" } })).toThrow(/must be an http\(s\) URL/)
    expect(() => make({ relayUrl: "https://relay.example" })).toThrow(/must be a ws\(s\) URL/)
    expect(() => make({ themeMode: "purple" as never })).toThrow(InvalidInput)
    expect(() => make({ themeVariables: { accent: "red;}" } })).toThrow(/Invalid options/)
    expect(() => make({ defaultNetwork: { ...mainnet, caipNetworkId: "eip155:10", id: 10 } })).toThrow(
      "Invalid defaultNetwork: it must be one of the configured networks"
    )
    expect(() => make({ basic: true, projectId: undefined })).toThrow(
      "Invalid basic: basic mode pairs over WalletConnect, which needs a projectId"
    )
  })

  it("destroy leaves no running fiber, timer or listener", async () => {
    const before = activeTimers()
    const client = createGangway({ networks: [mainnet], storage: "memory", platform: desktop })
    const modal = client.runtime.runSync(Modal)
    // The client's own controllers listen to the modal too (a waiting pairing ends when it closes).
    const internal = modal.store.listenerCount()
    client.subscribe(
      (state) => state.toast,
      () => {}
    )
    await client.open()
    await client.showToast("success", "Transaction started")
    await client.runtime.runPromise(Effect.flatMap(Modal, (modal) => modal.shake()))
    expect(activeTimers()).toBeGreaterThan(before)
    expect(modal.store.listenerCount()).toBe(internal + 1)
    await client.destroy()
    expect(activeTimers()).toBe(before)
    expect(modal.store.listenerCount()).toBe(0)
  })
})
