import { describe, expect, it } from "vitest"
import { fallbackOnrampOptions } from "../../domain/onramp.js"
import { localChain, mainnet, polygon } from "../../domain/networks.js"
import { offerOn } from "./offers.js"

describe("offerOn", () => {
  it("offers the built-in USD Coin and Ether on Ethereum and Polygon, paid in USD or EUR by card or bank", () => {
    for (const network of [mainnet, polygon]) {
      const offer = offerOn(fallbackOnrampOptions, network, true)
      expect(offer.assets.map((asset) => [asset.symbol, asset.name, asset.contractAddress])).toEqual([
        ["USDC", "USD Coin", undefined],
        ["ETH", "Ether", undefined]
      ])
      expect(offer.paymentCurrencies).toEqual(
        ["USD", "EUR"].map((id) => ({
          id,
          methods: [
            { id: "card", min: "10.00", max: "7500.00" },
            { id: "ach_bank_account", min: "10.00", max: "25000.00" }
          ]
        }))
      )
    }
  })

  it("offers nothing on a network none of the currencies is delivered on", () => {
    expect(offerOn(fallbackOnrampOptions, localChain("http://127.0.0.1:1"), true).assets).toEqual([])
  })

  it("leaves out payment methods it knows no limits for", () => {
    const options = {
      ...fallbackOnrampOptions,
      paymentCurrencies: [{ id: "USD", payment_method_limits: [{ id: "apple_pay", min: "1", max: "2" }] }]
    }
    expect(offerOn(options, mainnet, false).paymentCurrencies).toEqual([{ id: "USD", methods: [] }])
  })
})
