import { Context, Effect, Layer, Schema, Stream } from "effect"
import {
  FetchHttpClient,
  HttpClient,
  HttpClientRequest,
  type HttpClientError,
  type HttpClientResponse
} from "effect/http"
import { API_RESPONSE_MAX_BYTES, RPC_TIMEOUT_MS } from "../../constants.js"
import {
  type ApiError,
  ApiInvalidResponse,
  ApiResponseTooLarge,
  ApiStatusError,
  ApiTimeout,
  ApiUnreachable,
  ProjectIdRequired
} from "../../errors.js"
import { isRetryableStatus, withHttpPolicy } from "../../policy/http-retry.js"
import { API_NAMES, ApiConfig, type ApiConfigShape, type ApiService, isHostedUrl } from "./api-config.js"
import type { ApiRequest, Query } from "./api-request.js"
import { apiUrl } from "./api-url.js"

type AttemptError = ApiStatusError | ApiTimeout | ApiUnreachable | ApiInvalidResponse | ApiResponseTooLarge

/**
 * Retried: the statuses of the policy, time-outs and requests that got no answer at all
 * (the same transient conditions a 408 or 503 reports). Never retried: other statuses
 * and answers that are not what we expect.
 */
const isRetryableApiError = (error: AttemptError): boolean => {
  switch (error._tag) {
    case "ApiStatusError":
      return isRetryableStatus(error.status)
    case "ApiTimeout":
    case "ApiUnreachable":
      return true
    case "ApiInvalidResponse":
    case "ApiResponseTooLarge":
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
    read: (
      response: HttpClientResponse.HttpClientResponse,
      failure: Failure
    ) => Effect.Effect<A, ApiUnreachable | ApiInvalidResponse | ApiResponseTooLarge>
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
      Effect.flatMap(
        (response): Effect.Effect<A, AttemptError> =>
          response.status >= 200 && response.status < 300
            ? read(response, failure)
            : Effect.fail(new ApiStatusError({ ...base, status: response.status }))
      ),
      // Trace headers would make every cross-origin call preflighted, and the hosted services do not allow them.
      Effect.provideService(HttpClient.TracerPropagationEnabled, false)
    )
    const withCache =
      request.cache === undefined
        ? attempt
        : Effect.provideService(attempt, FetchHttpClient.RequestInit, { cache: request.cache })
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
    return execute(service, request, readJsonCapped).pipe(
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

type Failure = ReturnType<typeof failureOf>

/**
 * The JSON of a response's body, read chunk by chunk: refused (ApiResponseTooLarge) at
 * once when its Content-Length is above the cap, otherwise as soon as the bytes read pass
 * it; the rest of the body is not read.
 */
const readJsonCapped = (
  response: HttpClientResponse.HttpClientResponse,
  failure: Failure
): Effect.Effect<unknown, ApiUnreachable | ApiInvalidResponse | ApiResponseTooLarge> => {
  const declared = response.headers["content-length"]
  if (declared !== undefined && /^[0-9]+$/.test(declared.trim()) && Number(declared) > API_RESPONSE_MAX_BYTES) {
    // Refused now; meanwhile a first chunk is read and the body let go, which cancels it (the
    // connection is not kept reading). Detached, so a server that sends nothing delays no one.
    const release = Stream.runHead(response.stream).pipe(Effect.timeout(RPC_TIMEOUT_MS), Effect.ignore)
    return Effect.forkDetach(release).pipe(Effect.andThen(Effect.fail(failure.tooLarge())))
  }
  const chunks: Array<Uint8Array> = []
  let size = 0
  return response.stream.pipe(
    Stream.mapError(failure.fromHttp),
    Stream.runForEach((chunk) => {
      size += chunk.byteLength
      if (size > API_RESPONSE_MAX_BYTES) return Effect.fail(failure.tooLarge())
      chunks.push(chunk)
      return Effect.void
    }),
    Effect.flatMap(() => {
      const bytes = new Uint8Array(size)
      let offset = 0
      for (const chunk of chunks) {
        bytes.set(chunk, offset)
        offset += chunk.byteLength
      }
      try {
        // A leading byte-order mark is dropped, as fetch's text() does; bad UTF-8 is refused.
        const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
        if (text.trim() === "") return Effect.fail(failure.invalid("the answer has no body"))
        return Effect.succeed(JSON.parse(text) as unknown)
      } catch (error) {
        return Effect.fail(failure.invalid(error instanceof Error ? error.message : "the answer is not JSON"))
      }
    })
  )
}

const failureOf = (base: { api: ApiError["api"]; method: string; path: string }) => ({
  invalid: (details: string) => new ApiInvalidResponse({ ...base, details }),
  tooLarge: () => new ApiResponseTooLarge({ ...base, limitBytes: API_RESPONSE_MAX_BYTES }),
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
