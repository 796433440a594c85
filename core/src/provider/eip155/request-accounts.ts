import type { GangwayClient } from "../../client-api.js"
import { ProviderErrorCode, ProviderRpcError } from "../provider-error.js"
import { toProviderError } from "./provider-errors.js"
import { eip155View } from "./view.js"

/**
 * `eth_requestAccounts`: the accounts when a wallet is connected; otherwise the modal opens
 * on Connect (its EVM wallets) and the answer waits for the person: the accounts once a wallet
 * connects, 4001 if they close the modal first. Calls made meanwhile share that answer.
 */
export const makeRequestAccounts = (client: GangwayClient) => {
  let waiting: Promise<Array<string>> | undefined
  return (): Promise<Array<string>> => {
    const now = eip155View(client.getState())
    if (now.connected) return Promise.resolve([...now.accounts])
    waiting ??= new Promise<Array<string>>((resolve, reject) => {
      let stop: (() => void) | undefined
      let settled = false
      const settle = (finish: () => void) => {
        if (settled) return
        settled = true
        stop?.()
        waiting = undefined
        finish()
      }
      stop = client.subscribe(
        (state) => ({ open: state.modal.open, view: eip155View(state) }),
        (next, before) => {
          if (next.view.connected) settle(() => resolve([...next.view.accounts]))
          else if (before.open && !next.open) {
            settle(() =>
              reject(new ProviderRpcError({ code: ProviderErrorCode.userRejected, text: "Connection declined" }))
            )
          }
        }
      )
      // A dApp on several namespaces: Connect lists the EVM wallets only (the others cannot answer).
      const namespaces = new Set(client.options.networks.map((network) => network.chainNamespace))
      client
        .open(namespaces.size > 1 ? { view: "Connect", data: { namespace: "eip155" } } : { view: "Connect" })
        .catch((error: unknown) => settle(() => reject(toProviderError(error))))
    })
    return waiting
  }
}
