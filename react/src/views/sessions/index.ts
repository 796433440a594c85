export { SessionsView } from "./sessions-view.js"
