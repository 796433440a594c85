import { Schema } from "effect"

// One @, no spaces, a dot in the domain with a 2+ letter TLD: what a login form should accept.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/

export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value)

export const Email = Schema.String.pipe(
  Schema.check(Schema.makeFilter((value: string) => isEmail(value), { message: "Invalid email" })),
  Schema.brand("Email")
)
export type Email = typeof Email.Type
