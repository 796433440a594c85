/** Where the event happened: the page's URL and domain; empty outside a browser. */
export interface PageInfo {
  readonly url: string
  readonly domain: string
}

export const currentPage = (): PageInfo =>
  typeof location === "undefined" ? { url: "", domain: "" } : { url: location.href, domain: location.hostname }
