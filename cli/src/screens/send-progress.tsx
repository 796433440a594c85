import { Box, Text } from "ink"

export type ProgressPhase = "preparing" | "signing" | "pending" | "confirmed" | "failed"

export interface SendProgressProps {
  readonly phase: ProgressPhase
  readonly amount: string
  readonly symbol: string
  readonly to: string
  readonly hash?: string | undefined
  readonly error?: string | undefined
}

const STEPS: ReadonlyArray<{ readonly phase: ProgressPhase; readonly label: string }> = [
  { phase: "preparing", label: "Checking amount, receiver and gas" },
  { phase: "signing", label: "Signing in the wallet" },
  { phase: "pending", label: "Waiting until mined" },
  { phase: "confirmed", label: "Confirmed" }
]

const order = (phase: ProgressPhase) => STEPS.findIndex((step) => step.phase === phase)

/** A send under way: each step done (✔), current (›) or to come (·), then the hash. */
export const SendProgress = ({ phase, amount, symbol, to, hash, error }: SendProgressProps) => {
  const current = phase === "failed" ? -1 : order(phase)
  return (
    <Box flexDirection="column">
      <Text bold>
        Sending {amount} {symbol} to {to}
      </Text>
      {STEPS.map((step, index) => {
        const done = phase === "confirmed" || index < current
        const active = index === current && phase !== "confirmed"
        return (
          <Text key={step.phase} {...(done ? { color: "green" } : active ? { color: "cyan" } : { dimColor: true })}>
            {done ? "✔" : active ? "›" : "·"} {step.label}
            {active ? "…" : ""}
          </Text>
        )
      })}
      {hash === undefined ? null : <Text>Hash {hash}</Text>}
      {phase === "failed" ? <Text color="red">✘ {error ?? "Failed to send transaction. Please try again."}</Text> : null}
    </Box>
  )
}
