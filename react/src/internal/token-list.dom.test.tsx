// A balance without a known price (Bitcoin's, read from its UTXOs, carries 0) shows no USD value, never "$0.00".
import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { testClient } from "../../test/helpers.js"
import { GangwayProvider } from "../provider.js"
import { usdOf } from "./money.js"
import { TokenList } from "./token-list.js"

const priced = { symbol: "ETH", chainId: "eip155:1", quantity: { decimals: "18", numeric: "2" }, price: 1500 }
const unpriced = {
  symbol: "BTC",
  chainId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
  quantity: { decimals: "8", numeric: "0.5" },
  price: 0
}

describe("token values", () => {
  it("are shown for priced balances and left out for balances without a price", () => {
    const { container } = render(
      <GangwayProvider client={testClient()} modal={false}>
        <TokenList tokens={[priced, unpriced]} label="Tokens" />
      </GangwayProvider>
    )
    const valueShownFor = (symbol: string) =>
      container.querySelector(`[data-token="${symbol}"] .gw-token__value`)?.textContent
    expect(valueShownFor("ETH")).toBe("$3,000.00")
    expect(valueShownFor("BTC")).toBeUndefined()
  })

  it("of an amount being typed are unknown without a price", () => {
    expect(usdOf("0.5", 1500)).toBe("$750.00")
    expect(usdOf("0.5", 0)).toBeUndefined()
    expect(usdOf("0.5", undefined)).toBeUndefined()
  })
})
