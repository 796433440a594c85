import type { ApiConfigShape, ApiService } from "./api-config.js"
import type { Query } from "./api-request.js"

/** The query parameters every call carries: projectId (when configured), st and sv. */
const identityQuery = (config: ApiConfigShape): Query => ({
  projectId: config.projectId,
  st: config.sdkType,
  sv: config.sdkVersion
})

/** The full URL of `path` on `service`, with the identity parameters, then `query`; undefined values are left out. */
export const apiUrl = (config: ApiConfigShape, service: ApiService, path: string, query: Query = {}): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...identityQuery(config), ...query })) {
    if (value !== undefined) params.set(key, String(value))
  }
  return `${config.baseUrls[service]}${path}?${params.toString()}`
}
