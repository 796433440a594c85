/**
 * The promise members `names` of a feature whose code loads on its first call (`load`), so a
 * client that never swaps never loads the swaps. Synchronous members (a quoter, a checker) are
 * not offered this way: they come from the feature's own `xOf(client)`.
 */
export const lazyFeature = <F, K extends keyof F>(load: () => Promise<F>, names: ReadonlyArray<K>): Pick<F, K> => {
  let loaded: Promise<F> | undefined
  const feature = () => {
    // A chunk that failed to load is asked for again on the next call.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined
      throw error
    })
    return loaded
  }
  const call =
    (name: K) =>
    (...args: ReadonlyArray<unknown>) =>
      feature().then((value) => (value[name] as (...args: ReadonlyArray<unknown>) => Promise<unknown>)(...args))
  return Object.fromEntries(names.map((name) => [name, call(name)])) as Pick<F, K>
}
