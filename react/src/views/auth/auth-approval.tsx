import { useLayoutEffect, useRef } from "react"
import { useGangwayClient } from "../../context.js"

/**
 * The secure frame's own approval screen, laid over this box: the person approves or rejects
 * inside the frame (the app cannot do it for them).
 */
export const AuthApproval = ({ method, height }: { readonly method: string; readonly height: number | undefined }) => {
  const client = useGangwayClient()
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    client.auth.showFrame(box.current ?? undefined)
    return () => client.auth.showFrame(undefined)
  }, [client, height])
  return (
    <div className="gw-connecting" data-testid="approve-transaction-view" data-method={method} data-source="auth-frame">
      <p className="gw-text">Review this request in the secure window below. Only you can approve it there.</p>
      <div ref={box} data-testid="auth-frame-slot" style={{ width: "100%", height: height ?? 440 }} />
    </div>
  )
}
