// The auth server's configuration: environment variables over a JSON file, every problem in one error.
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuthConfigError } from "../src/config/config-error.js"
import { loadAuthConfig, loadDatabaseConfig } from "../src/config/load-config.js"

const KEY = Buffer.alloc(32, 7).toString("base64")
const SMTP = "smtp://127.0.0.1:2525"
const PRODUCTION = {
  GANGWAY_AUTH_PUBLIC_URL: "https://auth.example.com/",
  GANGWAY_AUTH_RECOVERY_KEY: KEY,
  GANGWAY_AUTH_SMTP_URL: "smtps://user:secret@smtp.example.com:465",
  GANGWAY_AUTH_MAIL_FROM: "Example <auth@example.com>",
  GANGWAY_AUTH_PROJECTS: '{"my-app":["https://app.example.com","http://localhost:*"]}',
  GANGWAY_AUTH_RPC_URLS: '{"eip155:8453":"https://mainnet.base.org"}'
}

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "gangway-auth-config-"))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

const problemsOf = async (load: Promise<unknown>) => {
  const error = await load.then(
    () => undefined,
    (error: unknown) => error
  )
  expect(error).toBeInstanceOf(AuthConfigError)
  return (error as AuthConfigError).problems
}

describe("loadAuthConfig", () => {
  it("gives development defaults: loopback, port 8787, PGlite in ./gangway-auth-data, a key made for this run", async () => {
    const config = await loadAuthConfig({ env: { GANGWAY_AUTH_SMTP_URL: SMTP } })
    expect(config).toMatchObject({
      production: false,
      host: "127.0.0.1",
      port: 8787,
      publicUrl: undefined,
      database: { url: undefined, dataDir: resolve("gangway-auth-data") },
      recoveryKeyGenerated: true,
      mail: { smtpUrl: SMTP, from: "Gangway <auth@localhost>" },
      projects: { "gangway-local": ["http://127.0.0.1:*", "http://localhost:*"] },
      frameOrigin: undefined,
      emailCooldownMs: 30_000,
      rateLimits: { windowMs: 60_000, perAddress: 120, perProject: 3000 },
      trustProxy: false,
      previousRecoveryKeys: [],
      frame: { rpcUrls: {}, bundlerUrls: {} },
      socialProviders: {},
      farcaster: undefined
    })
    expect(Buffer.from(config.recoveryKey, "base64")).toHaveLength(32)
  })

  it("decodes production settings; the public URL loses its trailing slash", async () => {
    const config = await loadAuthConfig({
      env: {
        ...PRODUCTION,
        NODE_ENV: "production",
        DATABASE_URL: "postgres://u:p@db:5432/auth",
        GANGWAY_AUTH_TRUST_PROXY: "1"
      }
    })
    expect(config).toMatchObject({
      production: true,
      host: "0.0.0.0",
      publicUrl: "https://auth.example.com",
      database: { url: "postgres://u:p@db:5432/auth" },
      recoveryKey: KEY,
      recoveryKeyGenerated: false,
      mail: { smtpUrl: PRODUCTION.GANGWAY_AUTH_SMTP_URL, from: "Example <auth@example.com>" },
      projects: { "my-app": ["https://app.example.com", "http://localhost:*"] },
      trustProxy: true
    })
  })

  it("refuses to default a secret in production, naming each missing variable", async () => {
    expect(await problemsOf(loadAuthConfig({ env: {}, production: true }))).toEqual([
      'GANGWAY_AUTH_PUBLIC_URL is required in production: set it (or "publicUrl" in the config file) to the service\'s public origin, like https://auth.example.com (no path)',
      'GANGWAY_AUTH_RECOVERY_KEY is required in production: set it (or "recoveryKey" in the config file) to 32 random bytes in base64: make one with `openssl rand -base64 32` and keep it apart from the database',
      'GANGWAY_AUTH_SMTP_URL is required in production: set it (or "smtpUrl" in the config file) to your mail server\'s URL, like smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587',
      'GANGWAY_AUTH_MAIL_FROM is required in production: set it (or "mailFrom" in the config file) to the sender of login mails, like "Example <auth@example.com>"',
      'GANGWAY_AUTH_PROJECTS is required in production: set it (or "projects" in the config file) to JSON naming each projectId with its allowed app origins, like {"my-project":["https://app.example.com"]} (any port: "http://localhost:*")',
      'GANGWAY_AUTH_RPC_URLS is required in production: set it (or "rpcUrls" in the config file) to JSON naming the RPC URL of each chain the embedded wallet serves, like {"eip155:8453":"https://mainnet.base.org"}'
    ])
  })

  it("decodes the frame's chains, the social providers and earlier recovery keys; names a wrong provider entry", async () => {
    const other = Buffer.alloc(32, 9).toString("base64")
    const config = await loadAuthConfig({
      env: {
        ...PRODUCTION,
        GANGWAY_AUTH_BUNDLER_URLS: '{"eip155:8453":"https://bundler.example.com"}',
        GANGWAY_AUTH_SOCIAL_PROVIDERS:
          '{"google":{"clientId":"id.apps.googleusercontent.com","clientSecret":"s"},"apple":{"clientId":"com.example.web","clientSecret":{"teamId":"T","keyId":"K","privateKey":"P"}}}',
        GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS: ` ${other} `,
        GANGWAY_AUTH_FARCASTER_RPC_URL: "https://mainnet.optimism.io"
      },
      production: true
    })
    expect(config.farcaster).toEqual({ relayUrl: "https://relay.farcaster.xyz", rpcUrl: "https://mainnet.optimism.io" })
    expect(config.frame).toEqual({
      rpcUrls: { "eip155:8453": "https://mainnet.base.org" },
      bundlerUrls: { "eip155:8453": "https://bundler.example.com" }
    })
    expect(config.socialProviders).toEqual({
      google: { clientId: "id.apps.googleusercontent.com", clientSecret: "s" },
      apple: { clientId: "com.example.web", clientSecret: { teamId: "T", keyId: "K", privateKey: "P" } }
    })
    expect(config.previousRecoveryKeys).toEqual([other])
    expect(
      await problemsOf(
        loadAuthConfig({
          env: {
            ...PRODUCTION,
            GANGWAY_AUTH_SOCIAL_PROVIDERS: '{"github":{"clientId":"x"}}',
            GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS: "short"
          },
          production: true
        })
      )
    ).toEqual([
      "GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS must be recovery keys used before, comma-separated, each 32 bytes in base64: shares they sealed still open until `gangway-auth reseal` seals them with the current key",
      'GANGWAY_AUTH_SOCIAL_PROVIDERS must be JSON naming each social provider offered with its client id and secret, like {"google":{"clientId":"…","clientSecret":"…"}} (docs/auth-server.md lists each provider\'s fields)'
    ])
  })

  it("requires https for the public URL in production, except on loopback", async () => {
    const http = { ...PRODUCTION, GANGWAY_AUTH_PUBLIC_URL: "http://auth.example.com" }
    expect(await problemsOf(loadAuthConfig({ env: http, production: true }))).toEqual([
      "GANGWAY_AUTH_PUBLIC_URL must be https in production (http only on 127.0.0.1, [::1] or localhost): serve the service behind TLS and give its https URL"
    ])
    const loopback = { ...PRODUCTION, GANGWAY_AUTH_PUBLIC_URL: "http://127.0.0.1:8787" }
    expect((await loadAuthConfig({ env: loopback, production: true })).publicUrl).toBe("http://127.0.0.1:8787")
  })

  it("names every wrong value in one error, without repeating the values", async () => {
    const env = {
      GANGWAY_AUTH_HOST: "a host",
      GANGWAY_AUTH_PORT: "70000",
      GANGWAY_AUTH_PUBLIC_URL: "https://auth.example.com/path",
      DATABASE_URL: "mysql://db/auth",
      GANGWAY_AUTH_RECOVERY_KEY: "c2hvcnQ=",
      GANGWAY_AUTH_SMTP_URL: "http://mail.example.com",
      GANGWAY_AUTH_MAIL_FROM: "nobody",
      GANGWAY_AUTH_PROJECTS: '{"my-app":["app.example.com"]}',
      GANGWAY_AUTH_FRAME_ORIGIN: "https://frame.example.com/x",
      GANGWAY_AUTH_EMAIL_COOLDOWN_SECONDS: "-1",
      GANGWAY_AUTH_RATE_LIMIT_WINDOW_SECONDS: "0",
      GANGWAY_AUTH_RATE_LIMIT_PER_ADDRESS: "many",
      GANGWAY_AUTH_RATE_LIMIT_PER_PROJECT: "1.5",
      GANGWAY_AUTH_TRUST_PROXY: "yes"
    }
    const problems = await problemsOf(loadAuthConfig({ env }))
    expect(problems).toEqual([
      "GANGWAY_AUTH_HOST must be a host name or IP address to listen on, like 0.0.0.0 (every interface) or 127.0.0.1",
      "GANGWAY_AUTH_PORT must be a port number from 0 to 65535 (0 picks a free port)",
      "GANGWAY_AUTH_PUBLIC_URL must be the service's public origin, like https://auth.example.com (no path)",
      "DATABASE_URL must be a PostgreSQL URL, like postgres://user:password@host:5432/name (leave it unset for PGlite in GANGWAY_AUTH_DATA_DIR)",
      "GANGWAY_AUTH_RECOVERY_KEY must be 32 random bytes in base64: make one with `openssl rand -base64 32` and keep it apart from the database",
      "GANGWAY_AUTH_SMTP_URL must be your mail server's URL, like smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587",
      'GANGWAY_AUTH_MAIL_FROM must be the sender of login mails, like "Example <auth@example.com>"',
      'GANGWAY_AUTH_PROJECTS must be JSON naming each projectId with its allowed app origins, like {"my-project":["https://app.example.com"]} (any port: "http://localhost:*")',
      "GANGWAY_AUTH_FRAME_ORIGIN must be the origin of the frame's page, like https://auth.example.com (no path)",
      "GANGWAY_AUTH_EMAIL_COOLDOWN_SECONDS must be a number of seconds from 0 to 3600 between two login mails to one address",
      "GANGWAY_AUTH_RATE_LIMIT_WINDOW_SECONDS must be a number of seconds from 1 to 86400: how long a rate limit's count lasts",
      "GANGWAY_AUTH_RATE_LIMIT_PER_ADDRESS must be a whole number of requests per window from one client address (0 turns the limit off)",
      "GANGWAY_AUTH_RATE_LIMIT_PER_PROJECT must be a whole number of requests per window for one project (0 turns the limit off)",
      "GANGWAY_AUTH_TRUST_PROXY must be true or false: true only behind a proxy that sets X-Forwarded-For (the client address is then its last entry)"
    ])
    expect(problems.join("\n")).not.toContain("c2hvcnQ=")
  })

  it("reads a JSON config file; the environment overrides it; unknown keys and wrong values name the file", async () => {
    const file = join(folder, "auth.json")
    await writeFile(
      file,
      JSON.stringify({
        port: 9000,
        smtpUrl: SMTP,
        projects: { "my-app": ["https://app.example.com"] },
        trustProxy: true
      })
    )
    const config = await loadAuthConfig({ env: { GANGWAY_AUTH_PORT: "9001" }, configPath: file })
    expect(config).toMatchObject({
      port: 9001,
      mail: { smtpUrl: SMTP },
      projects: { "my-app": ["https://app.example.com"] },
      trustProxy: true
    })
    expect((await loadAuthConfig({ env: { GANGWAY_AUTH_CONFIG: file } })).port).toBe(9000)

    await writeFile(file, JSON.stringify({ port: "eighty", smtpUrl: SMTP, colour: "blue" }))
    expect(await problemsOf(loadAuthConfig({ env: {}, configPath: file }))).toEqual([
      `"port" in ${file} (or GANGWAY_AUTH_PORT) must be a port number from 0 to 65535 (0 picks a free port)`,
      `The config file ${file} has an unknown setting "colour": the settings are host, port, publicUrl, databaseUrl, dataDir, recoveryKey, smtpUrl, mailFrom, projects, frameOrigin, emailCooldownSeconds, rateLimitWindowSeconds, rateLimitPerAddress, rateLimitPerProject, trustProxy, previousRecoveryKeys, rpcUrls, bundlerUrls, socialProviders, farcasterRpcUrl, farcasterRelayUrl`
    ])

    await writeFile(file, "[1, 2]")
    expect(await problemsOf(loadAuthConfig({ env: {}, configPath: file }))).toEqual([
      `The config file ${file} must be a JSON object of settings, like {"port": 8787, "publicUrl": "https://auth.example.com"}`,
      'GANGWAY_AUTH_SMTP_URL is required: set it (or "smtpUrl" in the config file) to your mail server\'s URL, like smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587'
    ])
    const absent = join(folder, "absent.json")
    expect(await problemsOf(loadAuthConfig({ env: { GANGWAY_AUTH_SMTP_URL: SMTP }, configPath: absent }))).toEqual([
      `The config file ${absent} could not be read (ENOENT): give an existing file with --config or GANGWAY_AUTH_CONFIG`
    ])
  })

  it("puts the whole list in the error's message", async () => {
    const error = await loadAuthConfig({ env: { GANGWAY_AUTH_PORT: "x" } }).catch((error: unknown) => error)
    expect((error as Error).message).toBe(
      "The auth server's configuration has 2 problems:\n" +
        "- GANGWAY_AUTH_PORT must be a port number from 0 to 65535 (0 picks a free port)\n" +
        '- GANGWAY_AUTH_SMTP_URL is required: set it (or "smtpUrl" in the config file) to your mail server\'s URL, like smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587'
    )
  })
})

describe("loadDatabaseConfig", () => {
  it("reads only the database settings (migrate needs no secret)", async () => {
    expect(await loadDatabaseConfig({ env: { GANGWAY_AUTH_DATA_DIR: "./data" }, production: true })).toEqual({
      url: undefined,
      dataDir: resolve("data")
    })
    expect(await problemsOf(loadDatabaseConfig({ env: { DATABASE_URL: "db" } }))).toEqual([
      "DATABASE_URL must be a PostgreSQL URL, like postgres://user:password@host:5432/name (leave it unset for PGlite in GANGWAY_AUTH_DATA_DIR)"
    ])
  })
})
