import { randomBytes } from "node:crypto"
import { resolve } from "node:path"
import { type AuthProjects, LOCAL_AUTH_PROJECTS } from "../allowlist.js"
import type { SocialProvidersConfig } from "../social/providers.js"
import { EMAIL_COOLDOWN_MS } from "../store/cooldown.js"
import { AuthConfigError } from "./config-error.js"
import { readConfigFile } from "./config-file.js"
import { decodeSettings, missing } from "./decode-settings.js"
import { SETTINGS, type SettingName } from "./settings.js"

/** Where the configuration comes from; each has a default from the process. */
export interface AuthConfigSources {
  /** Default: process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** A JSON file of settings by key; default: GANGWAY_AUTH_CONFIG, else none. The environment overrides it. */
  readonly configPath?: string | undefined
  /** Production rules (no secret defaults, https); default: NODE_ENV=production. */
  readonly production?: boolean | undefined
}

export interface DatabaseConfig {
  /** A PostgreSQL server; without it, PGlite in `dataDir`. */
  readonly url: string | undefined
  /** PGlite's data folder, absolute. */
  readonly dataDir: string
}

export interface RateLimitConfig {
  readonly windowMs: number
  /** Requests per window from one client address; 0: no limit. */
  readonly perAddress: number
  /** Requests per window naming one project; 0: no limit. */
  readonly perProject: number
}

/** Everything `startAuthServer` needs, decoded and checked. */
export interface AuthServerConfig {
  readonly production: boolean
  readonly host: string
  readonly port: number
  /** The service's public origin; undefined in development: http://<host>:<port> once listening. */
  readonly publicUrl: string | undefined
  readonly database: DatabaseConfig
  readonly recoveryKey: string
  /** No recovery key was given (development): this one lasts one run, and wallets made with it cannot be recovered after it. */
  readonly recoveryKeyGenerated: boolean
  readonly mail: { readonly smtpUrl: string; readonly from: string }
  readonly projects: AuthProjects
  /** The origin the service answers browsers from (CORS), the frame page's; undefined: the public URL's. */
  readonly frameOrigin: string | undefined
  readonly emailCooldownMs: number
  readonly rateLimits: RateLimitConfig
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  readonly trustProxy: boolean
  /** Recovery keys of before a rotation: what they sealed still opens. */
  readonly previousRecoveryKeys: ReadonlyArray<string>
  /** The chains the frame's wallet serves (RPC URL by CAIP-2 id), and bundlers for smart accounts. */
  readonly frame: {
    readonly rpcUrls: Readonly<Record<string, string>>
    readonly bundlerUrls: Readonly<Record<string, string>>
  }
  /** The social providers offered (none when empty). */
  readonly socialProviders: SocialProvidersConfig
  /** Sign In With Farcaster: the relay and OP Mainnet's RPC (the ID registry); undefined: off. */
  readonly farcaster: { readonly relayUrl: string; readonly rpcUrl: string } | undefined
}

/** Farcaster's own relay. */
const FARCASTER_RELAY_URL = "https://relay.farcaster.xyz"

const DEFAULT_PORT = 8787
const DEFAULT_DATA_DIR = "./gangway-auth-data"
const DEFAULT_MAIL_FROM = "Gangway <auth@localhost>"
const DEFAULT_RATE_LIMITS = { windowSeconds: 60, perAddress: 120, perProject: 3000 }

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"])

const sourcesOf = async (sources: AuthConfigSources) => {
  const env = sources.env ?? process.env
  const configPath = sources.configPath ?? env.GANGWAY_AUTH_CONFIG
  const file = configPath === undefined || configPath === "" ? undefined : await readConfigFile(configPath)
  return { env, file, production: sources.production ?? env.NODE_ENV === "production" }
}

const databaseOf = (values: { databaseUrl?: string; dataDir?: string }): DatabaseConfig => ({
  url: values.databaseUrl,
  dataDir: resolve(values.dataDir ?? DEFAULT_DATA_DIR)
})

