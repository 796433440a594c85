// Social login done by the service, end to end over HTTP against the local OpenID Connect provider
// standing for all six providers (configured as real ones are: Google and Apple by discovery, the
// others by explicit endpoints and provider-shaped user endpoints). The service runs on PGlite.
import { createHash, randomBytes } from "node:crypto"
import { type Database, openDatabase } from "@gangway/database"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type LocalOidcProvider, startOidcProvider } from "../../fixtures/src/auth/oidc/provider.js"
import { localSocialProviders } from "../../fixtures/src/auth/oidc/social-config.js"
import { fillSocialLogin } from "../../fixtures/src/auth/oidc/test-login.js"
import { type AuthService, createAuthService, type SocialProvidersConfig } from "../src/index.js"
import { APP, FRAME_ORIGIN } from "./helpers.js"

// Never contacted: the test hands the service its requests; the provider only sends the browser here.
const API_URL = "http://127.0.0.1:9"
const REDIRECT = `${API_URL}/v1/social/callback`
const PROJECTS = {
  "gangway-local": ["http://localhost:*", "http://127.0.0.1:*"],
  "one-origin": ["http://127.0.0.1:4000"]
}

let oidc: LocalOidcProvider
let database: Database<unknown>
const services: Array<AuthService> = []

const serviceWith = async (providers: SocialProvidersConfig, onError?: (error: unknown) => void) => {
  const service = await createAuthService({
    database,
    apiUrl: API_URL,
    projects: PROJECTS,
    frameOrigin: FRAME_ORIGIN,
    mail: async () => undefined,
    recoveryKey: randomBytes(32).toString("base64"),
    social: { providers },
    ...(onError === undefined ? {} : { onError })
  })
  services.push(service)
  const post = async (path: string, body: unknown) => {
    const response = await service.handler(
      new Request(`${API_URL}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body)
      })
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  return { service, post }
}
let world: Awaited<ReturnType<typeof serviceWith>>

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUris: [REDIRECT] })
  database = await openDatabase()
  world = await serviceWith(localSocialProviders(oidc))
}, 60_000)
afterAll(async () => {
  for (const service of services) await service.close()
  await database?.close()
  await oidc?.close()
})

const DEVICE = "device-social-1234"

/** What the frame does: a secret it keeps, its SHA-256 sent as the proof. */
const startLogin = async (provider: string, app = APP, on = world) => {
  const secret = randomBytes(32).toString("base64url")
  const proof = createHash("sha256").update(secret).digest("base64url")
  const started = await on.post("/v1/social/start", { provider, deviceId: DEVICE, proof, ...app })
  const collect = (with_: { secret?: string; appOrigin?: string } = {}) =>
    on.post("/v1/social/session", {
      state: started.body.state,
      secret: with_.secret ?? secret,
      deviceId: DEVICE,
      ...app,
      ...(with_.appOrigin === undefined ? {} : { appOrigin: with_.appOrigin })
    })
  return { started, collect, uri: started.body.uri as string }
}

describe("social login through the auth service", () => {
  it.each([
    ["google", "GET"],
    ["apple", "POST"],
    ["github", "GET"],
    ["facebook", "GET"],
    ["x", "GET"],
    ["discord", "GET"]
  ])("signs in with %s (callback by %s) and opens a session for the person who typed", async (provider, method) => {
    const login = await startLogin(provider)
    expect(login.started.status).toBe(200)
    expect(new URL(login.uri).origin).toBe(oidc.issuer)
    expect(new URL(login.uri).searchParams.get("code_challenge_method")).toBe("S256")
    // The frame waits before the popup comes back: the held answer arrives once the callback is done.
    const collected = login.collect()
    const back = await fillSocialLogin(login.uri, REDIRECT, { login: `ada-${provider}`, email: "ada@example.com" })
    expect(back.method).toBe(method)
    const page = await world.service.handler(back)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("Signed in")
    const session = await collected
    expect(session.status).toBe(200)
    expect(session.body.user).toMatchObject({
      userName: `ada-${provider}`,
      // X's user object has no email.
      email: provider === "x" ? null : "ada@example.com",
      socialProvider: provider
    })
    expect(session.body.token).toEqual(expect.any(String))
    // Taken once: the second collection finds nothing.
    expect(await login.collect()).toEqual({
      status: 400,
      body: { message: "No social login is waiting for this window: start it again" }
    })
  })

  it("gives nothing for the state alone: a wrong secret or another app origin is refused, the right one still collects", async () => {
    const login = await startLogin("github")
    await world.service.handler(await fillSocialLogin(login.uri, REDIRECT, { login: "eve" }))
    const refused = {
      status: 403,
      body: { message: "This social login was started by another window: start it again" }
    }
    expect(await login.collect({ secret: randomBytes(32).toString("base64url") })).toEqual(refused)
    expect(await login.collect({ appOrigin: "http://127.0.0.1:3000" })).toEqual(refused)
    expect((await login.collect()).body.user).toMatchObject({ userName: "eve" })
  })

  it("tells the frame when the person cancelled at the provider", async () => {
    const login = await startLogin("google")
    const page = await world.service.handler(await fillSocialLogin(login.uri, REDIRECT, { login: "x", cancel: true }))
    expect(await page.text()).toContain("Sign-in cancelled")
    expect(await login.collect()).toEqual({
      status: 400,
      body: { message: "The social login was cancelled: try again" }
    })
  })

  it("refuses a replayed callback", async () => {
    const login = await startLogin("discord")
    const back = await fillSocialLogin(login.uri, REDIRECT, { login: "mallory" })
    const replay = back.clone()
    expect((await world.service.handler(back)).status).toBe(200)
    expect((await world.service.handler(replay)).status).toBe(400)
  })

  it("a login started on one instance is answered by another and collected by the first", async () => {
    const other = await serviceWith(localSocialProviders(oidc))
    const login = await startLogin("facebook")
    const back = await fillSocialLogin(login.uri, REDIRECT, { login: "grace", email: "grace@example.com" })
    expect((await other.service.handler(back)).status).toBe(200)
    expect((await login.collect()).body.user).toMatchObject({ userName: "grace", email: "grace@example.com" })
  })

  it("tells the operator why a provider refused the service (a wrong client secret), the person in plain words", async () => {
    const reported: Array<unknown> = []
    const github = { ...localSocialProviders(oidc).github!, clientSecret: "not-the-secret" }
    const misconfigured = await serviceWith({ github }, (error) => reported.push(error))
    const login = await startLogin("github", APP, misconfigured)
    const page = await misconfigured.service.handler(await fillSocialLogin(login.uri, REDIRECT, { login: "ada" }))
    expect(page.status).toBe(400)
    expect(await login.collect()).toEqual({
      status: 400,
      body: { message: "The social provider's answer could not be checked: try again" }
    })
    expect(reported.map(String)).toEqual([
      "SocialProviderFailed: GitHub login failed: the token endpoint answered 401 (invalid_client)"
    ])
  })

  it("refuses a provider the operator did not configure", async () => {
    const onlyGoogle = await serviceWith({ google: localSocialProviders(oidc).google! })
    const proof = createHash("sha256").update("secret").digest("base64url")
    expect(await onlyGoogle.post("/v1/social/start", { provider: "discord", deviceId: DEVICE, proof, ...APP })).toEqual(
      {
        status: 400,
        body: { message: "Sign-in with Discord is not offered by this service: pick another way to sign in" }
      }
    )
    expect(
      (await onlyGoogle.post("/v1/social/start", { provider: "google", deviceId: DEVICE, proof, ...APP })).status
    ).toBe(200)
  })

  it("refuses an app origin the project does not allow", async () => {
    const login = await startLogin("google", { projectId: "one-origin", appOrigin: "http://localhost:5173" })
    expect(login.started).toEqual({ status: 403, body: { message: "Invalid App Configuration" } })
  })
})
