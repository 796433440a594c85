import { Schema } from "effect"
import { SocialProvider } from "./domain/account.js"
import { CaipNetwork } from "./domain/caip-network.js"
import { ChainNamespace } from "./domain/namespace.js"
import { ThemeMode, ThemeVariables } from "./domain/theme.js"
import { isSiwxProvider } from "./domain/siwx-provider.js"

/** A URL string whose protocol is one of `protocols`. */
const urlOf = (protocols: ReadonlyArray<string>, message: string) =>
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter(
        (value: string) => {
          try {
            return protocols.includes(new URL(value).protocol)
          } catch {
            return false
          }
        },
        { message }
      )
    )
  )

const Url = urlOf(["http:", "https:"], "must be an http(s) URL")
const WebSocketUrl = urlOf(["ws:", "wss:"], "must be a ws(s) URL")

/** An ISO 4217 currency code Intl can write (`USD`, `EUR`, `jpy`). */
const CurrencyCode = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: string) =>
        /^[A-Za-z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value.toUpperCase()),
      {
        message: "must be an ISO 4217 currency code such as USD or EUR"
      }
    )
  )
)

export const ConnectMethod = Schema.Literals(["email", "social", "wallet"])
export type ConnectMethod = typeof ConnectMethod.Type

/** What a dApp passes to `createGangway`, checked before anything starts. */
export const GangwayOptions = Schema.Struct({
  networks: Schema.NonEmptyArray(CaipNetwork),
  defaultNetwork: Schema.optional(CaipNetwork),
  projectId: Schema.optional(Schema.NonEmptyString),
  metadata: Schema.optional(
    Schema.Struct({
      name: Schema.String,
      description: Schema.optional(Schema.String),
      url: Schema.optional(Url),
      icons: Schema.optional(Schema.Array(Schema.String))
    })
  ),
  themeMode: Schema.optional(ThemeMode),
  themeVariables: Schema.optional(ThemeVariables),
  /**
   * The language of the modal and the CLI, a BCP 47 tag (`ja`, `de-AT`); the closest shipped
   * locale is used (see LOCALES). Default: the browser's languages (the CLI: `LANG`).
   */
  locale: Schema.optional(Schema.NonEmptyString),
  /** The currency token values and prices are asked for and shown in (ISO 4217, default USD): the data API's `currency`. */
  currency: Schema.optional(CurrencyCode),
  features: Schema.optional(
    Schema.Struct({
      email: Schema.optional(Schema.Boolean),
      socials: Schema.optional(Schema.Union([Schema.Array(SocialProvider), Schema.Literal(false)])),
      swaps: Schema.optional(Schema.Boolean),
      onramp: Schema.optional(Schema.Boolean),
      history: Schema.optional(Schema.Boolean),
      analytics: Schema.optional(Schema.Boolean),
      smartSessions: Schema.optional(Schema.Boolean)
    })
  ),
  connectMethodsOrder: Schema.optional(Schema.Array(ConnectMethod)),
  featuredWalletIds: Schema.optional(Schema.Array(Schema.String)),
  includeWalletIds: Schema.optional(Schema.Array(Schema.String)),
  excludeWalletIds: Schema.optional(Schema.Array(Schema.String)),
  /** Sign-in with the wallet: a provider such as `siwxLocal()` or `siwxServer({ url })` (docs/sign-in.md). */
  siwx: Schema.optional(
    Schema.declare(isSiwxProvider, {
      expected:
        "a sign-in provider (siwxLocal(), siwxServer({ url }), or an object with createMessage, addSession, getSessions, setSessions and getRequired)"
    })
  ),
  apiUrls: Schema.optional(
    Schema.Struct({
      dataApi: Schema.optional(Url),
      walletDirectory: Schema.optional(Url),
      analytics: Schema.optional(Url)
    })
  ),
  /**
   * Email and social login through the secure frame at `frameUrl` (docs/auth.md): the Connect view offers
   * email (unless `email: false`) and the `socials` listed (all six by default).
   */
  auth: Schema.optional(
    Schema.Struct({
      frameUrl: Url,
      email: Schema.optional(Schema.Boolean),
      socials: Schema.optional(Schema.Array(SocialProvider)),
      /** Sign In With Farcaster (docs/farcaster.md); default: offered with the social logins. */
      farcaster: Schema.optional(Schema.Boolean)
    })
  ),
  /** The WalletConnect relay; defaults to the public one. WalletConnect is offered when a projectId is set. */
  relayUrl: Schema.optional(WebSocketUrl),
  /** Let users switch networks from the modal (default true). */
  enableNetworkSwitch: Schema.optional(Schema.Boolean),
  /** Stay on a wallet chain the dApp does not list instead of asking to switch (default false). */
  allowUnsupportedChain: Schema.optional(Schema.Boolean),
  /** Keep the client's log (up to 1,024,000 bytes) for `logs()` / `exportLogs()` (default true). */
  enableLogger: Schema.optional(Schema.Boolean),
  /**
   * WalletConnect only ("basic" mode): the modal opens on the pairing code
   * (ConnectingWalletConnectBasic) and a session takes the wallet's chain as it
   * is, without the UnsupportedChain prompt. Needs a projectId.
   */
  basic: Schema.optional(Schema.Boolean),
  /**
   * Registered names: `suffix` is the zone the product's names live in, shown in
   * placeholders and examples (default `.reown.id`). DNS labels, with or without the leading dot.
   */
  names: Schema.optional(
    Schema.Struct({
      suffix: Schema.optional(
        Schema.String.pipe(
          Schema.check(
            Schema.makeFilter(
              (value: string) =>
                /^\.?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value),
              {
                message: "must be a name zone such as .reown.id"
              }
            )
          )
        )
      )
    })
  ),
  /** The namespaces the dApp has adapters for; defaults to the networks' namespaces. */
  adapters: Schema.optional(Schema.Array(ChainNamespace))
})
export type GangwayOptions = typeof GangwayOptions.Type
