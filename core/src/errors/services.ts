// The HTTP services (SPEC §8): a part of the error catalogue, errors.ts.
import { Schema } from "effect"
import { Details } from "./details.js"
import { GangwayError } from "./gangway-error.js"

const DOCS = "docs/errors.md#hosted-services"

/** The three HTTP services the core talks to, as named in messages. */
export const ApiName = Schema.Literals(["blockchain API", "wallet directory", "analytics"])
export type ApiName = typeof ApiName.Type

const ApiRequest = {
  api: ApiName,
  method: Schema.String,
  /** The request path, without the query (which carries the projectId). */
  path: Schema.String
}

/** A hosted service was called without a projectId; self-hosted base URLs need none. */
export class ProjectIdRequired extends GangwayError<ProjectIdRequired>(DOCS)("ProjectIdRequired", {
  api: ApiName
}) {}

/** The service answered with a status outside 2xx (after the retries the policy allows). */
export class ApiStatusError extends GangwayError<ApiStatusError>(DOCS)("ApiStatusError", {
  ...ApiRequest,
  status: Schema.Number
}) {}

/** No answer within the per-attempt time-out, on the last attempt. */
export class ApiTimeout extends GangwayError<ApiTimeout>(DOCS)("ApiTimeout", {
  ...ApiRequest,
  timeoutMs: Schema.Number
}) {}

/** The request never got an answer: network down, DNS, CORS, refused connection. */
export class ApiUnreachable extends GangwayError<ApiUnreachable>(DOCS)("ApiUnreachable", {
  ...ApiRequest,
  ...Details
}) {}

/** The answer was not JSON or not of the expected shape. */
export class ApiInvalidResponse extends GangwayError<ApiInvalidResponse>(DOCS)("ApiInvalidResponse", {
  ...ApiRequest,
  details: Schema.String
}) {}

/** The answer was larger than the core reads (5 MB, `API_RESPONSE_MAX_BYTES`); it was not read to its end. */
export class ApiResponseTooLarge extends GangwayError<ApiResponseTooLarge>(DOCS)("ApiResponseTooLarge", {
  ...ApiRequest,
  limitBytes: Schema.Number
}) {}

/** Everything an HTTP call of the core can fail with. */
export type ApiError =
  | ProjectIdRequired
  | ApiStatusError
  | ApiTimeout
  | ApiUnreachable
  | ApiInvalidResponse
  | ApiResponseTooLarge
