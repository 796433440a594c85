// The auth code a page loads only when email or social login is used (its own chunk).
import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import { Effect } from "effect"
import { embeddedChannel, type EmbeddedWalletChannel } from "./embedded-channel.js"
import type { FrameHost } from "./frame-host.js"
import { makeFrameTransport, type FrameTransport } from "./frame-transport.js"

export { iframeHost } from "./frame-host.js"

/** The frame's transport, and the channel the namespaces' adapters reach its embedded wallet through. */
export const openAuthFrame = (host: FrameHost, onDropped: (reason: string) => void): Effect.Effect<AuthFrame> =>
  Effect.map(makeFrameTransport(host, onDropped), (transport) => ({ transport, channel: embeddedChannel(transport) }))

export interface AuthFrame {
  readonly transport: FrameTransport
  readonly channel: EmbeddedWalletChannel
}
