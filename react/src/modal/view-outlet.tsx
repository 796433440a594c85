import type { GangwayState } from "@gangway/core"
import { memo, Suspense } from "react"
import { useGangwayContext } from "../context.js"
import { useGangwayState } from "../hooks/use-gangway-state.js"
import { ViewErrorBoundary } from "./view-error-boundary.js"
import { ViewSkeleton } from "./view-skeleton.js"
import { LateView, preloadLateView, viewComponents } from "./views.js"

const selectView = (state: GangwayState) => state.router.view

/**
 * The current view; while its flow's code loads, a skeleton of the same size.
 * Opening the modal changes only the modal's own state: the view does not re-render.
 */
export const ViewOutlet = memo(function ViewOutlet() {
  const view = useGangwayState(selectView)
  const { client, loadClient } = useGangwayContext()
  const Component = viewComponents[view] ?? LateView
  const loadView = () =>
    Component === LateView ? Component.preload().then(() => preloadLateView(view)) : Component.preload()
  return (
    <ViewErrorBoundary
      key={view}
      retry={() => Promise.all([loadView(), client ?? loadClient(true).catch(() => undefined)])}
    >
      <Suspense fallback={<ViewSkeleton />}>
        <Component />
      </Suspense>
    </ViewErrorBoundary>
  )
})
