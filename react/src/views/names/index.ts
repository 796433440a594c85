export { RegisterNameView } from "./register-name-view.js"
