/** Calls `task` once the browser is idle (a timeout where there is no `requestIdleCallback`); returns the cancel. */
export const onIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 1)
  return () => clearTimeout(handle)
}
