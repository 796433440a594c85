import type { GangwayClient } from "@gangway/core"
import { createGangway } from "@gangway/react/client"
import { options } from "./options.js"

// The heavy part (Effect, viem, the services): app.tsx imports this module
// dynamically, so it is not in the bundle that draws the page and its buttons.
export const gangway: GangwayClient = createGangway(options)

declare global {
  interface Window {
    /** The demo's client, for end-to-end tests and for poking at in the console (set once it has loaded). */
    gangway?: GangwayClient
  }
}
window.gangway = gangway
