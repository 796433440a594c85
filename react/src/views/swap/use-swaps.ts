import {
  formatAmount,
  swapsOf,
  type GangwaySwaps,
  type SwapAsset,
  type SwapPreview,
  type SwapRequest,
  type TokenBalance
} from "@gangway/core"
import { useEffect, useMemo, useState } from "react"
import { useGangwayClient } from "../../context.js"

export const useSwaps = (): GangwaySwaps => {
  const client = useGangwayClient()
  return useMemo(() => swapsOf(client), [client])
}

export type AssetsState =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly assets: ReadonlyArray<SwapAsset> }
  | { readonly state: "failed"; readonly error: unknown }

/** The network's swap list with the account's holdings, asked when the flow opens, the network changes or `version` moves. */
export const useSwapAssets = (swaps: GangwaySwaps, caipNetworkId: string | undefined, version: number): AssetsState => {
  const [state, setState] = useState<AssetsState>({ state: "loading" })
  useEffect(() => {
    let current = true
    swaps.tokens().then(
      (assets) => current && setState({ state: "ready", assets }),
      (error: unknown) => current && setState({ state: "failed", error })
    )
    return () => {
      current = false
    }
  }, [swaps, caipNetworkId, version])
  return state
}

export type QuoteState =
  | { readonly state: "idle" }
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly preview: SwapPreview }
  | { readonly state: "failed"; readonly error: unknown }

/** The request quoted by the core's debounced quoter (SPEC §9, 500 ms) as the amount is typed; only the latest request's answer is kept. */
export const useSwapQuote = (swaps: GangwaySwaps, request: SwapRequest | undefined): QuoteState => {
  const [state, setState] = useState<QuoteState>({ state: "idle" })
  const quoter = useMemo(
    () =>
      swaps.quoter((outcome) =>
        setState(
          outcome.status === "quoted"
            ? { state: "ready", preview: outcome.preview }
            : { state: "failed", error: outcome.error }
        )
      ),
    [swaps]
  )
  useEffect(() => () => quoter.cancel(), [quoter])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the quote follows the request's fields, not the identity of the object holding them
  useEffect(() => {
    if (request === undefined) {
      quoter.cancel()
      setState({ state: "idle" })
      return
    }
    setState({ state: "loading" })
    quoter.set(request)
  }, [quoter, request?.from, request?.to, request?.amount])
  return state
}

/** A swap asset as the shared token list shows it (quantity and USD value). */
export const asTokenBalance = (asset: SwapAsset): TokenBalance => ({
  symbol: asset.symbol,
  name: asset.name,
  address: asset.address,
  quantity: { decimals: String(asset.decimals), numeric: formatAmount(asset.balance, asset.decimals) },
  price: asset.price ?? 0,
  iconUrl: asset.logoUri
})
