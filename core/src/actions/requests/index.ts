import { abortRequests } from "./abort-requests.js"

export * from "./abort-requests.js"

/** `client.requests` (the requests themselves go through `client.request`, as on a provider). */
export const requestsActions = { abort: abortRequests }
