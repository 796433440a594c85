import { Effect } from "effect"
import type { AuthFrame } from "../../connectors/auth/auth-frame.js"
import type { FrameEvent } from "../../connectors/auth/protocol/messages.js"
import type { ChainNamespace } from "../../domain/namespace.js"
import type { Store } from "../store.js"
import type { Connection } from "../connection.js"
import type { Modal } from "../modal.js"
import type { Router } from "../router.js"
import type { RunInScope } from "./auth-frame-loader.js"
import type { AuthState } from "./auth-state.js"

/**
 * What the frame starts itself: an approval to show (ApproveTransaction, the frame laid over it),
 * its end, a session gone. Leaving the approval's view aborts the request in the frame too.
 */
export const makeFrameApprovals = Effect.fnUntraced(function* (deps: {
  readonly store: Store<AuthState>
  readonly modal: Modal["Service"]
  readonly router: Router["Service"]
  readonly connection: Connection["Service"]
  readonly namespaces: ReadonlyArray<ChainNamespace>
  readonly opened: () => AuthFrame | undefined
  readonly forget: Effect.Effect<void>
  readonly run: RunInScope
}) {
  const { store, modal, router, connection, opened, run } = deps
  let approvalOpenedModal = false
  let frameHeight: number | undefined
  const approvalShown = () => modal.store.get().open && router.store.get().view === "ApproveTransaction"

  // The person left ApproveTransaction (closed the modal, went back, aborted): the frame drops the request too.
  const abortLeftApproval = () => {
    const approval = store.get().approval
    if (approval === undefined || approvalShown()) return
    const frame = opened()
    frame?.transport.host.show?.(undefined)
    run(
      Effect.andThen(
        store.update((state) => ({ ...state, approval: undefined })),
        Effect.ignore(
          frame === undefined ? Effect.void : frame.transport.request("RPC_ABORT", { requestId: approval.requestId })
        )
      )
    )
  }
  const stopWatchingModal = modal.store.subscribe(abortLeftApproval)
  const stopWatchingRouter = router.store.subscribe(abortLeftApproval)
  yield* Effect.addFinalizer(() =>
    Effect.sync(() => {
      stopWatchingModal()
      stopWatchingRouter()
    })
  )

  const handleEvent = (event: FrameEvent): Effect.Effect<void> =>
    Effect.gen(function* () {
      switch (event.type) {
        case "APPROVAL_REQUESTED": {
          // Shown first, then recorded: leaving the view while it is recorded aborts the request.
          if (!approvalShown()) {
            approvalOpenedModal = !modal.store.get().open
            yield* approvalOpenedModal ? modal.open({ view: "ApproveTransaction" }) : router.push("ApproveTransaction")
          }
          yield* store.update((state) => ({
            ...state,
            approval: { requestId: event.payload.requestId, method: event.payload.method, height: frameHeight }
          }))
          return
        }
        case "FRAME_RESIZE":
          frameHeight = event.payload.height
          yield* store.update((state) =>
            state.approval === undefined
              ? state
              : { ...state, approval: { ...state.approval, height: event.payload.height } }
          )
          return
        case "APPROVAL_FINISHED": {
          opened()?.transport.host.show?.(undefined)
          yield* store.update((state) => ({ ...state, approval: undefined }))
          if (!approvalShown()) return
          yield* approvalOpenedModal ? Effect.asVoid(modal.close()) : Effect.asVoid(router.back())
          return
        }
        case "SESSION_LOST": {
          yield* deps.forget
          // Ending one auth session ends every namespace connected through the same login.
          const lost = deps.namespaces.find((namespace) => connection.session(namespace)?.connector.type === "AUTH")
          if (lost !== undefined) yield* Effect.ignore(connection.disconnect(lost))
          return
        }
      }
    })

  /** Lays the frame over `container` while an approval waits (`undefined` hides it). */
  const showFrame = (container: HTMLElement | undefined) => {
    const approval = store.get().approval
    opened()?.transport.host.show?.(approval === undefined ? undefined : container, approval?.height)
  }

  return { handleEvent, showFrame }
})
