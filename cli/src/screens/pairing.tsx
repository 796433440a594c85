import { Text } from "ink"
import { useEffect, useState } from "react"
import { ENGLISH, say, type Language } from "../i18n/language.js"
import { pairingMessages } from "./pairing-messages.js"

export interface CountdownProps {
  /** Epoch ms when the pairing expires (4 minutes after it was created). */
  readonly expiresAt: number
  /** Epoch ms now. */
  readonly now: number
  /** Remaining time at or below which the pairing counts as expired (10 s). */
  readonly marginMs: number
  readonly language?: Language | undefined
}

/** `m:ss` of a duration in ms, never negative. */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}

/**
 * WalletConnect pairing: the QR code and the URI as plain text, printed once. The URI is
 * one line whatever the terminal's width — a screen (Ink) would break it at the width with
 * hard line breaks, and a URI copied from there would not pair.
 */
export const pairingText = (uri: string, qr: string, language: Language = ENGLISH): string =>
  [
    say(language, pairingMessages, "scan"),
    qr.replace(/\n+$/, ""),
    say(language, pairingMessages, "orPaste"),
    uri,
    ""
  ].join("\n")

/** The time left until the pairing expires (SPEC §4: expired when 10 seconds or less remain). */
export const PairingCountdown = ({ expiresAt, now, marginMs, language = ENGLISH }: CountdownProps) => {
  const left = expiresAt - now
  if (left <= marginMs) return <Text color="red">{say(language, pairingMessages, "expired")}</Text>
  return (
    <Text>
      {say(language, pairingMessages, "expiresIn")} <Text bold>{formatCountdown(left)}</Text> ·{" "}
      {say(language, pairingMessages, "waiting")}
    </Text>
  )
}

/** The countdown, ticking every second (below the pairing text). */
export const LivePairingCountdown = (props: Omit<CountdownProps, "now"> & { readonly clock?: () => number }) => {
  const clock = props.clock ?? Date.now
  const [now, setNow] = useState(clock)
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), 1000)
    return () => clearInterval(timer)
  }, [clock])
  return <PairingCountdown expiresAt={props.expiresAt} marginMs={props.marginMs} now={now} language={props.language} />
}
