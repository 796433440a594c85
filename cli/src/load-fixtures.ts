import { register } from "node:module"

export type Fixtures = typeof import("@gangway/fixtures")

/** A module hook: workspace packages resolve to their TypeScript sources. */
const SOURCE_CONDITION = `export const resolve = (specifier, context, next) =>
  next(specifier, { ...context, conditions: ["@gangway/source", ...context.conditions] })`

const isModuleNotFound = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === "ERR_MODULE_NOT_FOUND"

/**
 * The local world, for `gangway dev`. It is a development package of this repository,
 * shipped as TypeScript without a build: when its built form is not there, its sources
 * are loaded through tsx with the `@gangway/source` condition (both present only in a
 * checkout of the repository). Throws ERR_MODULE_NOT_FOUND where neither is installed.
 */
export const loadFixtures = async (): Promise<Fixtures> => {
  try {
    return await import("@gangway/fixtures")
  } catch (error) {
    if (!isModuleNotFound(error)) throw error
    // Without tsx this is not a checkout: what is missing is the local world itself.
    const tsx = await import("tsx/esm/api").catch((tsxError: unknown) => {
      throw isModuleNotFound(tsxError) ? error : tsxError
    })
    tsx.register()
    // Registered last, so it runs first: adds the condition before tsx and Node resolve.
    register(`data:text/javascript,${encodeURIComponent(SOURCE_CONDITION)}`)
    return await import("@gangway/fixtures")
  }
}
