export { SignMessageView } from "./sign-message-view.js"
export { SigningView } from "./signing-view.js"
