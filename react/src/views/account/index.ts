export { AccountView } from "./account-view.js"
