import { Suspense } from "react"
import { useModalState } from "../hooks/use-modal-state.js"
import { ViewSkeleton } from "./view-skeleton.js"
import { viewComponents } from "./views.js"
import { viewTitles } from "./view-titles.js"

/** The current view; while its flow's code loads, a skeleton of the same size. */
export const ViewOutlet = () => {
  const { view } = useModalState()
  const Component = viewComponents[view]
  if (Component === undefined) {
    return (
      <div className="gw-empty">
        <p className="gw-empty__title">{viewTitles[view]} is not available yet</p>
        <p className="gw-text">This part of the wallet flow has not shipped in this version.</p>
      </div>
    )
  }
  return (
    <Suspense fallback={<ViewSkeleton />}>
      <Component key={view} />
    </Suspense>
  )
}
