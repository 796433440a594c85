/**
 * Structural equality for state snapshots: plain objects, arrays, Maps, Sets,
 * Dates and primitives (bigint included). Functions and class instances other
 * than those compare by reference.
 */
export const structurallyEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => structurallyEqual(item, b[index]))
  }
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime()
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false
    for (const [key, value] of a) if (!b.has(key) || !structurallyEqual(value, b.get(key))) return false
    return true
  }
  if (a instanceof Set) {
    if (!(b instanceof Set) || a.size !== b.size) return false
    for (const value of a) if (!b.has(value)) return false
    return true
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      structurallyEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
  )
}
