// Every error the core reports, as one union, and the guard that narrows to it. At the top
// floor, because the catalogue spans the areas' own error modules.
import type * as AuthErrors from "./controllers/auth/auth-errors.js"
import type * as NameErrors from "./controllers/names/errors.js"
import type * as OnrampErrors from "./controllers/onramp/errors.js"
import type * as SessionErrors from "./controllers/sessions/errors.js"
import type * as SwapErrors from "./controllers/swap/errors.js"
import type * as BalanceErrors from "./errors/balances.js"
import type * as ChainErrors from "./errors/chain.js"
import type * as ConnectionErrors from "./errors/connection.js"
import type * as FrameErrors from "./errors/frame.js"
import { type GangwayErrorBrand, hasGangwayBrand } from "./errors/gangway-error.js"
import type * as PreconditionErrors from "./errors/preconditions.js"
import type * as SendingErrors from "./errors/sending.js"
import type * as ServiceErrors from "./errors/services.js"
import type * as ProviderErrors from "./provider/provider-error.js"
import type * as SiwxErrors from "./siwx/errors.js"

// Distributes over a union of modules: the instances of each module's error classes.
type ErrorsOf<Module> = Module extends unknown
  ? {
      [K in keyof Module]: Module[K] extends abstract new (
        ...args: never
      ) => infer E
        ? E extends GangwayErrorBrand & { readonly _tag: string }
          ? E
          : never
        : never
    }[keyof Module]
  : never

/** Any error the core reports: match on `_tag`, show `message`, log `details`, link `docsPath`. */
export type AnyGangwayError = ErrorsOf<
  | typeof AuthErrors
  | typeof NameErrors
  | typeof OnrampErrors
  | typeof SessionErrors
  | typeof SwapErrors
  | typeof BalanceErrors
  | typeof ChainErrors
  | typeof ConnectionErrors
  | typeof FrameErrors
  | typeof PreconditionErrors
  | typeof SendingErrors
  | typeof ServiceErrors
  | typeof ProviderErrors
  | typeof SiwxErrors
>

/** The tag of any error the core reports. */
export type GangwayErrorTag = AnyGangwayError["_tag"]

/**
 * Whether `error` is one of Gangway's errors; with a tag, whether it is that one, narrowed to
 * its class (`isGangwayError(error, "InvalidInput") && error.field`).
 */
export const isGangwayError: {
  (error: unknown): error is AnyGangwayError
  <Tag extends GangwayErrorTag>(error: unknown, tag: Tag): error is Extract<AnyGangwayError, { readonly _tag: Tag }>
} = hasGangwayBrand as never
