// The client inside a Telegram mini app (SPEC §1), with the local Telegram client standing for the app.
import { installTelegramClient, TELEGRAM_THEMES } from "@gangway/fixtures"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { describe, expect } from "vitest"
import { controllersLayer } from "../controllers.js"
import { itEffect } from "../effect-test.js"
import { Modal } from "../../src/controllers/modal.js"
import { Theme } from "../../src/controllers/theme.js"
import { followTelegramMiniApp } from "../../src/controllers/telegram-follow.js"
import { readTelegramMiniApp } from "../../src/services/platform/telegram-web-app.js"

/** The client's theme and modal, following the local Telegram client installed on a page of its own. */
const inTelegram = (options: { readonly platform?: string; readonly accent?: string } = {}) =>
  Effect.gen(function* () {
    const page: Record<string, unknown> = {}
    const telegram = installTelegramClient(page, {
      platform: options.platform ?? "android",
      colorScheme: "dark",
      themeParams: TELEGRAM_THEMES.dark
    })
    const scope = yield* Scope.make()
    const controllers = controllersLayer(
      options.accent === undefined
        ? { themeMode: "light" }
        : { themeMode: "light", themeVariables: { accent: options.accent } }
    )
    const context = yield* Layer.buildWithScope(
      Layer.provideMerge(
        followTelegramMiniApp(options.accent, () => readTelegramMiniApp(page)),
        controllers
      ),
      scope
    )
    return {
      telegram,
      theme: Context.get(context, Theme),
      modal: Context.get(context, Modal),
      close: Scope.close(scope, Exit.void)
    }
  })

describe("a client inside a Telegram mini app", () => {
  itEffect("takes Telegram's colour scheme and button colour over the dApp's mode", () =>
    Effect.gen(function* () {
      const { theme } = yield* inTelegram()
      expect(theme.store.get()).toEqual({
        themeMode: "dark",
        themeVariables: { accent: TELEGRAM_THEMES.dark.button_color }
      })
    })
  )

  itEffect("keeps the dApp's own accent", () =>
    Effect.gen(function* () {
      const { theme } = yield* inTelegram({ accent: "#ff8800" })
      expect(theme.store.get()).toEqual({ themeMode: "dark", themeVariables: { accent: "#ff8800" } })
    })
  )

  itEffect("follows the user's theme changes in Telegram, until the client is gone", () =>
    Effect.gen(function* () {
      const { telegram, theme, close } = yield* inTelegram()
      telegram.setTheme("light", TELEGRAM_THEMES.light)
      expect(theme.store.get()).toEqual({
        themeMode: "light",
        themeVariables: { accent: TELEGRAM_THEMES.light.button_color }
      })
      yield* close
      telegram.setTheme("dark", TELEGRAM_THEMES.dark)
      expect(theme.store.get().themeMode).toBe("light")
    })
  )

  itEffect("asks Telegram for the full height each time the modal opens", () =>
    Effect.gen(function* () {
      const { telegram, modal } = yield* inTelegram()
      expect(telegram.calls).toEqual([])
      yield* modal.open({ view: "Connect" })
      yield* modal.close()
      yield* modal.open({ view: "Connect" })
      expect(telegram.calls).toEqual([{ method: "expand" }, { method: "expand" }])
    })
  )

  itEffect("does nothing with Telegram's script in an ordinary browser", () =>
    Effect.gen(function* () {
      const { telegram, theme, modal } = yield* inTelegram({ platform: "unknown" })
      yield* modal.open({ view: "Connect" })
      expect(theme.store.get().themeMode).toBe("light")
      expect(telegram.calls).toEqual([])
    })
  )
})
