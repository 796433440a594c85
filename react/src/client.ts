import "./index.js" // one chunk for the first bundle in esbuild: see index.ts
import { createGangway as createClient, type CreateGangwayOptions, type GangwayClient } from "@gangway/core"

/**
 * `createGangway` of `@gangway/core` for a React app: the client reports itself to the
 * hosted services as this package (`sv=react-<version>`), so the directory lists every wallet
 * the modal can present. A subpath of its own (`@gangway/react/client`), so the page's first
 * bundle, which imports `@gangway/react`, does not reach the client's code.
 */
export const createGangway = (options: CreateGangwayOptions): GangwayClient =>
  createClient({ sdkFlavor: "react", ...options })
