import { tokenDecimals, type GangwayClient, type SendStoreState } from "@gangway/core"
import { formatNumber, shortAddress } from "./format.js"

type SendFields = Pick<SendStoreState, "token" | "sendTokenAmount" | "receiverAddress" | "receiverProfileName">

/** What a send sends, as data: the exact amount (formatted at display, for the visitor's locale), the symbol and the receiver. */
interface SentFields {
  readonly amount: string
  readonly decimals: number
  readonly symbol: string
  /** The name it was given as, else the short address. */
  readonly receiver: string
}

/** The parts of "Sent {amount} {symbol} to {receiver}", the amount written for `locale`. */
export interface SentParts {
  readonly amount: string
  readonly symbol: string
  readonly receiver: string
}

const fieldsOf = (send: SendFields): SentFields | undefined => {
  const { token, sendTokenAmount, receiverAddress, receiverProfileName } = send
  if (token === undefined || sendTokenAmount === undefined || receiverAddress === undefined) return undefined
  return {
    amount: sendTokenAmount,
    decimals: tokenDecimals(token) ?? 18,
    symbol: token.symbol,
    receiver: receiverProfileName ?? shortAddress(receiverAddress)
  }
}

interface Remembered {
  readonly hash: string | undefined
  readonly fields: SentFields
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
    const fields = fieldsOf(send)
    if (fields !== undefined) remembered.set(client, { hash: send.hash, fields })
  }
  record(client.getState().send)
  client.subscribe((state) => state.send, record)
}

/** What the send with `hash` sends: the form while it says so, else what was remembered of it; the amount written for `locale`. */
export const sentParts = (client: GangwayClient, send: SendStoreState, locale = "en"): SentParts | undefined => {
  const last = remembered.get(client)
  const fields =
    fieldsOf(send) ??
    (last !== undefined && (last.hash === undefined || last.hash === send.hash) ? last.fields : undefined)
  return fields === undefined
    ? undefined
    : { amount: formatNumber(fields.amount, fields.decimals, locale), symbol: fields.symbol, receiver: fields.receiver }
}
