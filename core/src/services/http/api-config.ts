import { Context, Layer } from "effect"
import { makeApiConfig, type ApiConfigOptions, type ApiConfigShape } from "./api-config-values.js"

export * from "./api-config-values.js"

/** The configuration shared by the HTTP services: projectId, base URLs and SDK identity. */
export class ApiConfig extends Context.Service<ApiConfig, ApiConfigShape>()("@gangway/core/services/http/ApiConfig") {
  static readonly layer = (options: ApiConfigOptions = {}): Layer.Layer<ApiConfig> =>
    Layer.succeed(ApiConfig, makeApiConfig(options))
}
