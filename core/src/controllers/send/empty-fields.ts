/** What a confirmed send clears: the fields typed and the receiver's profile. */
export const emptyFields = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  plainTransferFee: undefined,
  gasPriceInUSD: undefined,
  loading: false
}
