import type { Connector, GangwayClient, GangwayState, View } from "@gangway/core"

/**
 * What the components show before a lazily loaded client is there: the first
 * state, the browser wallets that have announced themselves, and whether the
 * visitor has opened the modal. The client takes over from it once loaded
 * (the provider opens the client's modal on the same view first).
 */
export interface WaitingStore {
  readonly getState: () => GangwayState
  readonly subscribe: (listener: () => void) => () => void
  /** Shows the modal on `view`, as the client's `open` would. */
  readonly open: (view: View) => void
  readonly close: () => void
  /** The EIP-6963 wallets found so far, after the connectors the client registers itself. */
  readonly announce: (wallets: ReadonlyArray<Connector>) => void
  /** The networks as the client will start: `chains` of `initialGangwayState` with the remembered network active. */
  readonly restoreChains: (chains: GangwayState["chains"]) => void
  /** From now on `open` and `close` act on the client's modal too (the components switch over a render later). */
  readonly handOver: (client: Pick<GangwayClient, "modal">) => void
}

export const makeWaitingStore = (initial: GangwayState): WaitingStore => {
  let state = initial
  let client: Pick<GangwayClient, "modal"> | undefined
  const listeners = new Set<() => void>()
  const set = (next: GangwayState) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    open: (view) => {
      set({
        ...state,
        modal: { ...state.modal, open: true },
        router: { view, data: undefined, history: [{ view, data: undefined }], canGoBack: false }
      })
      void client?.modal.open({ view })
    },
    close: () => {
      set({ ...state, modal: { ...state.modal, open: false } })
      void client?.modal.close()
    },
    restoreChains: (chains) => set({ ...state, chains }),
    handOver: (loaded) => {
      client = loaded
    },
    announce: (wallets) => {
      // One connector per id, the latest announcement winning, as in the client's registry.
      const byId = new Map(initial.connection.connectors.map((connector) => [connector.id, connector]))
      for (const wallet of wallets) byId.set(wallet.id, wallet)
      set({ ...state, connection: { ...state.connection, connectors: [...byId.values()] } })
    }
  }
}
