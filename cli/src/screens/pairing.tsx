import { Box, Text } from "ink"
import { useEffect, useState } from "react"

export interface PairingProps {
  /** The `wc:` URI the wallet pairs from. */
  readonly uri: string
  /** The URI as a QR code, already drawn in terminal characters. */
  readonly qr: string
  /** Epoch ms when the pairing expires (4 minutes after it was created). */
  readonly expiresAt: number
  /** Epoch ms now. */
  readonly now: number
  /** Remaining time at or below which the pairing counts as expired (10 s). */
  readonly marginMs: number
}

/** `m:ss` of a duration in ms, never negative. */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}

/** WalletConnect pairing: the QR code, the URI as text, and the time left. */
export const Pairing = ({ uri, qr, expiresAt, now, marginMs }: PairingProps) => {
  const left = expiresAt - now
  const expired = left <= marginMs
  return (
    <Box flexDirection="column">
      <Text bold>Scan with a WalletConnect wallet</Text>
      <Text>{qr}</Text>
      <Text>Or paste this URI into the wallet:</Text>
      <Text color="cyan">{uri}</Text>
      <Box marginTop={1}>
        {expired ? (
          <Text color="red">Pairing expired: run gangway connect again</Text>
        ) : (
          <Text>
            Expires in <Text bold>{formatCountdown(left)}</Text> · waiting for the wallet…
          </Text>
        )}
      </Box>
    </Box>
  )
}

/** The pairing screen with its clock ticking every second. */
export const LivePairing = (props: Omit<PairingProps, "now"> & { readonly clock?: () => number }) => {
  const clock = props.clock ?? Date.now
  const [now, setNow] = useState(clock)
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 1000)
    return () => clearInterval(timer)
  }, [clock])
  return <Pairing uri={props.uri} qr={props.qr} expiresAt={props.expiresAt} marginMs={props.marginMs} now={now} />
}
