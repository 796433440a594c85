import { readFileSync } from "node:fs"
import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import * as AuthErrors from "./controllers/auth/auth-errors.js"
import * as NameErrors from "./controllers/names/errors.js"
import * as OnrampErrors from "./controllers/onramp/errors.js"
import * as SessionErrors from "./controllers/sessions/errors.js"
import * as SwapErrors from "./controllers/swap/errors.js"
import { isGangwayError } from "./error-catalogue.js"
import * as CatalogueErrors from "./errors.js"
import { GangwayErrorTypeId } from "./errors/gangway-error.js"
import { errorMessages } from "./i18n/errors-messages.js"
import { noticeMessages } from "./i18n/notices-messages.js"
import * as ProviderErrors from "./provider/provider-error.js"
import * as SiwxErrors from "./siwx/errors.js"

const modules = [
  CatalogueErrors,
  AuthErrors,
  NameErrors,
  OnrampErrors,
  SessionErrors,
  SwapErrors,
  ProviderErrors,
  SiwxErrors
]
const errorClasses = modules.flatMap((module) =>
  Object.entries(module).filter(
    (entry): entry is [string, { readonly prototype: Error & { readonly docsPath?: string } }] =>
      typeof entry[1] === "function" && entry[1].prototype instanceof Error
  )
)

// Each `## Heading` of docs/errors.md, as GitHub anchors it, with its text.
const docsSections = new Map(
  readFileSync(new URL("../../docs/errors.md", import.meta.url), "utf8")
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const heading = section.slice(0, section.indexOf("\n"))
      return [
        heading
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
        section
      ] as const
    })
)

describe("GangwayError", () => {
  it("is the base of every error class the core exports", () => {
    expect(errorClasses.length).toBeGreaterThanOrEqual(80)
    const unmarked = errorClasses.filter(([, error]) => !(GangwayErrorTypeId in error.prototype)).map(([name]) => name)
    expect(unmarked).toEqual([])
  })

  it("names, for each class, the section of docs/errors.md that lists it", () => {
    const misplaced = errorClasses
      .filter(([name, error]) => {
        const [page, anchor] = (error.prototype.docsPath ?? "").split("#")
        return page !== "docs/errors.md" || !docsSections.get(anchor ?? "")?.includes(`\`${name}\``)
      })
      .map(([name, error]) => `${name} → ${error.prototype.docsPath}`)
    expect(misplaced).toEqual([])
  })

  it("carries the short message, details and docs path, and still fails an Effect as itself", () => {
    const error = new CatalogueErrors.InvalidInput({ field: "amount", reason: "the amount must be greater than 0" })
    expect(error.shortMessage).toBe("Invalid amount: the amount must be greater than 0")
    expect(error.shortMessage).toBe(error.message)
    expect(error.docsPath).toBe("docs/errors.md#input-and-preconditions")
    expect(new CatalogueErrors.DisconnectFailed({ details: "relay closed" }).details).toBe("relay closed")
    const exit = Effect.runSyncExit(Effect.fail(error))
    expect(Exit.isFailure(exit) && exit.cause.toString()).toContain("InvalidInput")
  })
})

describe("isGangwayError", () => {
  const invalid = new CatalogueErrors.InvalidInput({ field: "receiver", reason: "not an address" })

  it("recognises any Gangway error, and with a tag only that one", () => {
    expect(isGangwayError(invalid)).toBe(true)
    expect(isGangwayError(invalid, "InvalidInput")).toBe(true)
    expect(isGangwayError(invalid, "CooldownActive")).toBe(false)
    expect(isGangwayError(new SwapErrors.SwapsDisabled({}), "SwapsDisabled")).toBe(true)
  })

  it("narrows to the class, so its fields are typed", () => {
    const caught: unknown = invalid
    expect(isGangwayError(caught, "InvalidInput") ? [caught.field, caught.reason] : []).toEqual([
      "receiver",
      "not an address"
    ])
  })

  it("refuses look-alikes and anything else: the mark, not the shape, decides", () => {
    expect(isGangwayError({ _tag: "InvalidInput", field: "amount", reason: "x", message: "x" })).toBe(false)
    expect(isGangwayError(new Error("Invalid amount"))).toBe(false)
    expect(isGangwayError(null)).toBe(false)
    expect(isGangwayError(undefined, "InvalidInput")).toBe(false)
    expect(isGangwayError("InvalidInput")).toBe(false)
  })
})

describe("each message is written once, in the English errors catalogue", () => {
  const hasEntry = (name: string) => Object.hasOwn(errorMessages.en, name)

  it("has an entry for every class but the two whose message is what they were given or a fixed internal text", () => {
    expect(
      errorClasses
        .filter(([name]) => !hasEntry(name))
        .map(([name]) => name)
        .sort()
    ).toEqual(["FrameNotSet", "ProviderRpcError"])
  })

  it("leaves the text to the catalogue: no class with an entry writes its own message", () => {
    const ownText = errorClasses
      .filter(([name, error]) => hasEntry(name) && Object.getOwnPropertyDescriptor(error.prototype, "message"))
      .map(([name]) => name)
    expect(ownText).toEqual([])
  })

  it("gives as a class's message its English entry with the fields filled in", () => {
    expect(errorMessages.en.InvalidInput).toBe("Invalid {field}: {reason}")
    expect(new CatalogueErrors.InvalidInput({ field: "receiver", reason: "not an address" }).message).toBe(
      "Invalid receiver: not an address"
    )
    expect(errorMessages.en.InsufficientGas).toBe("Not enough {symbol} to pay for gas")
    expect(new CatalogueErrors.InsufficientGas({ symbol: "ETH" }).message).toBe("Not enough ETH to pay for gas")
    expect(new CatalogueErrors.ChainError({ reason: "NonceTooLow" }).message).toBe("Nonce too low")
    expect(
      new CatalogueErrors.ApiTimeout({ api: "analytics", method: "POST", path: "/e", timeoutMs: 8000 }).message
    ).toBe("The analytics did not answer POST /e within 8 s")
    expect(new CatalogueErrors.FrameNotSet({}).message).toBe("W3mFrame: iframe is not set")
  })

  it("takes the modal's shorter text of a refused RPC call from the notices", () => {
    expect(new CatalogueErrors.RpcMethodNotAllowed({ method: "eth_sign" }).uiMessage).toBe(
      noticeMessages.en.actionNotAllowed
    )
  })
})
