import { Effect, Option } from "effect"
import type { WalletSession } from "../../connectors/session.js"
import { StoredPreferredAccountTypes } from "../../domain/account-types.js"
import type { AccountState } from "../../domain/account.js"
import type { AccountType, ChainNamespace } from "../../domain/namespace.js"
import { encodeNetworkList, StorageKeys } from "../../domain/storage-keys.js"
import { readJson, writeJson, writeText } from "../../services/storage/stored-values.js"
import type { Chains } from "../chain.js"

/** The stored preferred account types; unreadable or absent ones count as EOA (SPEC §4). */
export const readPreferredAccountTypes = Effect.map(
  Effect.orElseSucceed(readJson(StorageKeys.preferredAccountTypes, StoredPreferredAccountTypes), () => Option.none()),
  (stored) => Option.getOrElse(stored, () => ({})) as Readonly<Record<string, AccountType>>
)

export const writePreferredAccountType = (namespace: ChainNamespace, type: AccountType) =>
  Effect.gen(function* () {
    const stored = yield* readPreferredAccountTypes
    yield* Effect.ignore(
      writeJson(StorageKeys.preferredAccountTypes, StoredPreferredAccountTypes, { ...stored, [namespace]: type })
    )
  })

/**
 * The account fields a session with account types fills (SPEC §3: allAccounts with both
 * addresses and types, smartAccountDeployed, preferredAccountTypes; the chain's
 * smartAccountEnabledNetworks, stored as a comma list). A plain wallet's accounts are EOAs.
 */
export const accountTypeFields = (
  session: WalletSession,
  written: ReadonlyArray<string>,
  addressOn: (address: string) => string,
  current: AccountState | undefined
): Partial<AccountState> => {
  const types = session.accountTypes
  if (types === undefined)
    return { allAccounts: written.map((address) => ({ namespace: session.namespace, address, type: "eoa" as const })) }
  return {
    allAccounts: types.accounts.map((account) => ({
      namespace: session.namespace,
      address: addressOn(account.address),
      type: account.type
    })),
    smartAccountDeployed: types.smartAccountDeployed,
    preferredAccountTypes: { ...(current?.preferredAccountTypes ?? {}), [session.namespace]: types.preferred }
  }
}

/** Records the session's smart-account networks on its chain and in storage. */
export const applySmartAccountNetworks = (chains: Chains["Service"], session: WalletSession) =>
  Effect.gen(function* () {
    const types = session.accountTypes
    if (types === undefined) return
    yield* chains.store.update((state) => {
      const chain = state.chains[session.namespace]
      if (chain === undefined) return state
      return {
        ...state,
        chains: {
          ...state.chains,
          [session.namespace]: { ...chain, smartAccountEnabledNetworks: types.smartAccountEnabledNetworks }
        }
      }
    })
    yield* Effect.ignore(
      writeText(StorageKeys.smartAccountEnabledNetworks, encodeNetworkList(types.smartAccountEnabledNetworks))
    )
    yield* writePreferredAccountType(session.namespace, types.preferred)
  })
