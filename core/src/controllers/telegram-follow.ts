import { Effect, Layer } from "effect"
import { readTelegramMiniApp, type TelegramMiniApp } from "../services/platform/telegram-web-app.js"
import { Modal } from "./modal.js"
import { Theme } from "./theme.js"

/**
 * Inside a Telegram mini app, the client behaves as Telegram's own screens do: the theme
 * follows Telegram's colour scheme (and its button colour, when the dApp chose no accent),
 * live as the user changes it, and opening the modal asks Telegram for the full height
 * (`expand`), so the dialog is not squeezed into a half-open sheet. Nothing elsewhere.
 * `bridge` is read from the page by default.
 */
export const followTelegramMiniApp = (dappAccent: string | undefined, bridge?: () => TelegramMiniApp | undefined) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const app = (bridge ?? readTelegramMiniApp)()
      if (app === undefined) return
      const theme = yield* Theme
      const modal = yield* Modal
      const applyTheme = () => {
        const { colorScheme, themeParams } = app.read()
        const accent = dappAccent === undefined ? themeParams?.button_color : undefined
        Effect.runSync(theme.setThemeMode(colorScheme))
        if (accent !== undefined) Effect.runSync(Effect.ignore(theme.setThemeVariables({ accent })))
      }
      applyTheme()
      yield* Effect.acquireRelease(
        Effect.sync(() => app.on("themeChanged", applyTheme)),
        (stop) => Effect.sync(stop)
      )
      if (modal.store.get().open) app.expand()
      yield* Effect.acquireRelease(
        Effect.sync(() => {
          let open = modal.store.get().open
          return modal.store.subscribe((state) => {
            if (state.open && !open) app.expand()
            open = state.open
          })
        }),
        (stop) => Effect.sync(stop)
      )
    })
  )
