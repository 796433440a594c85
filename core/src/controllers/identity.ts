import { Context, Effect, Layer, Option, Schema } from "effect"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { ChainNamespace } from "../domain/namespace.js"
import type { ApiError, NoActiveCaipAddress, NoActiveCaipNetwork } from "../errors.js"
import { DataApi } from "../services/data-api/data-api.js"
import { Identity as IdentitySchema } from "../services/data-api/get-identity.js"
import { readCached, writeCached } from "../services/storage/stored-values.js"
import { Storage } from "../services/storage/storage.js"
import { activeEvmTarget } from "./active-target.js"
import { Chains } from "./chain.js"

export type AccountIdentity = typeof IdentitySchema.Type

/** What a name (e.g. `alice.reown.id`) points to. */
export const ResolvedName = Schema.Struct({
  name: Schema.String,
  address: Schema.String,
  avatar: Schema.NullOr(Schema.String)
})
export type ResolvedName = typeof ResolvedName.Type

/** The coin type of EVM addresses in name profiles (SLIP-44: 60). */
const EVM_COIN_TYPE = "60"

/**
 * Who an address is and where a name points (SPEC §3 cached items): the
 * account's identity (name, avatar) is cached 5 minutes, so are resolved names.
 */
export class Profile extends Context.Service<
  Profile,
  {
    /** Fetches the active account's name and avatar into `profileName` / `profileImage`. */
    readonly refresh: (options?: {
      readonly force?: boolean | undefined
    }) => Effect.Effect<AccountIdentity, ApiError | NoActiveCaipAddress | NoActiveCaipNetwork>
    /**
     * Caches `identity` as the address's and shows it as the account's `profileName` /
     * `profileImage` while that address is still the active account's.
     */
    readonly remember: (namespace: ChainNamespace, address: string, identity: AccountIdentity) => Effect.Effect<void>
    /** The address a registered name points to; none when it is not registered. */
    readonly resolveName: (network: CaipNetwork, name: string) => Effect.Effect<Option.Option<ResolvedName>, ApiError>
  }
>()("gangway/Profile") {
  static readonly layer = Layer.effect(
    Profile,
    Effect.gen(function* () {
      const chains = yield* Chains
      const dataApi = yield* DataApi
      const storage = yield* Storage
      const withStorage = Effect.provideService(Storage, storage)

      const show = (namespace: ChainNamespace, address: string, identity: AccountIdentity) =>
        chains.activeAccount()?.address === address
          ? chains.patchAccount(namespace, { profileName: identity.name, profileImage: identity.avatar })
          : Effect.void
      const remember = (namespace: ChainNamespace, address: string, identity: AccountIdentity) =>
        Effect.andThen(
          withStorage(writeCached("identity", address.toLowerCase(), IdentitySchema, identity)),
          show(namespace, address, identity)
        )

      const refresh = Effect.fn("Profile.refresh")(function* (options: { readonly force?: boolean | undefined } = {}) {
        const target = yield* activeEvmTarget(chains)
        const key = target.address.toLowerCase()
        const cached =
          options.force === true ? Option.none() : yield* withStorage(readCached("identity", key, IdentitySchema))
        const identity = Option.isSome(cached)
          ? cached.value
          : yield* dataApi.getIdentity({
              address: target.address,
              caipNetworkId: target.network.caipNetworkId,
              sender: target.address
            })
        yield* Option.isNone(cached)
          ? remember("eip155", target.address, identity)
          : show("eip155", target.address, identity)
        return identity
      })

      const resolveName = Effect.fn("Profile.resolveName")(function* (network: CaipNetwork, name: string) {
        const key = name.trim().toLowerCase()
        const cached = yield* withStorage(readCached("ensName", key, ResolvedName))
        if (Option.isSome(cached)) return cached
        const profile = yield* dataApi.getNameProfile({ caipNetworkId: network.caipNetworkId, name: key })
        if (Option.isNone(profile)) return Option.none<ResolvedName>()
        const address = profile.value.addresses[EVM_COIN_TYPE]?.address
        if (address === undefined) return Option.none<ResolvedName>()
        const resolved: ResolvedName = {
          name: profile.value.name,
          address,
          avatar: profile.value.attributes.find((attribute) => attribute.key === "avatar")?.value ?? null
        }
        yield* withStorage(writeCached("ensName", key, ResolvedName, resolved))
        return Option.some(resolved)
      })

      return { refresh, remember, resolveName }
    })
  )
}
