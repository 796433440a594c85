// Balances, a USDT send and the history, headless, with the local signer.
// Run by core/test/integration/docs-balances-example.test.ts, so this page stays true.
import { createGangway, formatBalance, formatQuantity, formatTokenValue, localChain } from "@gangway/core"

export interface ExampleWorld {
  readonly rpcUrl: string
  /** The blockchain-data API's base URL. */
  readonly dataApiUrl: string
  readonly privateKey: string
  readonly receiver: string
}

export async function main(world: ExampleWorld, log: (line: string) => void = console.log) {
  const gangway = createGangway({
    networks: [localChain(world.rpcUrl)],
    projectId: "example",
    apiUrls: { dataApi: world.dataApiUrl },
    features: { analytics: false },
    storage: "memory",
    localSigner: { privateKey: world.privateKey }
  })
  try {
    await gangway.connection.connect("local-signer")

    // Native balance on the account, token balances from the data API (cached 30 s).
    const tokens = await gangway.balances.refresh()
    const account = gangway.getState().chains.chains.eip155?.account
    log(`balance ${formatBalance(account?.balance, account?.balanceSymbol)}`)
    for (const token of tokens) {
      log(`${token.symbol} ${formatQuantity(token.quantity.numeric)} worth $${formatTokenValue(token.value)}`)
    }

    // Fill the send form and send; the promise settles once the transfer is mined.
    const usdt = tokens.find((token) => token.symbol === "USDT")
    await gangway.send.setField("token", usdt)
    await gangway.send.setField("sendTokenAmount", "2.5")
    await gangway.send.setField("receiverAddress", world.receiver) // or a name such as alice.reown.id
    await gangway.send.submit()
    log(`send ${gangway.getState().send.phase}, form reset: ${gangway.getState().send.token === undefined}`)

    // The newest page of history, grouped by month.
    const history = await gangway.history.fetch()
    const latest = history.transactions[0]
    log(
      `latest ${latest?.metadata.operationType} of ${latest?.transfers[0]?.quantity.numeric} ${latest?.transfers[0]?.fungible_info?.symbol}`
    )
  } finally {
    await gangway.destroy()
  }
}
