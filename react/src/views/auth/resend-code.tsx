import { useEffect, useState } from "react"
import { useMessages } from "../../i18n/use-messages.js"
import { authMessages } from "./messages.js"
import { cooldownSecondsLeft } from "./use-auth.js"

/** "Resend code", counting down the 30 s cool-down while it lasts (the core enforces it). */
export const ResendCode = ({
  lastAt,
  onResend
}: {
  readonly lastAt: number | undefined
  readonly onResend: () => void
}) => {
  const t = useMessages(authMessages)
  const [now, setNow] = useState(() => Date.now())
  const left = cooldownSecondsLeft(lastAt, now)
  useEffect(() => {
    if (left === 0) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [left])
  return (
    <button type="button" className="gw-auth__resend" data-testid="resend-code" disabled={left > 0} onClick={onResend}>
      {left > 0 ? t("resendIn", { seconds: left }) : t("resend")}
    </button>
  )
}
