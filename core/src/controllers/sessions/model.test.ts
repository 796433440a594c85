import { describe, expect, it } from "vitest"
import { summarize } from "./model.js"

const session = {
  pci: "0xabc",
  expiry: 1_800_000_000,
  createdAt: 1_790_000_000,
  signer: { type: "key", data: { type: "secp256k1", id: "0x00000000000000000000000000000000000000aa" } },
  permissions: [
    {
      type: "erc20-token-transfer",
      data: { address: "0x00000000000000000000000000000000000000bb", allowance: "0x4563918244f40000" }
    },
    { type: "native-token-recurring-allowance", data: {} },
    "not a permission"
  ]
}

describe("a session as the data API lists it", () => {
  it("is active before its expiry, expired from it on, revoked whenever it was revoked", () => {
    expect(summarize(session, 1_799_999_999_999).status).toBe("active")
    expect(summarize(session, 1_800_000_000_000).status).toBe("expired")
    expect(summarize({ ...session, revokedAt: 1_795_000_000 }, 1_790_000_000_000)).toMatchObject({
      status: "revoked",
      revokedAt: 1_795_000_000_000
    })
  })

  it("reads the ERC-20 limit and the signer, keeps other permission types by name and drops what is not one", () => {
    expect(summarize(session, 0)).toEqual({
      pci: "0xabc",
      status: "active",
      expiresAt: 1_800_000_000_000,
      createdAt: 1_790_000_000_000,
      revokedAt: undefined,
      signer: "0x00000000000000000000000000000000000000aa",
      permissions: [
        {
          type: "erc20-token-transfer",
          token: "0x00000000000000000000000000000000000000bb",
          allowance: 5_000_000_000_000_000_000n
        },
        { type: "native-token-recurring-allowance" }
      ]
    })
  })
})
