import { useLayoutEffect, useRef } from "react"
import { useGangwayClient } from "../../context.js"
import { useMessages } from "../../i18n/use-messages.js"
import { authMessages } from "./messages.js"

/**
 * The secure frame's own approval screen, laid over this box: the person approves or rejects
 * inside the frame (the app cannot do it for them).
 */
export const AuthApproval = ({ method, height }: { readonly method: string; readonly height: number | undefined }) => {
  const client = useGangwayClient()
  const t = useMessages(authMessages)
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    client.auth.showFrame(box.current ?? undefined)
    return () => client.auth.showFrame(undefined)
  }, [client, height])
  return (
    <div className="gw-connecting" data-testid="approve-transaction-view" data-method={method} data-source="auth-frame">
      <p className="gw-text">{t("approvalLead")}</p>
      <div ref={box} data-testid="auth-frame-slot" style={{ width: "100%", height: height ?? 440 }} />
    </div>
  )
}
