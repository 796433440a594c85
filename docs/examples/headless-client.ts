// A headless Gangway client: no UI, just state and actions.
// Run by core/test/docs-examples.test.ts, so this page stays true.
import { createGangway, localChain, mainnet, themeValues } from "@gangway/core"

export async function main(log: (line: string) => void = console.log) {
  const gangway = createGangway({
    networks: [localChain("http://127.0.0.1:8545"), mainnet],
    themeMode: "light",
    storage: "memory"
  })

  // Re-render only when what you select changes.
  const unsubscribe = gangway.subscribe(
    (state) => ({ open: state.modal.open, view: state.router.view }),
    (next) => log(`modal ${next.open ? "open" : "closed"} on ${next.view}`)
  )

  await gangway.modal.open() // no wallet yet: the Connect view
  await gangway.modal.navigate("AllWallets")
  await gangway.modal.back()
  await gangway.modal.close()

  log(`theme background ${themeValues(gangway.getState().themeTokens).background}`)
  unsubscribe()
  await gangway.destroy()
}
