import { describe, expect, it } from "vitest"
import type { Connector } from "../domain/connector.js"
import { multiChainConnectorData } from "./wallet-groups.js"

const part = (id: string, chain: Connector["chain"], rdns?: string): Connector => ({
  id,
  name: "Gangway Test Wallet",
  type: "ANNOUNCED",
  chain,
  ...(rdns === undefined ? {} : { info: { rdns } })
})

describe("multiChainConnectorData", () => {
  it("keeps the EIP-6963 part's rdns when a Wallet Standard part comes first, so the directory does not list the wallet again", () => {
    const data = multiChainConnectorData([
      part("wallet-standard-bitcoin:Gangway Test Wallet", "bip122"),
      part("dev.gangway.testwallet", "eip155", "dev.gangway.testwallet")
    ])
    expect(data).toMatchObject({
      id: "wallet-standard-bitcoin:Gangway Test Wallet",
      type: "MULTI_CHAIN",
      info: { rdns: "dev.gangway.testwallet" }
    })
  })

  it("has no rdns when no part has one", () => {
    expect(multiChainConnectorData([part("a", "solana"), part("b", "bip122")]).info).toBeUndefined()
  })
})
