import { Schema } from "effect"
import { describeError, errorMessages } from "../i18n/errors-messages.js"

/** Marks Gangway's errors across copies of the package (a page may bundle two). */
export const GangwayErrorTypeId: unique symbol = Symbol.for("@gangway/core/GangwayError")

/** What every Gangway error carries beside its `_tag` and its own fields. */
export interface GangwayErrorBrand {
  readonly [GangwayErrorTypeId]: typeof GangwayErrorTypeId
  /** The sentence a person reads; the same text as `message`. */
  readonly shortMessage: string
  /** Where the docs explain this error and what to do, e.g. `docs/errors.md#sending`. */
  readonly docsPath: string
}

/**
 * The base of the error catalogue: a `Schema.TaggedError` (yieldable, decodable, matched on
 * `_tag`) that also says where its docs are. `docsPath` is the page and section of its area.
 * Its `message` is the English entry of its tag in the errors catalogue
 * (i18n/errors-messages.ts) with its fields filled in; a class without an entry writes its own.
 *
 * ```ts
 * class Declined extends GangwayError<Declined>("docs/errors.md#connection")("Declined", Details) {}
 * ```
 */
export const GangwayError =
  <Self = never>(docsPath: string) =>
  <Tag extends string, const Fields extends Schema.Struct.Fields>(tag: Tag, fields: Fields) => {
    const Base = Schema.TaggedError<Self, GangwayErrorBrand>()(tag, fields)
    // The class type is conditional on `Self` until a subclass names it; the prototype is there either way.
    Object.defineProperties((Base as unknown as { readonly prototype: object }).prototype, {
      [GangwayErrorTypeId]: { value: GangwayErrorTypeId },
      docsPath: { value: docsPath },
      message: {
        get(this: { readonly _tag: string; readonly message: string }) {
          return Object.hasOwn(errorMessages.en, this._tag) ? describeError(this, "en", undefined) : this._tag
        }
      },
      shortMessage: {
        get(this: Error) {
          return this.message
        }
      }
    })
    return Base
  }

/** Whether `error` is one of Gangway's errors, and, given a tag, that one. Typed in error-catalogue.ts. */
export const hasGangwayBrand = (error: unknown, tag?: string): boolean =>
  typeof error === "object" &&
  error !== null &&
  (error as Partial<GangwayErrorBrand>)[GangwayErrorTypeId] === GangwayErrorTypeId &&
  (tag === undefined || (error as { readonly _tag?: unknown })._tag === tag)
