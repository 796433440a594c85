import { Schema } from "effect"
import { isEmail } from "./email-text.js"

export { isEmail }

export const Email = Schema.String.pipe(
  Schema.check(Schema.makeFilter((value: string) => isEmail(value), { message: "Invalid email" })),
  Schema.brand("Email")
)
export type Email = typeof Email.Type
