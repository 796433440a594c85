import { NAME_SUGGESTIONS_ZONE } from "../../services/data-api/name-profile.js"

/** Which character rule a name breaks. */
export type NameRule = "empty" | "too-short" | "too-long" | "characters" | "hyphen" | "punycode" | "suffix"

/** The suffix names are registered under. */
export const NAME_SUFFIX = `.${NAME_SUGGESTIONS_ZONE}`
export const NAME_MIN_LENGTH = 3
export const NAME_MAX_LENGTH = 63

/** What was typed, trimmed and lower-cased, without the suffix ("Alice.reown.id " → "alice"). */
export const nameLabel = (typed: string): string => {
  const lower = typed.trim().toLowerCase()
  return lower.endsWith(NAME_SUFFIX) ? lower.slice(0, -NAME_SUFFIX.length) : lower
}

export const fullNameOf = (label: string): string => `${label}${NAME_SUFFIX}`

/**
 * The first rule `label` breaks, or undefined: lowercase letters a–z, digits and hyphens,
 * 3–63 characters, no hyphen first or last, no punycode (xn--). Other suffixes and dots are refused.
 */
export const brokenNameRule = (label: string): NameRule | undefined => {
  if (label.length === 0) return "empty"
  if (label.includes(".")) return "suffix"
  if (label.startsWith("xn--")) return "punycode"
  if (!/^[a-z0-9-]+$/.test(label)) return "characters"
  if (label.startsWith("-") || label.endsWith("-")) return "hyphen"
  if (label.length < NAME_MIN_LENGTH) return "too-short"
  if (label.length > NAME_MAX_LENGTH) return "too-long"
  return undefined
}
