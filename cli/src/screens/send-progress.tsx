import { noticeMessages, translate } from "@gangway/core/i18n"
import { Box, Text } from "ink"
import { speaker, ENGLISH, type Language } from "../i18n/language.js"
import { sendMessages } from "./send-messages.js"

export type ProgressPhase = "preparing" | "signing" | "pending" | "confirmed" | "failed"

export interface SendProgressProps {
  readonly phase: ProgressPhase
  readonly amount: string
  readonly symbol: string
  readonly to: string
  readonly hash?: string | undefined
  readonly error?: string | undefined
  readonly language?: Language | undefined
}

const STEPS = ["preparing", "signing", "pending", "confirmed"] as const

const order = (phase: ProgressPhase) => STEPS.findIndex((step) => step === phase)

/** A send under way: each step done (✔), current (›) or to come (·), then the hash. */
export const SendProgress = ({ phase, amount, symbol, to, hash, error, language = ENGLISH }: SendProgressProps) => {
  const t = speaker(sendMessages, language)
  const current = phase === "failed" ? -1 : order(phase)
  return (
    <Box flexDirection="column">
      <Text bold>
        {t("sending", { amount, symbol, to })}
      </Text>
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
      {hash === undefined ? null : <Text>{t("hash", { hash })}</Text>}
      {phase === "failed" ? <Text color="red">✘ {error ?? translate(noticeMessages, language.locale, language.loaded, "sendFailed")}</Text> : null}
    </Box>
  )
}
