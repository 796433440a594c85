import { Effect } from "effect"
import { Nfts } from "../../controllers/nfts.js"

export type RefreshNftsParameters = Parameters<Nfts["Service"]["refresh"]>
export type RefreshNftsReturnType = Effect.Success<ReturnType<Nfts["Service"]["refresh"]>>
export type RefreshNftsErrorType = Effect.Error<ReturnType<Nfts["Service"]["refresh"]>>

/** The NFTs the active account holds on the active chain (spam left out). */
export const refreshNfts = Effect.fn("Nfts.refresh")(function* (...parameters: RefreshNftsParameters) {
  const nfts = yield* Nfts
  return yield* nfts.refresh(...parameters)
})
