import { previewSend } from "./preview-send.js"
import { refreshGasPrice } from "./refresh-gas-price.js"
import { resetSend } from "./reset-send.js"
import { setSendField } from "./set-send-field.js"
import { submitSend } from "./submit-send.js"

export * from "./preview-send.js"
export * from "./refresh-gas-price.js"
export * from "./reset-send.js"
export * from "./set-send-field.js"
export * from "./submit-send.js"

/** `client.send`: the send form, its price and the transfer. */
export const sendActions = {
  setField: setSendField,
  refreshGasPrice,
  preview: previewSend,
  submit: submitSend,
  reset: resetSend
}
