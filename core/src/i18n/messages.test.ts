import { describe, expect, it } from "vitest"
import { defineMessages } from "./define-messages.js"
import { definePlainMessages, translate } from "./messages.js"

const plain = definePlainMessages("plainTest", { hello: "Hello" })
const withParams = defineMessages("paramsTest", { wallets: "{count, plural, one {# wallet} other {# wallets}}" })

describe("translate", () => {
  it("gives the loaded translation, the English entry when there is none, and wraps in the pseudo-locale", () => {
    expect(translate(plain, "de", { plainTest: { hello: "Hallo" } }, "hello")).toBe("Hallo")
    expect(translate(plain, "de", {}, "hello")).toBe("Hello")
    expect(translate(plain, "en-XA", { plainTest: { hello: "Hallo" } }, "hello")).toBe("⟦Hello⟧")
  })

  it("fills parameters only in namespaces defined with them, plurals by the locale", () => {
    expect(translate(withParams, "en", undefined, "wallets", { count: 1 })).toBe("1 wallet")
    expect(
      translate(
        withParams,
        "de",
        { paramsTest: { wallets: "{count, plural, one {# Wallet} other {# Wallets}}" } },
        "wallets",
        { count: 2500 }
      )
    ).toBe("2.500 Wallets")
    expect(translate(withParams, "en-XA", undefined, "wallets", { count: 3 })).toBe("⟦3 wallets⟧")
  })

  it("refuses a parameter in a plain namespace at compile time", () => {
    // @ts-expect-error a plain namespace has no parameters: its page needs no formatter
    const wrong = definePlainMessages("wrong", { hello: "Hello {name}" })
    expect(wrong.format).toBeUndefined()
  })
})
