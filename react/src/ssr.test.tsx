// Runs in Node without a DOM: any unguarded `window` or `document` access throws here.
import { createGangway, localChain, mainnet } from "@gangway/core"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { ConnectButton, GangwayProvider, NetworkButton } from "./index.js"

describe("server rendering", () => {
  const client = createGangway({ networks: [localChain("http://127.0.0.1:8545"), mainnet], storage: "memory" })
  afterEach(() => client.destroy())

  it("renders the buttons and the stylesheet without touching browser globals", () => {
    expect(typeof window).toBe("undefined")
    const html = renderToString(
      <GangwayProvider client={client}>
        <NetworkButton />
        <ConnectButton label="Connect" />
      </GangwayProvider>
    )
    expect(html).toContain(">Connect</button>")
    expect(html).toContain("Gangway Local")
    expect(html).toContain("--gw-accent")
    // React 19 hoists the sheets of one precedence into one <style>, named by all their hrefs.
    expect(html).toMatch(/data-href="gangway[" ]/)
    expect(html).toContain(".gw-network-button{position:relative}")
    // The modal is a portal: it exists only in the browser.
    expect(html).not.toContain('role="dialog"')
  })

  it("renders from the options when the client loads later, without loading it", () => {
    const load = () => Promise.reject(new Error("the server never loads the client"))
    const html = renderToString(
      <GangwayProvider load={load} options={{ networks: [localChain("http://127.0.0.1:8545"), mainnet] }}>
        <NetworkButton />
        <ConnectButton label="Connect" />
      </GangwayProvider>
    )
    expect(html).toContain(">Connect</button>")
    expect(html).toContain("Gangway Local")
    expect(html).not.toContain('role="dialog"')
  })
})
