import { Context } from "effect"

/** The dApp's choice of directory wallets: `featuredWalletIds`, `includeWalletIds`, `excludeWalletIds`. */
export interface DirectoryCurationShape {
  /** Shown first on the Connect view, in this order. */
  readonly featured: ReadonlyArray<string>
  /** When not empty, only these wallets are ever listed. */
  readonly include: ReadonlyArray<string>
  /** Never listed. */
  readonly exclude: ReadonlyArray<string>
}

/** The dApp's curation, read by every directory request; none by default. */
export class DirectoryCuration extends Context.Reference<DirectoryCurationShape>(
  "@gangway/core/services/wallet-directory/DirectoryCuration",
  { defaultValue: () => ({ featured: [], include: [], exclude: [] }) }
) {}

export const curationOf = (options: {
  readonly featuredWalletIds?: ReadonlyArray<string> | undefined
  readonly includeWalletIds?: ReadonlyArray<string> | undefined
  readonly excludeWalletIds?: ReadonlyArray<string> | undefined
}): DirectoryCurationShape => ({
  featured: options.featuredWalletIds ?? [],
  include: options.includeWalletIds ?? [],
  exclude: options.excludeWalletIds ?? []
})

/**
 * A request's include and exclude lists once the dApp's curation applies: a request
 * naming wallets keeps only those the dApp includes; the dApp's exclusions always apply.
 * `undefined` when no wallet can match (the request named only wallets the dApp left out).
 */
export const curatedFilter = (
  params: {
    readonly include?: ReadonlyArray<string> | undefined
    readonly exclude?: ReadonlyArray<string> | undefined
  },
  curation: DirectoryCurationShape
): { readonly include: ReadonlyArray<string>; readonly exclude: ReadonlyArray<string> } | undefined => {
  const asked = params.include ?? []
  const include =
    curation.include.length === 0
      ? asked
      : asked.length === 0
        ? curation.include
        : asked.filter((id) => curation.include.includes(id))
  if (asked.length > 0 && include.length === 0) return undefined
  return { include, exclude: [...new Set([...(params.exclude ?? []), ...curation.exclude])] }
}

/** Whether the dApp's curation lets this wallet be listed (e.g. a remembered recent wallet). */
export const isListable = (id: string, curation: DirectoryCurationShape): boolean =>
  (curation.include.length === 0 || curation.include.includes(id)) && !curation.exclude.includes(id)
