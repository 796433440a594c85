import { Option, Schema } from "effect"
import type { AuthProjects } from "../allowlist.js"
import { failure } from "../context.js"
import type { RateLimits } from "../store/rate-limits.js"

const NamesProject = Schema.fromJsonString(Schema.Struct({ projectId: Schema.String }))
const PROJECT_PATH = /^\/v1\/projects\/([^/]+)\/origin$/

/** The allowlisted project a request names (its body's projectId, or its path), if any. */
export const projectOf = (projects: AuthProjects, path: string, body: Buffer): string | undefined => {
  const fromPath = PROJECT_PATH.exec(path)?.[1]
  let named: string | undefined
  try {
    named =
      fromPath === undefined
        ? Option.getOrUndefined(Schema.decodeUnknownOption(NamesProject)(body.toString("utf8")))?.projectId
        : decodeURIComponent(fromPath)
  } catch {
    return undefined
  }
  return named !== undefined && Object.hasOwn(projects, named) ? named : undefined
}

interface RateLimitRules {
  readonly perAddress: number
  readonly perProject: number
}

const tooMany = (who: string, retryAfterSeconds: number) => {
  const response = failure(
    `Too many requests ${who}: try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"}`,
    429
  )
  response.headers.set("retry-after", String(retryAfterSeconds))
  return response
}

/** Counts the request against its address's and its project's limits (0: no limit); a 429 when one is spent. */
export const rateLimitAnswer = async (
  limits: RateLimits,
  rules: RateLimitRules,
  address: string,
  project: string | undefined
): Promise<Response | undefined> => {
  if (rules.perAddress > 0) {
    const verdict = await limits.hit(`address ${address}`, rules.perAddress)
    if (!verdict.ok) return tooMany("from this address", verdict.retryAfterSeconds)
  }
  if (rules.perProject > 0 && project !== undefined) {
    const verdict = await limits.hit(`project ${project}`, rules.perProject)
    if (!verdict.ok) return tooMany("for this project", verdict.retryAfterSeconds)
  }
  return undefined
}
