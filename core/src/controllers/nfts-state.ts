import type { NftItem } from "../domain/nft.js"

export type NftsStatus = "idle" | "loading" | "filled" | "empty" | "failed"

export interface NftsState {
  readonly status: NftsStatus
  /** The NFTs the active account holds on the active chain, the most recently moved first. */
  readonly items: ReadonlyArray<NftItem>
  /** The account and network (CAIP-10) the list belongs to. */
  readonly caipAddress: string | undefined
}

export const initialNftsState: NftsState = { status: "idle", items: [], caipAddress: undefined }
