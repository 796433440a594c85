import { describe, expect, it } from "vitest"
import { readTelegramMiniApp, telegramOpener } from "./telegram-web-app.js"

/** A `Telegram.WebApp` as a Telegram client injects it, recording calls. */
const bridge = (fields: Record<string, unknown>) => {
  const calls: Array<ReadonlyArray<unknown>> = []
  const handlers = new Map<string, Set<() => void>>()
  const webApp = {
    platform: "android",
    colorScheme: "dark",
    themeParams: { bg_color: "#17212b", button_color: "#5288c1" },
    viewportStableHeight: 640,
    ...fields,
    openLink: (url: string) => void calls.push(["openLink", url]),
    openTelegramLink: (url: string) => {
      if (!url.startsWith("https://t.me/")) throw new Error("WebAppTgUrlInvalid")
      calls.push(["openTelegramLink", url])
    },
    expand: () => void calls.push(["expand"]),
    onEvent: (name: string, handler: () => void) =>
      void (handlers.get(name) ?? handlers.set(name, new Set()).get(name))!.add(handler),
    offEvent: (name: string, handler: () => void) => void handlers.get(name)?.delete(handler),
    emit: (name: string) => {
      for (const handler of handlers.get(name) ?? []) handler()
    }
  }
  return { root: { Telegram: { WebApp: webApp } }, webApp, calls }
}

describe("readTelegramMiniApp", () => {
  it("is undefined outside Telegram: no bridge, or Telegram's script in an ordinary browser", () => {
    expect(readTelegramMiniApp({})).toBeUndefined()
    expect(readTelegramMiniApp({ Telegram: {} })).toBeUndefined()
    expect(readTelegramMiniApp({ Telegram: { WebApp: null } })).toBeUndefined()
    expect(readTelegramMiniApp(bridge({ platform: "unknown" }).root)).toBeUndefined()
  })

  it("is undefined when what the page holds does not decode", () => {
    expect(readTelegramMiniApp(bridge({ colorScheme: "sepia" }).root)).toBeUndefined()
    expect(readTelegramMiniApp(bridge({ platform: "<script>" }).root)).toBeUndefined()
    expect(readTelegramMiniApp(bridge({ themeParams: { bg_color: "red;}" } }).root)).toBeUndefined()
    expect(readTelegramMiniApp(bridge({ viewportStableHeight: Number.NaN }).root)).toBeUndefined()
  })

  it("reads the platform, the theme and the viewport", () => {
    const app = readTelegramMiniApp(bridge({}).root)!
    expect(app.isMobile).toBe(true)
    expect(app.read()).toEqual({
      platform: "android",
      colorScheme: "dark",
      themeParams: { bg_color: "#17212b", button_color: "#5288c1" },
      viewportStableHeight: 640
    })
    expect(readTelegramMiniApp(bridge({ platform: "tdesktop" }).root)?.isMobile).toBe(false)
  })

  it("reads live values, keeping the last good read when a change does not decode", () => {
    const { root, webApp } = bridge({})
    const app = readTelegramMiniApp(root)!
    webApp.colorScheme = "light"
    expect(app.read().colorScheme).toBe("light")
    webApp.colorScheme = "blue"
    expect(app.read().colorScheme).toBe("light")
  })

  it("calls the client's methods, and says when it refused", () => {
    const { root, calls } = bridge({})
    const app = readTelegramMiniApp(root)!
    expect(app.openLink("https://link.harbor.example/wc?uri=x")).toBe(true)
    expect(app.openTelegramLink("https://t.me/harborbot?startapp=x")).toBe(true)
    expect(app.openTelegramLink("https://evil.example")).toBe(false)
    app.expand()
    expect(calls).toEqual([
      ["openLink", "https://link.harbor.example/wc?uri=x"],
      ["openTelegramLink", "https://t.me/harborbot?startapp=x"],
      ["expand"]
    ])
  })

  it("a client without a method refuses instead of throwing", () => {
    const { root, webApp } = bridge({})
    const app = readTelegramMiniApp(root)!
    Object.assign(webApp, { openLink: undefined, expand: "no" })
    expect(app.openLink("https://a.example")).toBe(false)
    expect(() => app.expand()).not.toThrow()
  })

  it("follows events until told to stop", () => {
    const { root, webApp } = bridge({})
    const app = readTelegramMiniApp(root)!
    let seen = 0
    const stop = app.on("themeChanged", () => (seen += 1))
    webApp.emit("themeChanged")
    stop()
    webApp.emit("themeChanged")
    expect(seen).toBe(1)
  })
})

describe("telegramOpener", () => {
  it("opens t.me inside Telegram, other https links in the browser, and leaves app schemes to the page", () => {
    expect(telegramOpener("https://t.me/harborbot?startapp=x")).toBe("openTelegramLink")
    expect(telegramOpener("https://link.harbor.example/wc?uri=x")).toBe("openLink")
    expect(telegramOpener("harbor://wc?uri=x")).toBeUndefined()
    expect(telegramOpener("https://t.me.evil.example/")).toBe("openLink")
  })
})
