export { OnrampBuyView } from "./buy-view.js"
