// Connect over WalletConnect: show the pairing URI, let a wallet pair, then sign.
// Run by core/test/docs-examples.test.ts against the local world (chain + relay),
// with the fixtures' test wallet playing the user's phone.
import { createGangway, localChain, WALLETCONNECT_ID } from "@gangway/core"
import { hexToString, toHex, type Hex } from "viem"

export interface Surroundings {
  readonly rpcUrl: string
  readonly relayUrl: string
  /** What the user does with the URI: scan it with a wallet. */
  readonly scan: (uri: string) => Promise<void>
}

export async function main({ rpcUrl, relayUrl, scan }: Surroundings, log: (line: string) => void = console.log) {
  const gangway = createGangway({
    networks: [localChain(rpcUrl)],
    projectId: "your-project-id",
    relayUrl, // leave out for the public relay
    metadata: { name: "Example dApp", url: "https://example.org" },
    storage: "memory"
  })

  // The URI appears in the state while the connect waits: render it as a QR code.
  const stop = gangway.subscribe(
    (state) => state.connection.wcUri,
    (uri) => {
      if (uri !== undefined) void scan(uri)
    }
  )

  await gangway.connection.connect(WALLETCONNECT_ID)
  const account = gangway.getState().chains.chains.eip155?.account
  log(`connected ${account?.status} on ${account?.caipAddress?.split(":").slice(0, 2).join(":")}`)

  const signature = (await gangway.request("personal_sign", [toHex("hello"), account?.address])) as Hex
  log(`signed ${hexToString(toHex("hello"))} with ${signature.length - 2} hex digits`)

  try {
    await gangway.request("eth_sign", [account?.address, "0x00"])
  } catch (error) {
    log(`eth_sign refused: ${(error as Error).message}`)
  }

  await gangway.connection.disconnect()
  log(`after disconnect: ${gangway.getState().chains.chains.eip155?.account.status}`)
  stop()
  await gangway.destroy()
}
