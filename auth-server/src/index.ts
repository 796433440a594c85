export { type AuthProjects, INVALID_APP_CONFIGURATION, LOCAL_AUTH_PROJECTS } from "./allowlist.js"
export type { AuthMail } from "./context.js"
export { AuthConfigError } from "./config/config-error.js"
export {
  type AuthConfigSources,
  type AuthServerConfig,
  type DatabaseConfig,
  type RateLimitConfig,
  loadAuthConfig,
  loadDatabaseConfig
} from "./config/load-config.js"
export type { FrameOptions } from "./frame-site/handler.js"
export type { FetchHandler } from "./http.js"
export { deviceMail, otpMail } from "./mails.js"
export { type SmtpMailer, type SmtpMailerOptions, smtpMailer } from "./mail/smtp-mailer.js"
export { FARCASTER_REQUEST_TTL_MS, type FarcasterOptions } from "./routes/farcaster-routes.js"
export { type AuthService, type AuthServiceOptions, createAuthService } from "./service.js"
export { withRequestLog } from "./server/request-log.js"
export {
  type RunningAuthServer,
  type StartAuthServerOptions,
  startAuthServer
} from "./server/start-auth-server.js"
export type { AppleSigningKey } from "./social/apple-secret.js"
export {
  type OAuth2ProviderConfig,
  type OidcProviderConfig,
  type AppleProviderConfig,
  PROVIDER_DEFAULTS,
  PROVIDER_TITLES,
  SOCIAL_PROVIDER_NAMES,
  type SocialOptions,
  type SocialProviderName,
  type SocialProvidersConfig
} from "./social/providers.js"
export { EMAIL_COOLDOWN_MS } from "./store/cooldown.js"
export { AUTH_MIGRATIONS } from "./store/migrations.js"
export { RecoveryKeyInvalid } from "./store/wallet-shares.js"
