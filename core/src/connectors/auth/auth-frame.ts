// The auth code a page loads only when email or social login is used (its own chunk).
import { Effect } from "effect"
import type { FrameHost } from "./frame-host.js"
import { makeFrameTransport, type FrameTransport } from "./frame-transport.js"
import { embeddedProvider, type EmbeddedProvider } from "./embedded-provider.js"

export { iframeHost } from "./frame-host.js"

/** The frame's transport and its embedded wallet's EIP-1193 provider. */
export const openAuthFrame = (host: FrameHost, onDropped: (reason: string) => void): Effect.Effect<AuthFrame> =>
  Effect.map(makeFrameTransport(host, onDropped), (transport) => ({ transport, provider: embeddedProvider(transport) }))

export interface AuthFrame {
  readonly transport: FrameTransport
  readonly provider: EmbeddedProvider
}
