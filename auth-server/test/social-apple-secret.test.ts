import { describe, expect, it } from "vitest"
import { appleClientSecret } from "../src/social/apple-secret.js"

const pem = (der: ArrayBuffer) =>
  `-----BEGIN PRIVATE KEY-----\n${Buffer.from(der)
    .toString("base64")
    .replace(/(.{64})/g, "$1\n")}\n-----END PRIVATE KEY-----\n`
const json = (part: string | undefined) => JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8")) as unknown

describe("Apple's client secret", () => {
  it("is an ES256 JWT from the team about the client, for Apple, that the key's public half verifies", async () => {
    const keys = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])
    const privateKey = pem(await crypto.subtle.exportKey("pkcs8", keys.privateKey))
    const now = Date.parse("2026-01-01T00:00:00Z")
    const jwt = await appleClientSecret(
      { teamId: "TEAM123456", keyId: "KEY1234567", privateKey },
      "com.example.web",
      now
    )
    const [header, claims, signature] = jwt.split(".")
    expect(json(header)).toEqual({ alg: "ES256", kid: "KEY1234567", typ: "JWT" })
    expect(json(claims)).toEqual({
      iss: "TEAM123456",
      sub: "com.example.web",
      aud: "https://appleid.apple.com",
      iat: now / 1000,
      exp: now / 1000 + 600
    })
    const signed = new TextEncoder().encode(`${header}.${claims}`)
    const verify = (bytes: Uint8Array<ArrayBuffer>) =>
      crypto.subtle.verify(
        { name: "ECDSA", hash: "SHA-256" },
        keys.publicKey,
        Buffer.from(signature ?? "", "base64url"),
        bytes
      )
    expect(await verify(signed)).toBe(true)
    expect(await verify(new TextEncoder().encode(`${header}.${claims}x`))).toBe(false)
  })
})
