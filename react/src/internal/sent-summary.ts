import { tokenDecimals, type GangwayClient, type SendStoreState } from "@gangway/core"
import { formatNumber, shortAddress } from "./format.js"

type SendFields = Pick<SendStoreState, "token" | "sendTokenAmount" | "receiverAddress" | "receiverProfileName">

/** `1.25 ETH to 0xab…cd` (or to the name it was given as): what the form says is being sent. */
export const describeSend = (send: SendFields): string | undefined => {
  const { token, sendTokenAmount, receiverAddress, receiverProfileName } = send
  if (token === undefined || sendTokenAmount === undefined || receiverAddress === undefined) return undefined
  const amount = formatNumber(sendTokenAmount, tokenDecimals(token) ?? 18)
  return `${amount} ${token.symbol} to ${receiverProfileName ?? shortAddress(receiverAddress)}`
}

interface Remembered {
  readonly hash: string | undefined
  readonly text: string
}

const remembered = new WeakMap<GangwayClient, Remembered>()
const watched = new WeakSet<GangwayClient>()

/**
 * Remembers, for `client`, what the send under way is sending while its form still
 * says so: once the send is confirmed the core empties the form, and the modal still
 * says what was sent. Listens to every change of the send state (none is missed between
 * renders) until the client is destroyed; calling it again does nothing.
 */
export const rememberSends = (client: GangwayClient): void => {
  if (watched.has(client)) return
  watched.add(client)
  const record = (send: SendStoreState) => {
    if (send.phase !== "preparing" && send.phase !== "signing" && send.phase !== "pending") return
    const text = describeSend(send)
    if (text !== undefined) remembered.set(client, { hash: send.hash, text })
  }
  record(client.getState().send)
  client.subscribe((state) => state.send, record)
}

/** What the send with `hash` sent: the form while it says so, else what was remembered of it. */
export const sentSummary = (client: GangwayClient, send: SendStoreState): string | undefined => {
  const current = describeSend(send)
  if (current !== undefined) return current
  const last = remembered.get(client)
  return last !== undefined && (last.hash === undefined || last.hash === send.hash) ? last.text : undefined
}
