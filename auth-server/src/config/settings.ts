import type { Schema } from "effect"
import {
  ChainUrls,
  DatabaseUrl,
  DataDir,
  Flag,
  Host,
  HttpUrl,
  MailFrom,
  Origin,
  Projects,
  PublicUrl,
  RecoveryKey,
  RecoveryKeys,
  SmtpUrl,
  SocialProviders,
  wholeNumber
} from "./value-schemas.js"

/** One setting: its environment variable, its key in the config file, how it is decoded and what it must be. */
interface Setting<A> {
  readonly env: string
  readonly key: string
  readonly schema: Schema.Codec<A, string>
  /** What a good value is, said after "must be", with how to make one. */
  readonly expected: string
  /** A production start refuses to go on without it (secrets, and what has no safe default). */
  readonly requiredInProduction?: true
}

const setting = <A>(definition: Setting<A>): Setting<A> => definition

/** Every setting the auth server reads; the env var table of README.md lists the same. */
export const SETTINGS = {
  host: setting({
    env: "GANGWAY_AUTH_HOST",
    key: "host",
    schema: Host,
    expected: "a host name or IP address to listen on, like 0.0.0.0 (every interface) or 127.0.0.1"
  }),
  port: setting({
    env: "GANGWAY_AUTH_PORT",
    key: "port",
    schema: wholeNumber(0, 65_535),
    expected: "a port number from 0 to 65535 (0 picks a free port)"
  }),
  publicUrl: setting({
    env: "GANGWAY_AUTH_PUBLIC_URL",
    key: "publicUrl",
    schema: PublicUrl,
    expected: "the service's public origin, like https://auth.example.com (no path)",
    requiredInProduction: true
  }),
  databaseUrl: setting({
    env: "DATABASE_URL",
    key: "databaseUrl",
    schema: DatabaseUrl,
    expected:
      "a PostgreSQL URL, like postgres://user:password@host:5432/name (leave it unset for PGlite in GANGWAY_AUTH_DATA_DIR)"
  }),
  dataDir: setting({
    env: "GANGWAY_AUTH_DATA_DIR",
    key: "dataDir",
    schema: DataDir,
    expected: "a folder for PGlite's data, like ./gangway-auth-data"
  }),
  recoveryKey: setting({
    env: "GANGWAY_AUTH_RECOVERY_KEY",
    key: "recoveryKey",
    schema: RecoveryKey,
    expected: "32 random bytes in base64: make one with `openssl rand -base64 32` and keep it apart from the database",
    requiredInProduction: true
  }),
  smtpUrl: setting({
    env: "GANGWAY_AUTH_SMTP_URL",
    key: "smtpUrl",
    schema: SmtpUrl,
    expected:
      "your mail server's URL, like smtps://user:password@smtp.example.com:465 or smtp://user:password@smtp.example.com:587"
  }),
  mailFrom: setting({
    env: "GANGWAY_AUTH_MAIL_FROM",
    key: "mailFrom",
    schema: MailFrom,
    expected: 'the sender of login mails, like "Example <auth@example.com>"',
    requiredInProduction: true
  }),
  projects: setting({
    env: "GANGWAY_AUTH_PROJECTS",
    key: "projects",
    schema: Projects,
    expected:
      'JSON naming each projectId with its allowed app origins, like {"my-project":["https://app.example.com"]} (any port: "http://localhost:*")',
    requiredInProduction: true
  }),
  frameOrigin: setting({
    env: "GANGWAY_AUTH_FRAME_ORIGIN",
    key: "frameOrigin",
    schema: Origin,
    expected: "the origin of the frame's page, like https://auth.example.com (no path)"
  }),
  emailCooldownSeconds: setting({
    env: "GANGWAY_AUTH_EMAIL_COOLDOWN_SECONDS",
    key: "emailCooldownSeconds",
    schema: wholeNumber(0, 3600),
    expected: "a number of seconds from 0 to 3600 between two login mails to one address"
  }),
  rateLimitWindowSeconds: setting({
    env: "GANGWAY_AUTH_RATE_LIMIT_WINDOW_SECONDS",
    key: "rateLimitWindowSeconds",
    schema: wholeNumber(1, 86_400),
    expected: "a number of seconds from 1 to 86400: how long a rate limit's count lasts"
  }),
  rateLimitPerAddress: setting({
    env: "GANGWAY_AUTH_RATE_LIMIT_PER_ADDRESS",
    key: "rateLimitPerAddress",
    schema: wholeNumber(0, 1_000_000_000),
    expected: "a whole number of requests per window from one client address (0 turns the limit off)"
  }),
  rateLimitPerProject: setting({
    env: "GANGWAY_AUTH_RATE_LIMIT_PER_PROJECT",
    key: "rateLimitPerProject",
    schema: wholeNumber(0, 1_000_000_000),
    expected: "a whole number of requests per window for one project (0 turns the limit off)"
  }),
  trustProxy: setting({
    env: "GANGWAY_AUTH_TRUST_PROXY",
    key: "trustProxy",
    schema: Flag,
    expected:
      "true or false: true only behind a proxy that sets X-Forwarded-For (the client address is then its last entry)"
  }),
  previousRecoveryKeys: setting({
    env: "GANGWAY_AUTH_PREVIOUS_RECOVERY_KEYS",
    key: "previousRecoveryKeys",
    schema: RecoveryKeys,
    expected:
      "recovery keys used before, comma-separated, each 32 bytes in base64: shares they sealed still open until `gangway-auth reseal` seals them with the current key"
  }),
  rpcUrls: setting({
    env: "GANGWAY_AUTH_RPC_URLS",
    key: "rpcUrls",
    schema: ChainUrls,
    expected:
      'JSON naming the RPC URL of each chain the embedded wallet serves, like {"eip155:8453":"https://mainnet.base.org"}',
    requiredInProduction: true
  }),
  bundlerUrls: setting({
    env: "GANGWAY_AUTH_BUNDLER_URLS",
    key: "bundlerUrls",
    schema: ChainUrls,
    expected: 'JSON naming an ERC-4337 bundler URL per EVM chain with smart accounts, like {"eip155:8453":"https://…"}'
  }),
  socialProviders: setting({
    env: "GANGWAY_AUTH_SOCIAL_PROVIDERS",
    key: "socialProviders",
    schema: SocialProviders,
    expected:
      'JSON naming each social provider offered with its client id and secret, like {"google":{"clientId":"…","clientSecret":"…"}} (docs/auth-server.md lists each provider\'s fields)'
  }),
  farcasterRpcUrl: setting({
    env: "GANGWAY_AUTH_FARCASTER_RPC_URL",
    key: "farcasterRpcUrl",
    schema: HttpUrl,
    expected:
      "an OP Mainnet RPC URL, like https://mainnet.optimism.io (Farcaster's ID registry lives there); set, it turns Farcaster login on"
  }),
  farcasterRelayUrl: setting({
    env: "GANGWAY_AUTH_FARCASTER_RELAY_URL",
    key: "farcasterRelayUrl",
    schema: HttpUrl,
    expected: "the Farcaster relay's URL, like https://relay.farcaster.xyz (the default)"
  })
} as const

export type SettingName = keyof typeof SETTINGS

/** The decoded value of each setting given (absent ones are undefined). */
export type SettingValues = { readonly [Name in SettingName]?: (typeof SETTINGS)[Name]["schema"]["Type"] }
