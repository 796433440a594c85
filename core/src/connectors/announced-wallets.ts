// Effect-free: the page watches announcements before the client loads, and the client's own connectors build on it.
import { createStore, type EIP6963ProviderDetail } from "mipd"

/**
 * Watches EIP-6963 announcements until the returned function is called: each
 * change reports every wallet announced so far. Wallets that announce later
 * (extensions load late) arrive live. Outside a browser nothing is announced.
 */
export const watchAnnouncedWallets = (
  onChange: (details: ReadonlyArray<EIP6963ProviderDetail>) => void
): (() => void) => {
  if (typeof window === "undefined" || typeof window.addEventListener !== "function") return () => {}
  const store = createStore()
  const unsubscribe = store.subscribe(onChange, { emitImmediately: true })
  return () => {
    unsubscribe()
    store.destroy()
  }
}
