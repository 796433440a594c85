import { expect, it } from "vitest"
import { main } from "../../../docs/examples/balances-send-history.js"
import { setUpLocalWorld } from "../local-world.js"

const world = setUpLocalWorld({ api: true })

it("docs/examples/balances-send-history.ts runs as written", async () => {
  const { chain } = world
  const lines: Array<string> = []
  await main(
    {
      rpcUrl: chain.rpcUrl,
      dataApiUrl: world.api.urls.api,
      privateKey: chain.accounts[3]!.privateKey,
      receiver: chain.accounts[4]!.address
    },
    (line) => lines.push(line)
  )
  expect(lines).toEqual([
    "balance 10000 ETH",
    "ETH 10000 worth $30000000.00",
    "GWT 10000 worth $20000.00",
    "USDT 10000 worth $10000.00",
    "send confirmed, form reset: true",
    "latest send of 2.5 USDT"
  ])
})
