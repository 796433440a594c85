import fc from "fast-check"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Email, isEmail } from "./email.js"

describe("email", () => {
  it("accepts ordinary addresses", () => {
    for (const email of ["ada@example.com", "a.b+tag@mail.example.co.uk", "x_y@sub.domain.io"]) {
      expect(isEmail(email)).toBe(true)
    }
  })

  it("rejects what is not an address", () => {
    for (const email of [
      "",
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada @example.com",
      "ada@@example.com",
      "ada@example.c",
      "ada@.com"
    ]) {
      expect(isEmail(email)).toBe(false)
    }
  })

  it("property: fast-check's email addresses are accepted; removing the @ is rejected", () => {
    const emails = fc.emailAddress().filter((email) => /\.[A-Za-z]{2,}$/.test(email) && email.length <= 254)
    fc.assert(fc.property(emails, (email) => isEmail(email)))
    fc.assert(fc.property(emails, (email) => !isEmail(email.replace("@", ""))))
  })

  it("property: the decoder never throws", () => {
    const decode = Schema.decodeUnknownResult(Email)
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(decode(input)._tag === "Success").toBe(typeof input === "string" && isEmail(input))
      })
    )
  })
})
