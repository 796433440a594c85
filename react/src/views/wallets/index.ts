export { AllWalletsView } from "./all-wallets-view.js"
