import "../../light.js" // one chunk for the first bundle in esbuild: see light.ts
import type { CaipNetwork } from "../../domain/caip-network.js"
import type { ChainAdapter } from "../adapter.js"
import { isSs58Address, ss58For } from "./address.js"
import { injectedExtensionConnector } from "./injected.js"
import { polkadotWalletConnect } from "./walletconnect.js"

/** Subscan's pages, under the network's explorer. */
const explorer = (network: CaipNetwork | undefined, path: string) => {
  const base = network?.blockExplorers?.default?.url
  return base === undefined ? undefined : `${base.replace(/\/$/, "")}/${path}`
}

/**
 * polkadot with @polkadot/util-crypto: SS58 addresses, injected extensions
 * (`window.injectedWeb3`), WalletConnect's polkadot namespace, message signing.
 * No balance and no send: the adapter has no Substrate RPC client, so the
 * account is shown without a balance and Send is not offered.
 */
export const makePolkadotAdapter = (): ChainAdapter => ({
  namespace: "polkadot",
  isAddress: isSs58Address,
  normalizeAddress: (value) => value.trim(),
  addressOn: ss58For,
  addressRule: "a Polkadot (SS58) address",
  explorerAddressUrl: (network, account) => explorer(network, `account/${ss58For(account, network)}`),
  explorerTransactionUrl: (network, id) => explorer(network, `extrinsic/${id}`),
  announced: injectedExtensionConnector,
  // No Polkadot key is among the local signer's keys.
  localSigner: () => undefined,
  walletConnect: polkadotWalletConnect,
  tokenAddress: () => undefined,
  shutdown: async () => {}
})
