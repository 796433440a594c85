/**
 * Calls `task` once the next frame has been painted: work that must not delay
 * what the user is waiting to see (a click's first frame) starts after it.
 */
export const afterNextPaint = (task: () => void): void => {
  if (typeof requestAnimationFrame !== "function") {
    setTimeout(task, 0)
    return
  }
  // A task queued from a frame callback runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(task, 0))
}
