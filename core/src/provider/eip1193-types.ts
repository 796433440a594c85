/** What a dApp passes to an EIP-1193 provider's `request`. */
export interface RequestArguments {
  readonly method: string
  readonly params?: ReadonlyArray<unknown> | object | undefined
}

/** The events of an EIP-1193 provider. */
export type Eip1193Event = "accountsChanged" | "chainChanged" | "connect" | "disconnect" | "message"

// biome-ignore lint/suspicious/noExplicitAny: each EIP-1193 event has its own arguments; `any` keeps every wallet's and library's listener assignable
export type Eip1193Listener = (...args: Array<any>) => void

/** A standard EIP-1193 provider, as viem's `custom()`, ethers' `BrowserProvider` and wagmi use one. */
export interface GangwayEip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on(event: Eip1193Event, listener: Eip1193Listener): GangwayEip1193Provider
  removeListener(event: Eip1193Event, listener: Eip1193Listener): GangwayEip1193Provider
}

/** The provider each namespace gives through `getProvider`. */
export interface NamespaceProviders {
  readonly eip155: GangwayEip1193Provider
}

export type ProviderNamespace = keyof NamespaceProviders
