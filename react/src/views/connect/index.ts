export { ConnectView } from "./connect-view.js"
