// Effect-free: the page's first state (initialGangwayState) reads networks before the client loads.
import type { CaipNetwork } from "./caip-network.js"

/**
 * The parts of a chain definition Gangway reads, as viem's `Chain` has them: a
 * dApp passes viem's chains as they are. Anything else on them (OP-stack
 * contracts per chain, formatters, fees) is left aside.
 */
export interface ChainDefinition {
  readonly id: number
  readonly name: string
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number }
  readonly rpcUrls: {
    readonly [key: string]: {
      readonly http: ReadonlyArray<string>
      readonly webSocket?: ReadonlyArray<string> | undefined
    }
  }
  readonly blockExplorers?:
    | { readonly [key: string]: { readonly name: string; readonly url: string; readonly apiUrl?: string | undefined } }
    | undefined
  readonly contracts?: { readonly [key: string]: unknown } | undefined
  readonly testnet?: boolean | undefined
}

/** A network as a dApp may give it: a CAIP network, or an EVM chain definition (viem's `Chain`). */
export type NetworkInput = CaipNetwork | ChainDefinition

const isCaipNetwork = (input: NetworkInput): input is CaipNetwork =>
  "caipNetworkId" in input && "chainNamespace" in input

/** A contract entry Gangway can use: one address (viem also keys some by the chain they live on, which are left aside). */
const singleAddress = (value: unknown): { address: string; blockCreated?: number } | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  const { address, blockCreated } = value as { address?: unknown; blockCreated?: unknown }
  if (typeof address !== "string") return undefined
  return typeof blockCreated === "number" ? { address, blockCreated } : { address }
}

/** An EVM chain definition as a CAIP network (`eip155:<id>`); the options' schema keeps only the fields it knows. */
export const fromChainDefinition = (chain: ChainDefinition, imageId?: string): CaipNetwork => {
  const contracts = Object.fromEntries(
    Object.entries(chain.contracts ?? {}).flatMap(([name, value]) => {
      const contract = singleAddress(value)
      return contract === undefined ? [] : [[name, contract]]
    })
  )
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls,
    ...(chain.blockExplorers === undefined ? {} : { blockExplorers: chain.blockExplorers }),
    ...(Object.keys(contracts).length === 0 ? {} : { contracts }),
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: "eip155",
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
    ...(imageId === undefined ? {} : { assets: { imageId } })
  }
}

/** Whether `input` has the shape of an EVM chain definition (untrusted: a dApp's options). */
const isChainDefinition = (input: unknown): input is ChainDefinition => {
  if (typeof input !== "object" || input === null) return false
  const chain = input as { id?: unknown; name?: unknown; nativeCurrency?: unknown; rpcUrls?: unknown }
  return (
    typeof chain.id === "number" &&
    typeof chain.name === "string" &&
    typeof chain.nativeCurrency === "object" &&
    chain.nativeCurrency !== null &&
    typeof chain.rpcUrls === "object" &&
    chain.rpcUrls !== null &&
    Object.values(chain.rpcUrls).every(
      (urls) => typeof urls === "object" && urls !== null && Array.isArray((urls as { http?: unknown }).http)
    )
  )
}

/**
 * The CAIP network of what a dApp gave. Anything that is neither a CAIP network
 * nor a chain definition is returned as it is, for the options' schema to refuse by name.
 */
export const toCaipNetwork = (input: NetworkInput): CaipNetwork =>
  isCaipNetwork(input) || !isChainDefinition(input) ? (input as CaipNetwork) : fromChainDefinition(input)
