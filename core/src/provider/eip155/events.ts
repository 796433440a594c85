import type { GangwayClient } from "../../client-api.js"
import type { GangwayState } from "../../state/gangway-state.js"
import type { Emit } from "../lazy-provider.js"
import { ProviderErrorCode, ProviderRpcError } from "../provider-error.js"
import { eip155View, toHexChainId, type Eip155View } from "./view.js"

const sameAccounts = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/**
 * EIP-1193 events from the client's state, only on real changes: `connect` when an eip155
 * wallet connects, `accountsChanged`, `chainChanged`, and `disconnect` (4900) when it goes.
 * Changes made while the provider's code loaded (since `initial`) are emitted at once.
 * Returns the function that stops.
 */
export const followState = (client: GangwayClient, emit: Emit, initial: GangwayState): (() => void) => {
  let previous: Eip155View = eip155View(initial)
  const apply = (next: Eip155View) => {
    const before = previous
    previous = next
    if (next.connected && !before.connected && next.chainId !== undefined)
      emit("connect", { chainId: toHexChainId(next.chainId) })
    if (!sameAccounts(next.accounts, before.accounts)) emit("accountsChanged", [...next.accounts])
    if (next.chainId !== before.chainId && next.chainId !== undefined) emit("chainChanged", toHexChainId(next.chainId))
    if (!next.connected && before.connected) {
      emit(
        "disconnect",
        new ProviderRpcError({ code: ProviderErrorCode.disconnected, text: "The wallet disconnected" })
      )
    }
  }
  apply(eip155View(client.getState()))
  return client.subscribe(eip155View, apply)
}
