/**
 * Hostile strings for the fuzz targets: control and zero-width characters, homoglyphs,
 * prototype names, numbers a parser may misread, and long runs that make quadratic code slow.
 */
import fc from "fast-check"

/** Strings a parser of identifiers, numbers or URLs may trip on. */
const TRICKY_STRINGS: ReadonlyArray<string> = [
  "",
  " ",
  "\t",
  "\n",
  "\u0000",
  "\uFEFF",
  "\u200B",
  "\u200D",
  "\u202E",
  "\uD800",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "<script>alert(1)</script>",
  "1e999",
  "-1e999",
  "NaN",
  "Infinity",
  "-0",
  "0x10",
  "1_000",
  "1,5",
  "1.5",
  "-1",
  "٠١٢٣",
  "１２３",
  "𝟙𝟚𝟛",
  "０x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  "eip155:1",
  "eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "2026-01-01T00:00:00Z",
  "2026-13-45T99:99:99Z",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A"
]

/** Long runs that make quadratic code slow: digits, zeros, a digit after many zeros. */
const longString = fc
  .tuple(
    fc.constantFrom("0", "9", "x", "1.", "0.", "a:", " ", "\u0000"),
    fc.integer({ min: 1_000, max: 100_000 }),
    fc.constantFrom("", "1", "x", ".")
  )
  .map(([unit, count, tail]) => unit.repeat(count) + tail)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme" }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...TRICKY_STRINGS), fc.constantFrom(...TRICKY_STRINGS), fc.string({ maxLength: 4 }))
      .map((parts) => parts.join(""))
  },
  { weight: 1, arbitrary: longString }
)
