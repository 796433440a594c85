import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app.js"
import { installTestWallet } from "./test-wallet.js"

installTestWallet()

const root = document.getElementById("root")
if (root === null) throw new Error("the demo page has no #root")
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>
)
