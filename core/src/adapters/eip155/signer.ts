import type { Account, Chain, Transport, WalletClient } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"

/** An eip155 session signs and sends through a viem wallet client bound to its account. */
export interface EvmSigner {
  readonly namespace: "eip155"
  readonly walletClient: (network: CaipNetwork) => WalletClient<Transport, Chain, Account>
}
