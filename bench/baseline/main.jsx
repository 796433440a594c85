// The benchmark's reference page: React, react-dom and one button, nothing else.
// `node bench/modal.mjs` builds it with Vite beside the demo and compares the two.
import { StrictMode, useState } from "react"
import { createRoot } from "react-dom/client"

const App = () => {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" data-clicks={clicks} onClick={() => setClicks((count) => count + 1)}>
      Connect wallet
    </button>
  )
}

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <App />
  </StrictMode>
)
