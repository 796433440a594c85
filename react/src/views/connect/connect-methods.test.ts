import { resolveFeatures } from "@gangway/core/light"
import { describe, expect, it } from "vitest"
import { farcasterOffered, shownConnectMethods } from "./connect-methods.js"

const auth = [{ id: "auth", name: "Email and social", type: "AUTH", chain: "eip155" }] as const

describe("Farcaster on the Connect view", () => {
  it("is offered with the social logins unless the auth option says otherwise", () => {
    expect(farcasterOffered(undefined)).toBe(false)
    expect(farcasterOffered({})).toBe(true)
    expect(farcasterOffered({ features: { socials: false } })).toBe(false)
    expect(
      farcasterOffered({
        features: { socials: false },
        auth: { frameUrl: "http://127.0.0.1:9/frame", farcaster: true }
      })
    ).toBe(true)
    expect(farcasterOffered({ auth: { frameUrl: "http://127.0.0.1:9/frame", farcaster: false } })).toBe(false)
  })

  it("alone keeps the social section (with an auth connector only)", () => {
    const config = {
      features: resolveFeatures({ features: { socials: false } }),
      connectMethodsOrder: ["social", "wallet", "email"]
    } as const
    expect(shownConnectMethods(config, auth, true)).toEqual(["social", "wallet", "email"])
    expect(shownConnectMethods(config, auth, false)).toEqual(["wallet", "email"])
    expect(shownConnectMethods(config, [], true)).toEqual(["wallet"])
  })
})
