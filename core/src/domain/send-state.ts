import type { SendState } from "./send.js"

/** The send form before anything is filled in. */
export const emptySendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  gasPrice: undefined,
  plainTransferFee: undefined,
  gasPriceInUSD: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined
}
