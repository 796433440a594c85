import * as viemChains from "viem/chains"
import { base as viemBase, optimism as viemOptimism } from "viem/chains"
import { afterEach, describe, expect, it } from "vitest"
import { desktop } from "../../test/controllers.js"
import { createGangway, type GangwayClient } from "../client.js"
import * as networks from "./networks.js"
import { definedNetworks, solana, solanaDevnet, solanaTestnet } from "./networks.js"

const clients: Array<GangwayClient> = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()))
})

describe("the networks the product knows", () => {
  it("are 26 (SPEC §1): EVM mainnets and testnets, three Solana clusters, Bitcoin and its testnet", () => {
    expect(definedNetworks).toHaveLength(26)
    expect(new Set(definedNetworks.map((network) => network.caipNetworkId)).size).toBe(26)
    const byNamespace = (namespace: string) => definedNetworks.filter((network) => network.chainNamespace === namespace)
    expect(byNamespace("solana").map((network) => network.caipNetworkId)).toEqual(
      [solana, solanaDevnet, solanaTestnet].map((n) => n.caipNetworkId)
    )
    expect(byNamespace("bip122")).toHaveLength(2)
    expect(byNamespace("eip155").map((network) => network.id)).toEqual(
      expect.arrayContaining([1, 42161, 10, 8453, 137, 56, 43114, 324, 59144, 534352, 100, 42220, 11155111, 84532])
    )
    for (const network of byNamespace("eip155")) expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
  })

  // Plain data, so that a page's first bundle carries no viem (networks' own file says why).
  it("the EVM networks from viem carry viem's data: id, name, currency, public RPC, explorer, multicall3, testnet", () => {
    const fromViem = [
      "optimism",
      "base",
      "polygon",
      "bsc",
      "avalanche",
      "zksync",
      "linea",
      "scroll",
      "gnosis",
      "celo",
      "mantle",
      "blast",
      "zora",
      "sepolia",
      "baseSepolia",
      "arbitrumSepolia",
      "optimismSepolia",
      "polygonAmoy",
      "avalancheFuji"
    ] as const
    for (const name of fromViem) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks every named network; bundle size is not a test's concern
      const ours = networks[name]
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks viem's chains by name
      const chain = viemChains[name]
      const explorer = chain.blockExplorers.default
      const rpc = chain.rpcUrls.default as { http: ReadonlyArray<string>; webSocket?: ReadonlyArray<string> }
      expect([name, ours]).toEqual([
        name,
        {
          id: chain.id,
          name: chain.name,
          nativeCurrency: chain.nativeCurrency,
          rpcUrls: {
            default: { http: rpc.http, ...(rpc.webSocket === undefined ? {} : { webSocket: rpc.webSocket }) }
          },
          blockExplorers: { default: { name: explorer.name, url: explorer.url } },
          contracts: { multicall3: chain.contracts.multicall3 },
          caipNetworkId: `eip155:${chain.id}`,
          chainNamespace: "eip155",
          ...("testnet" in chain && chain.testnet === true ? { testnet: true } : {}),
          assets: { imageId: expect.any(String) }
        }
      ])
    }
  })

  it("a dApp passes viem's chains as they are, OP-stack contracts and all", () => {
    const client = createGangway({ networks: [viemBase, viemOptimism], storage: "memory", platform: desktop })
    clients.push(client)
    const [first] = client.options.networks
    expect(first).toMatchObject({ caipNetworkId: "eip155:8453", chainNamespace: "eip155", name: "Base" })
    // Contracts with one address are kept (multicall3); those viem keys by another chain are left aside.
    expect(first?.contracts?.multicall3?.address).toBe(viemBase.contracts.multicall3.address)
    expect(first?.contracts?.l2OutputOracle).toBeUndefined()
    expect(client.getState().chains.activeCaipNetwork?.caipNetworkId).toBe("eip155:8453")
  })

  it("a network that is neither is refused with a typed error naming it", () => {
    expect(() => createGangway({ networks: [{ id: 5 } as never], storage: "memory", platform: desktop })).toThrow(
      /Invalid options/
    )
  })
})
