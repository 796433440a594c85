import { bad } from "./invalid-script.js"

/**
 * How deep a script may nest (objects and lists). A real one nests 5 levels (the script, its
 * steps, a step, `expect`, `historyContains`); deeper is bad input, checked before anything
 * walks the script recursively (100 000 nested lists overflowed the stack).
 */
export const MAX_SCRIPT_DEPTH = 16

/**
 * The script's shape, before anything walks it: no value that contains itself (YAML's
 * `steps: &s [ *s ]`) and no nesting deeper than MAX_SCRIPT_DEPTH. Shared values (YAML
 * aliases) are measured once.
 */
export const checkTree = (root: unknown): void => {
  const heights = new WeakMap<object, number>()
  const open = new Set<object>()
  const tooDeep = (path: string) => bad("file", `${path} is nested more than ${MAX_SCRIPT_DEPTH} levels deep`)
  /** How many levels of objects and lists `value` holds (0 for a string or number). */
  const visit = (value: unknown, path: string, level: number): number => {
    if (typeof value !== "object" || value === null) return 0
    if (open.has(value)) throw bad("file", `${path} contains itself (a YAML alias inside its own anchor)`)
    const known = heights.get(value)
    if (known !== undefined) {
      if (level + known - 1 > MAX_SCRIPT_DEPTH) throw tooDeep(path)
      return known
    }
    if (level > MAX_SCRIPT_DEPTH) throw tooDeep(path)
    open.add(value)
    let height = 1
    const children: Array<readonly [string, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [`${path}[${index}]`, item] as const)
      : Object.entries(value).map(([key, item]) => [`${path}.${key}`, item] as const)
    for (const [childPath, child] of children) height = Math.max(height, 1 + visit(child, childPath, level + 1))
    open.delete(value)
    heights.set(value, height)
    return height
  }
  visit(root, "the script", 1)
}
