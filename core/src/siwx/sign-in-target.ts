import { Effect } from "effect"
import type { Adapters } from "../adapters/registry.js"
import type { Chains } from "../controllers/chain.js"
import type { Connection } from "../controllers/connection.js"

/** Every network the dApp has (CAIP-2): the ones a sign-in message may name. */
export const siteNetworkIds = (chains: Chains["Service"]) =>
  Object.values(chains.store.get().chains).flatMap((chain) =>
    (chain?.caipNetworks ?? []).map((network) => network.caipNetworkId)
  )

/** The active account, its network, its wallet session and its namespace's sign-in, when there is one. */
export const signInTarget = (services: {
  readonly chains: Chains["Service"]
  readonly connection: Connection["Service"]
  readonly adapters: Adapters["Service"]
}) =>
  Effect.gen(function* () {
    const { chains, connection, adapters } = services
    const account = chains.activeAccount()
    const network = chains.store.get().activeCaipNetwork
    const session = network === undefined ? undefined : connection.session(network.chainNamespace)
    if (account?.address === undefined || network === undefined || session === undefined) return undefined
    const adapter = yield* adapters.get(network.chainNamespace).pipe(Effect.option)
    if (adapter._tag === "None" || adapter.value.signIn === undefined) return undefined
    const signIn = adapter.value.signIn
    const normalize = adapter.value.normalizeAddress
    const accountType = account.preferredAccountTypes[network.chainNamespace]
    return { address: account.address, accountType, network, session, signIn, normalize }
  })

export type SignInTarget = NonNullable<Effect.Success<ReturnType<typeof signInTarget>>>
