import type { Address } from "viem"
import { checksumAddress, isEvmAddress } from "../../domain/address.js"
import type { CaipNetwork } from "../../domain/caip-network.js"
import { tokenContractAddress, isNativeToken } from "../../domain/send-token.js"
import type { ChainAdapter } from "../adapter.js"
import { injectedConnector } from "./injected.js"
import { isEvmKey, localSignerConnector } from "./local-signer.js"
import { heldNfts } from "./nfts.js"
import { makeEvmRpc } from "./rpc.js"
import { evmTransfer } from "./transfer.js"
import { eip155WalletConnect } from "./walletconnect.js"

const explorer = (network: CaipNetwork | undefined, path: string) => {
  const url = network?.blockExplorers?.["default"]?.url
  return url === undefined ? undefined : `${url.replace(/\/$/, "")}/${path}`
}

/** eip155 with viem: EIP-6963 wallets, the local signer, WalletConnect's eip155, native and ERC20 transfers. */
export const makeEip155Adapter = (): ChainAdapter => {
  const rpc = makeEvmRpc()
  return {
    namespace: "eip155",
    isAddress: isEvmAddress,
    normalizeAddress: checksumAddress,
    addressRule: "an EVM address (40 hex digits, optional 0x)",
    explorerAddressUrl: (network, address) => explorer(network, `address/${address}`),
    explorerTransactionUrl: (network, id) => explorer(network, `tx/${id}`),
    announced: injectedConnector,
    localSigner: (key) => (isEvmKey(key) ? localSignerConnector(key) : undefined),
    walletConnect: eip155WalletConnect,
    nativeBalance: (network, address) => rpc.read(network, (client) => client.getBalance({ address: address as Address })),
    tokenAddress: (token) => (isNativeToken(token) ? undefined : tokenContractAddress(token)),
    transfer: evmTransfer(rpc),
    heldNfts: heldNfts(rpc),
    shutdown: async () => {}
  }
}
