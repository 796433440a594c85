import { Context, Effect, Layer, Schema } from "effect"
import { FetchHttpClient, HttpClient, HttpClientRequest, type HttpClientError, type HttpClientResponse } from "effect/http"
import { RPC_TIMEOUT_MS } from "../../constants.js"
import {
  type ApiError,
  ApiInvalidResponse,
  ApiStatusError,
  ApiTimeout,
  ApiUnreachable,
  ProjectIdRequired
} from "../../errors.js"
import { isRetryableStatus, withHttpPolicy } from "../../policy/http-retry.js"
import { API_NAMES, ApiConfig, type ApiConfigShape, type ApiService, isHostedUrl } from "./api-config.js"
import type { ApiRequest, Query } from "./api-request.js"
import { apiUrl } from "./api-url.js"

type AttemptError = ApiStatusError | ApiTimeout | ApiUnreachable | ApiInvalidResponse

/**
 * Retried: the statuses of the policy, time-outs and requests that got no answer at all
 * (the same transient conditions a 408 or 503 reports). Never retried: other statuses
 * and answers that are not what we expect.
 */
export const isRetryableApiError = (error: AttemptError): boolean => {
  switch (error._tag) {
    case "ApiStatusError":
      return isRetryableStatus(error.status)
    case "ApiTimeout":
    case "ApiUnreachable":
      return true
    case "ApiInvalidResponse":
      return false
  }
}

export interface ApiClientShape {
  readonly config: ApiConfigShape
  /** Calls `service` and decodes its JSON answer with `schema`. */
  readonly json: <S extends Schema.Constraint>(
    service: ApiService,
    request: ApiRequest,
    schema: S
  ) => Effect.Effect<S["Type"], ApiError, S["DecodingServices"]>
  /** Calls `service` for its effect; the answer's body is ignored. */
  readonly send: (service: ApiService, request: ApiRequest) => Effect.Effect<void, ApiError>
  /** The URL of a GET on `service`, with projectId, st and sv: for `<img src>` and links. */
  readonly url: (service: ApiService, path: string, query?: Query) => string
}

/**
 * The one way the core calls its HTTP services: adds projectId, st and sv, refuses the
 * hosted services without a projectId, applies the retry policy to every request and
 * turns every failure into a typed `ApiError`.
 */
export class ApiClient extends Context.Service<ApiClient, ApiClientShape>()("@gangway/core/services/http/ApiClient") {
  static readonly layerWithoutHttp: Layer.Layer<ApiClient, never, ApiConfig | HttpClient.HttpClient> = Layer.effect(
    ApiClient,
    Effect.gen(function* () {
      const config = yield* ApiConfig
      const http = yield* HttpClient.HttpClient
      return makeApiClient(config, http)
    })
  )

  /** In browsers and Node (global `fetch`). */
  static readonly layer: Layer.Layer<ApiClient, never, ApiConfig> = ApiClient.layerWithoutHttp.pipe(
    Layer.provide(FetchHttpClient.layer)
  )
}

const makeApiClient = (config: ApiConfigShape, http: HttpClient.HttpClient): ApiClientShape => {
  /** Runs one request under the retry policy; succeeds with the response of a 2xx answer. */
  const execute = <A>(
    service: ApiService,
    request: ApiRequest,
    read: (response: HttpClientResponse.HttpClientResponse) => Effect.Effect<A, HttpClientError.HttpClientError>
  ): Effect.Effect<A, ApiError> => {
    const base = describe(service, request)
    const baseUrl = config.baseUrls[service]
    if (config.projectId === undefined && isHostedUrl(baseUrl)) {
      return Effect.fail(new ProjectIdRequired({ api: base.api }))
    }
    const url = apiUrl(config, service, request.path, request.query)
    if (!isValidUrl(url)) {
      return Effect.fail(new ApiUnreachable({ ...base, details: `invalid URL ${baseUrl}${request.path}` }))
    }
    const failure = failureOf(base)
    let outgoing = HttpClientRequest.make(request.method)(url, { acceptJson: true })
    if (request.body !== undefined) outgoing = HttpClientRequest.bodyJsonUnsafe(outgoing, request.body)

    const attempt = http.execute(outgoing).pipe(
      Effect.mapError(failure.fromHttp),
      Effect.flatMap((response): Effect.Effect<A, AttemptError> =>
        response.status >= 200 && response.status < 300
          ? Effect.mapError(read(response), failure.fromHttp)
          : Effect.fail(new ApiStatusError({ ...base, status: response.status }))
      ),
      // Trace headers would make every cross-origin call preflighted, and the hosted services do not allow them.
      Effect.provideService(HttpClient.TracerPropagationEnabled, false)
    )
    const withCache =
      request.cache === undefined ? attempt : Effect.provideService(attempt, FetchHttpClient.RequestInit, { cache: request.cache })
    return withCache.pipe(
      withHttpPolicy<AttemptError, ApiTimeout>({
        isRetryable: isRetryableApiError,
        onTimeout: () => new ApiTimeout({ ...base, timeoutMs: RPC_TIMEOUT_MS })
      })
    )
  }

  const json = <S extends Schema.Constraint>(service: ApiService, request: ApiRequest, schema: S) => {
    const decode = Schema.decodeUnknownEffect(schema)
    const failure = failureOf(describe(service, request))
    return execute(service, request, (response) => response.json).pipe(
      Effect.flatMap((body) => Effect.mapError(decode(body), (error) => failure.invalid(error.message)))
    )
  }

  const send = (service: ApiService, request: ApiRequest) => execute(service, request, () => Effect.void)

  const url = (service: ApiService, path: string, query?: Query) => apiUrl(config, service, path, query)

  return { config, json, send, url }
}

const describe = (service: ApiService, request: ApiRequest) => ({
  api: API_NAMES[service],
  method: request.method,
  path: request.path
})

const isValidUrl = (url: string): boolean => {
  try {
    new URL(url)
    return true
  } catch {
    return false
  }
}

const failureOf = (base: { api: ApiError["api"]; method: string; path: string }) => ({
  invalid: (details: string) => new ApiInvalidResponse({ ...base, details }),
  fromHttp: (error: HttpClientError.HttpClientError): ApiUnreachable | ApiInvalidResponse => {
    switch (error.reason._tag) {
      case "DecodeError":
      case "EmptyBodyError":
        return new ApiInvalidResponse({ ...base, details: error.message })
      default:
        return new ApiUnreachable({ ...base, details: error.message })
    }
  }
})
