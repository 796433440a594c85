import { defineChain, type Chain } from "viem"

/** The viem Chain of an EVM network the frame serves (`eip155:<id>`), reached at the site's RPC URL for it. */
export const evmChain = (caipNetwork: string, rpcUrl: string): Chain => {
  const id = Number(caipNetwork.split(":")[1])
  return defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } }
  })
}
