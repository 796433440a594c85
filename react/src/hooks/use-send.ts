import type { GangwayClient, GangwayState, SendStoreState } from "@gangway/core"
import { useGangwayClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

const selectSend = (state: GangwayState) => state.send

export interface SendView extends SendStoreState {
  /** Fills `token`, `sendTokenAmount` or `receiverAddress` (an address or a registered name, resolved by the core). */
  readonly setField: GangwayClient["setSendField"]
  /** Checks the form and estimates its gas without sending. */
  readonly preview: GangwayClient["previewSend"]
  /** Sends the form's token; settles once mined. */
  readonly send: GangwayClient["send"]
  /** Empties the form. */
  readonly reset: GangwayClient["resetSend"]
  /** The gas price and its USD value into the form. */
  readonly refreshGasPrice: GangwayClient["refreshGasPrice"]
}

/** The send form (SPEC §3), the progress of the send under way, and the actions on it. */
export const useSend = (): SendView => {
  const client = useGangwayClient()
  const send = useGangwayState(selectSend)
  return {
    ...send,
    setField: client.send.setField,
    preview: client.send.preview,
    send: client.send,
    reset: client.send.reset,
    refreshGasPrice: client.send.refreshGasPrice
  }
}
