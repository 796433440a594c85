import { defineChain, type Chain } from "viem"
import type { CaipNetwork } from "../../domain/caip-network.js"

/** The viem chain of an eip155 CAIP network. */
export const toViemChain = (network: CaipNetwork): Chain => {
  const explorer = network.blockExplorers?.default
  const multicall = network.contracts?.multicall3
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...(network.rpcUrls.default?.http ?? [])] } },
    ...(explorer === undefined ? {} : { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }),
    ...(multicall === undefined
      ? {}
      : {
          contracts: {
            multicall3: {
              address: multicall.address as `0x${string}`,
              ...(multicall.blockCreated === undefined ? {} : { blockCreated: multicall.blockCreated })
            }
          }
        }),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet })
  })
}

/** `wallet_addEthereumChain` parameters for a network the wallet does not know. */
export const addChainParameters = (network: CaipNetwork) => {
  const explorer = network.blockExplorers?.default
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...(network.rpcUrls.default?.http ?? [])],
    ...(explorer === undefined ? {} : { blockExplorerUrls: [explorer.url] })
  }
}
