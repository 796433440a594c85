import { SEND_CONFIRMATION_WAIT_MS } from "@gangway/core"
import { noticeMessages, translate } from "@gangway/core/i18n"
import { Box, Text } from "ink"
import { speaker, ENGLISH, type Language } from "../i18n/language.js"
import { sendMessages } from "./send-messages.js"

export type ProgressPhase = "preparing" | "signing" | "pending" | "unconfirmed" | "confirmed" | "failed"

export interface SendProgressProps {
  readonly phase: ProgressPhase
  readonly amount: string
  readonly symbol: string
  readonly to: string
  readonly hash?: string | undefined
  /** The transaction's page on the network's explorer, where it has one. */
  readonly explorerUrl?: string | undefined
  readonly error?: string | undefined
  readonly language?: Language | undefined
}

const STEPS = ["preparing", "signing", "pending", "confirmed"] as const

// Sent but not confirmed in time: still waiting until mined, as far as the steps go.
const order = (phase: ProgressPhase) =>
  STEPS.findIndex((step) => step === (phase === "unconfirmed" ? "pending" : phase))

/** A send under way: each step done (✔), current (›) or to come (·), then the hash (and the explorer's page). */
export const SendProgress = ({
  phase,
  amount,
  symbol,
  to,
  hash,
  explorerUrl,
  error,
  language = ENGLISH
}: SendProgressProps) => {
  const t = speaker(sendMessages, language)
  const current = phase === "failed" ? -1 : order(phase)
  return (
    <Box flexDirection="column">
      <Text bold>{t("sending", { amount, symbol, to })}</Text>
      {STEPS.map((step, index) => {
        const done = phase === "confirmed" || index < current
        const active = index === current && phase !== "confirmed"
        return (
          <Text key={step} {...(done ? { color: "green" } : active ? { color: "cyan" } : { dimColor: true })}>
            {done ? "✔" : active ? "›" : "·"} {t(step)}
            {active ? "…" : ""}
          </Text>
        )
      })}
      {phase === "unconfirmed" ? (
        <Text color="yellow">! {t("unconfirmed", { seconds: SEND_CONFIRMATION_WAIT_MS / 1000 })}</Text>
      ) : null}
      {hash === undefined ? null : <Text>{t("hash", { hash })}</Text>}
      {hash === undefined || explorerUrl === undefined ? null : <Text>{t("explorer", { url: explorerUrl })}</Text>}
      {phase === "failed" ? (
        <Text color="red">✘ {error ?? translate(noticeMessages, language.locale, language.loaded, "sendFailed")}</Text>
      ) : null}
    </Box>
  )
}
