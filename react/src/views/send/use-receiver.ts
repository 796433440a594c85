import { useCallback, useEffect, useRef, useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useDebounced } from "../../internal/use-debounced.js"
import { sendProblems } from "./send-errors.js"
import { useMessages } from "../../i18n/use-messages.js"
import { useErrorText, useReasonText } from "../../i18n/use-error-text.js"
import { sendMessages } from "./messages.js"

export type ReceiverStatus =
  | { readonly state: "idle" }
  | { readonly state: "resolving"; readonly input: string }
  | { readonly state: "done"; readonly input: string }
  | { readonly state: "failed"; readonly input: string; readonly message: string }

/** How long typing must pause before a name is looked up (SPEC §9 debounce default). */
const LOOKUP_DELAY_MS = 500

/**
 * The receiver as typed, handed to the core (which resolves a registered name
 * to its address) once typing settles, on blur, or before review. Only the
 * answer for the latest text counts.
 */
export const useReceiver = (initial: string) => {
  const t = useMessages(sendMessages)
  const errorText = useErrorText()
  const reasonText = useReasonText()
  const client = useGangwayClient()
  const [text, setText] = useState(initial)
  const [status, setStatus] = useState<ReceiverStatus>(
    initial === "" ? { state: "idle" } : { state: "done", input: initial }
  )
  const latest = useRef(initial)
  const settled = useDebounced(text, LOOKUP_DELAY_MS)

  const commit = useCallback(
    async (input: string): Promise<boolean> => {
      const value = input.trim()
      latest.current = value
      setStatus(value === "" ? { state: "idle" } : { state: "resolving", input: value })
      try {
        await client.send.setField("receiverAddress", value === "" ? undefined : value)
        if (latest.current === value) setStatus(value === "" ? { state: "idle" } : { state: "done", input: value })
        return true
      } catch (error) {
        const message = sendProblems(error, t, errorText, reasonText)[0]?.message ?? t("missingReceiver")
        if (latest.current === value) setStatus({ state: "failed", input: value, message })
        return false
      }
    },
    [client, t, errorText, reasonText]
  )

  useEffect(() => {
    if (settled.trim() !== latest.current) void commit(settled)
  }, [settled, commit])

  /** Before review: the text as it is now, resolved (or refused). */
  const ensure = useCallback(async () => {
    const value = text.trim()
    if (value === latest.current && status.state === "done") return true
    if (value === latest.current && status.state === "failed") return false
    return commit(value)
  }, [text, status, commit])

  const change = (value: string) => {
    setText(value)
    // A changed text is no longer what was refused; its lookup waits for the typing to settle.
    if (status.state === "failed" && value.trim() !== status.input) setStatus({ state: "idle" })
  }

  return { text, status, change, commit: () => void commit(text), ensure }
}