/** The database settings alone (`gangway-auth migrate`): DATABASE_URL, else GANGWAY_AUTH_DATA_DIR. */
export const loadDatabaseConfig = async (sources: AuthConfigSources = {}): Promise<DatabaseConfig> => {
  const { env, file } = await sourcesOf(sources)
  const { values, problems } = decodeSettings(["databaseUrl", "dataDir"], env, file)
  if (problems.length > 0) throw new AuthConfigError(problems)
  return databaseOf(values)
}

/** What `gangway-auth reseal` needs: the database, the current recovery key and the previous ones. */
export const loadRecoveryConfig = async (sources: AuthConfigSources = {}) => {
  const { env, file } = await sourcesOf(sources)
  const { values, problems, wrong } = decodeSettings(
    ["databaseUrl", "dataDir", "recoveryKey", "previousRecoveryKeys"],
    env,
    file
  )
  const all = [...problems]
  if (values.recoveryKey === undefined && !wrong.has("recoveryKey")) all.push(missing("recoveryKey", " to reseal"))
  if (all.length > 0) throw new AuthConfigError(all)
  return {
    database: databaseOf(values),
    recoveryKey: values.recoveryKey ?? "",
    previousRecoveryKeys: values.previousRecoveryKeys ?? []
  }
}

/**
 * Reads and checks the auth server's configuration from the environment and the config file;
 * throws one AuthConfigError naming every wrong or missing setting.
 */
export const loadAuthConfig = async (sources: AuthConfigSources = {}): Promise<AuthServerConfig> => {
  const { env, file, production } = await sourcesOf(sources)
  const names = Object.keys(SETTINGS) as Array<SettingName>
  const decoded = decodeSettings(names, env, file)
  const { values, wrong } = decoded
  const problems = [...decoded.problems]
  const required = names.filter(
    (name) => name === "smtpUrl" || (production && SETTINGS[name].requiredInProduction === true)
  )
  for (const name of required)
    if (values[name] === undefined && !wrong.has(name)) problems.push(missing(name, production ? " in production" : ""))
  const publicUrl = values.publicUrl
  if (
    production &&
    publicUrl !== undefined &&
    !publicUrl.startsWith("https:") &&
    !LOOPBACK.has(new URL(publicUrl).hostname)
  )
    problems.push(
      `${SETTINGS.publicUrl.env} must be https in production (http only on 127.0.0.1, [::1] or localhost): serve the service behind TLS and give its https URL`
    )
  if (problems.length > 0) throw new AuthConfigError(problems)
  const port = values.port ?? DEFAULT_PORT
  const host = values.host ?? (production ? "0.0.0.0" : "127.0.0.1")
  return {
    production,
    host,
    port,
    publicUrl,
    database: databaseOf(values),
    recoveryKey: values.recoveryKey ?? randomBytes(32).toString("base64"),
    recoveryKeyGenerated: values.recoveryKey === undefined,
    mail: { smtpUrl: values.smtpUrl ?? "", from: values.mailFrom ?? DEFAULT_MAIL_FROM },
    projects: values.projects ?? LOCAL_AUTH_PROJECTS,
    frameOrigin: values.frameOrigin,
    emailCooldownMs: values.emailCooldownSeconds === undefined ? EMAIL_COOLDOWN_MS : values.emailCooldownSeconds * 1000,
    rateLimits: {
      windowMs: (values.rateLimitWindowSeconds ?? DEFAULT_RATE_LIMITS.windowSeconds) * 1000,
      perAddress: values.rateLimitPerAddress ?? DEFAULT_RATE_LIMITS.perAddress,
      perProject: values.rateLimitPerProject ?? DEFAULT_RATE_LIMITS.perProject
    },
    trustProxy: values.trustProxy ?? false,
    previousRecoveryKeys: values.previousRecoveryKeys ?? [],
    frame: { rpcUrls: values.rpcUrls ?? {}, bundlerUrls: values.bundlerUrls ?? {} },
    socialProviders: values.socialProviders ?? {},
    farcaster:
      values.farcasterRpcUrl === undefined
        ? undefined
        : { relayUrl: values.farcasterRelayUrl ?? FARCASTER_RELAY_URL, rpcUrl: values.farcasterRpcUrl }
  }
}
