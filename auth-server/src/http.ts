/** A web-standard handler: the service is written against Request and Response, so it mounts anywhere. */
export type FetchHandler = (request: Request) => Promise<Response>

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } })

export const html = (body: string, status = 200): Response =>
  new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } })

/** A small page the service shows in a browser tab (a mailed link, a login popup's last step). */
export const page = (title: string, text: string, script = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>:root{color-scheme:light dark;font-family:system-ui,sans-serif}main{max-width:28rem;margin:15vh auto;padding:1rem;text-align:center}</style></head>
<body><main><h1>${title}</h1><p>${text}</p></main>${script}</body></html>`
