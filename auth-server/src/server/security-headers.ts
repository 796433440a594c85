/**
 * The headers every answer carries. `cross-origin-resource-policy: same-site` keeps other sites
 * from loading answers as images or scripts (the frame's fetches are CORS, which it does not
 * touch); a response that sets its own (the frame's page) keeps it. No framing rules here: the
 * frame page sets its own CSP.
 */
export const securityHeaders = (publicUrl: string): Readonly<Record<string, string>> => ({
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-site",
  ...(publicUrl.startsWith("https:") ? { "strict-transport-security": "max-age=31536000" } : {})
})

export const withSecurityHeaders = (response: Response, headers: Readonly<Record<string, string>>): Response => {
  for (const [name, value] of Object.entries(headers))
    if (!response.headers.has(name)) response.headers.set(name, value)
  return response
}
