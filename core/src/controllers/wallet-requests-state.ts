export interface PendingRequest {
  readonly id: number
  readonly method: string
  /** The request's parameters, as the dApp gave them (shown to the user while they approve). */
  readonly params: unknown
  /** Not a safe read: the user approves it in the wallet. */
  readonly needsApproval: boolean
}

export interface WalletRequestsState {
  /** Requests sent to the wallet and not yet answered, oldest first. */
  readonly pending: ReadonlyArray<PendingRequest>
}

export const initialRequestsState: WalletRequestsState = { pending: [] }
