import { refreshNfts } from "./refresh-nfts.js"

export * from "./refresh-nfts.js"

/** `client.nfts`. */
export const nftsActions = { refresh: refreshNfts }
