import { describe, expect, it } from "vitest"
import { kusama, polkadot, westend } from "../../domain/networks.js"
import { isSs58Address, ss58For, ss58Problem } from "./address.js"
import { makePolkadotAdapter } from "./polkadot-adapter.js"

// One account (the well-known dev key "Alice") in three networks' writing.
const GENERIC = "5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY"
const ON_POLKADOT = "15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5"
const ON_KUSAMA = "HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F"

describe("SS58 addresses (polkadot adapter)", () => {
  it("a good address is one on the network whose prefix it carries, and is written with each network's prefix", () => {
    expect(isSs58Address(GENERIC)).toBe(true)
    expect(ss58Problem(GENERIC, westend)).toBeUndefined()
    expect(ss58Problem(ON_POLKADOT, polkadot)).toBeUndefined()
    expect(ss58For(GENERIC, polkadot)).toBe(ON_POLKADOT)
    expect(ss58For(GENERIC, kusama)).toBe(ON_KUSAMA)
    expect(ss58For(ON_KUSAMA, westend)).toBe(GENERIC)
  })

  it("another network's prefix is named as such", () => {
    expect(isSs58Address(ON_KUSAMA)).toBe(true)
    expect(ss58Problem(ON_KUSAMA, polkadot)).toBe(
      "it is written for another network: Polkadot addresses use SS58 prefix 0"
    )
    expect(ss58Problem(GENERIC, polkadot)).toMatch(/prefix 0$/)
  })

  it("a wrong checksum, a public key, an EVM address and junk are not addresses", () => {
    const typo = `${GENERIC.slice(0, -1)}Z`
    expect(isSs58Address(typo)).toBe(false)
    expect(ss58Problem(typo, westend)).toBe("its checksum is wrong: check it for a typo")
    const publicKey = "0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d"
    expect(isSs58Address(publicKey)).toBe(false)
    expect(ss58Problem(publicKey, westend)).toMatch(/public key/)
    expect(isSs58Address("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe(false)
    expect(isSs58Address("")).toBe(false)
    expect(isSs58Address("not an address")).toBe(false)
    expect(ss58For("not an address", polkadot)).toBe("not an address")
  })

  it("links to Subscan with the account in the network's writing; no balance and no send here", () => {
    const adapter = makePolkadotAdapter()
    expect(adapter.explorerAddressUrl(polkadot, GENERIC)).toBe(`https://polkadot.subscan.io/account/${ON_POLKADOT}`)
    expect(adapter.explorerTransactionUrl(westend, "0xabc")).toBe("https://westend.subscan.io/extrinsic/0xabc")
    expect(adapter.nativeBalance).toBeUndefined()
    expect(adapter.transfer).toBeUndefined()
    expect(polkadot.caipNetworkId).toBe("polkadot:91b171bb158e2d3848fa23a9f1c25182")
  })
})
