/** What a call to one of the HTTP services is made of, before the shared parameters are added. */
export type QueryValue = string | number | boolean | undefined

export type Query = Readonly<Record<string, QueryValue>>

export interface ApiRequest {
  readonly method: "GET" | "POST"
  /** Starts with `/`; path segments taken from input must be encoded by the caller (`encodePathSegment`). */
  readonly path: string
  readonly query?: Query | undefined
  /** Sent as JSON. */
  readonly body?: unknown
  /** The browser HTTP cache mode of the request (fetch `cache`). */
  readonly cache?: RequestCache | undefined
}

/** Encodes a path segment, keeping `:` and `@` as they are (CAIP ids and names read better, servers accept them). */
export const encodePathSegment = (segment: string): string =>
  encodeURIComponent(segment).replace(/%3A/gi, ":").replace(/%40/g, "@")
