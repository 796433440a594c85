import { closeModal } from "./close-modal.js"
import { goBack } from "./go-back.js"
import { navigate } from "./navigate.js"
import { openModal } from "./open-modal.js"

export * from "./close-modal.js"
export * from "./go-back.js"
export * from "./navigate.js"
export * from "./open-modal.js"

/** `client.modal`: the modal's actions by their short names. */
export const modalActions = { open: openModal, close: closeModal, back: goBack, navigate }
