import { showToast } from "./show-toast.js"

export * from "./show-toast.js"

/** `client.toast`. */
export const toastActions = { show: showToast }
