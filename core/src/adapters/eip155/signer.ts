import type { Account, Chain, Transport, WalletClient } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { SessionSigner } from "../../connectors/session.js"

/** An eip155 session signs and sends through a viem wallet client bound to its account. */
export interface EvmSigner extends SessionSigner {
  readonly namespace: "eip155"
  readonly walletClient: (network: CaipNetwork) => WalletClient<Transport, Chain, Account>
}

export const isEvmSigner = (signer: SessionSigner): signer is EvmSigner => signer.namespace === "eip155"
