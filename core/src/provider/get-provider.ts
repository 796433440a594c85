import type { GangwayClient } from "../client-api.js"
import { InvalidInput } from "../errors.js"
import type { NamespaceProviders, ProviderNamespace } from "./eip1193-types.js"
import { lazyProvider, type ProviderCoreFactory } from "./lazy-provider.js"

/** Where each namespace's provider comes from: its own chunk, fetched when first used. */
const loaders: { readonly [N in ProviderNamespace]: () => Promise<ProviderCoreFactory> } = {
  eip155: () => import("./eip155/provider.js").then((module) => module.makeEip1193Provider)
}

const isProviderNamespace = (value: unknown): value is ProviderNamespace =>
  typeof value === "string" && Object.hasOwn(loaders, value)

/** `client.getProvider`: one provider per namespace and client, made at the first call. */
export const providerGetter = (client: () => GangwayClient) => {
  const made = new Map<ProviderNamespace, NamespaceProviders[ProviderNamespace]>()
  return <N extends ProviderNamespace>(namespace: N): NamespaceProviders[N] => {
    if (!isProviderNamespace(namespace)) {
      throw new InvalidInput({
        field: "namespace",
        reason: `Gangway gives a provider for ${Object.keys(loaders).join(", ")}, not ${String(namespace)}`
      })
    }
    let provider = made.get(namespace)
    if (provider === undefined) {
      provider = lazyProvider(client(), loaders[namespace])
      made.set(namespace, provider)
    }
    return provider as NamespaceProviders[N]
  }
}
