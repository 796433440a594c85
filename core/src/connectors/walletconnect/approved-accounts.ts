// What a WalletConnect wallet approves is untrusted: its CAIP-10 accounts are read by their
// grammar (CAIP-2 / CAIP-10) and kept only on the chains the dApp asked for.
import type { CaipNetworkId } from "../../domain/caip-network.js"

/** CAIP-10: `namespace:reference:address`, each part by its CAIP grammar; eip155 references are decimal chain ids. */
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
const EIP155_REFERENCE = /^[1-9][0-9]{0,15}$/

export interface AccountId {
  readonly caipNetworkId: CaipNetworkId
  readonly namespace: string
  readonly address: string
}

/** One CAIP-10 account id, or undefined when it is not one (an extra part, a hex chain id, a bad character). */
export const parseAccountId = (value: unknown): AccountId | undefined => {
  if (typeof value !== "string" || value.length > 180) return undefined
  const match = CAIP10.exec(value)
  if (match === null) return undefined
  const [, namespace, reference, address] = match as unknown as [string, string, string, string]
  if (namespace === "eip155" && !EIP155_REFERENCE.test(reference)) return undefined
  return { caipNetworkId: `${namespace}:${reference}` as CaipNetworkId, namespace, address }
}

/** How many accounts of an approval are looked at: more is no wallet's honest answer. */
export const MAX_APPROVED_ACCOUNTS = 1000

export interface ApprovalReading {
  /** Well-formed accounts on a requested chain, in the wallet's order. */
  readonly accepted: ReadonlyArray<string>
  /** The others, each with why, for the log. */
  readonly refused: ReadonlyArray<{ readonly account: string; readonly reason: string }>
}

/**
 * The accounts of one approved namespace that the dApp can use: CAIP-10 by grammar, on a chain it
 * requested, with an address the namespace accepts. Anything else is refused, never reinterpreted.
 */
export const readApprovedAccounts = (
  namespace: string,
  accounts: unknown,
  requested: ReadonlySet<string>,
  acceptsAddress: (address: string) => boolean = () => true
): ApprovalReading => {
  if (!Array.isArray(accounts))
    return { accepted: [], refused: [{ account: String(accounts).slice(0, 64), reason: "accounts is not a list" }] }
  const accepted: Array<string> = []
  const refused: Array<{ account: string; reason: string }> = []
  for (const account of accounts.slice(0, MAX_APPROVED_ACCOUNTS)) {
    const shown = typeof account === "string" ? account.slice(0, 180) : typeof account
    const parsed = parseAccountId(account)
    if (parsed === undefined) refused.push({ account: shown, reason: "not a CAIP-10 account id" })
    else if (parsed.namespace !== namespace)
      refused.push({ account: shown, reason: `not of the ${namespace} namespace` })
    else if (!requested.has(parsed.caipNetworkId))
      refused.push({ account: shown, reason: `${parsed.caipNetworkId} was not requested` })
    else if (!acceptsAddress(parsed.address)) refused.push({ account: shown, reason: `not a ${namespace} address` })
    else if (!accepted.includes(account as string)) accepted.push(account as string)
  }
  if (accounts.length > MAX_APPROVED_ACCOUNTS)
    refused.push({ account: `${accounts.length - MAX_APPROVED_ACCOUNTS} more`, reason: "too many accounts" })
  return { accepted, refused }
}
