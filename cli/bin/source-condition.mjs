// Module hook: resolve workspace packages to their TypeScript sources (`@gangway/source`).
export async function resolve(specifier, context, nextResolve) {
  const conditions = context.conditions.includes("@gangway/source")
    ? context.conditions
    : ["@gangway/source", ...context.conditions]
  return nextResolve(specifier, { ...context, conditions })
}
