import { NoActiveCaipAddress, type CaipNetwork, type ChainNamespace } from "@gangway/core"
import type { Session } from "./gangway.js"
import { commandMessages } from "./commands/messages.js"
import { speaker, ENGLISH, type Language } from "./i18n/language.js"

export interface ActiveAccount {
  /** An EVM 0x address or a Solana base58 one. */
  readonly address: string
  readonly namespace: ChainNamespace
  readonly caipAddress: string
  readonly network: CaipNetwork
  readonly connector: { readonly id: string; readonly name: string } | undefined
  /** Every account of the wallet here with its type (the embedded wallet: its EOA and its smart account). */
  readonly accounts: ReadonlyArray<{ readonly address: string; readonly type: "eoa" | "smartAccount" }>
  readonly accountType: "eoa" | "smartAccount"
  readonly smartAccountDeployed: boolean
  /** Who logged in, for an account of email or social login. */
  readonly user: { readonly email: string | undefined; readonly userName: string | undefined } | undefined
}

/**
 * The account connected in the active network's namespace, and that network; none is
 * 'No ActiveCaipAddress found' (exit 2).
 */
export const activeAccount = (session: Session): ActiveAccount => {
  const state = session.client.getState()
  const network = state.chains.activeCaipNetwork
  const namespace = network?.chainNamespace
  const account = namespace === undefined ? undefined : state.chains.chains[namespace]?.account
  if (
    account?.status !== "connected" ||
    account.address === undefined ||
    network === undefined ||
    namespace === undefined
  ) {
    throw new NoActiveCaipAddress()
  }
  const connectorId = state.connection.activeConnectorIds[namespace]
  return {
    address: account.address,
    namespace,
    caipAddress: account.caipAddress ?? `${network.caipNetworkId}:${account.address}`,
    network,
    accounts: account.allAccounts.map((item) => ({ address: item.address, type: item.type })),
    accountType: account.preferredAccountTypes[namespace] ?? "eoa",
    smartAccountDeployed: account.smartAccountDeployed,
    connector:
      connectorId === undefined
        ? undefined
        : { id: connectorId, name: account.connectedWalletInfo?.name ?? connectorId },
    user:
      connectorId === "auth" && state.auth.user !== undefined
        ? { email: state.auth.user.email, userName: state.auth.user.userName }
        : undefined
  }
}

/** The account as commands print it in `--json`. */
export const accountJson = (account: ActiveAccount) => ({
  address: account.address,
  caipAddress: account.caipAddress,
  network: { caipNetworkId: account.network.caipNetworkId, name: account.network.name },
  connector: account.connector ?? null,
  accountType: account.accountType,
  ...(account.accounts.some((item) => item.type === "smartAccount")
    ? { accounts: account.accounts, smartAccountDeployed: account.smartAccountDeployed }
    : {}),
  ...(account.user === undefined
    ? {}
    : { user: { email: account.user.email ?? null, userName: account.user.userName ?? null } })
})

/** The account as a person reads it, labels in `language` and aligned; `name` from the reverse record when known. */
export const accountText = (account: ActiveAccount, language: Language = ENGLISH, name?: string | null) => {
  const t = speaker(commandMessages, language)
  const hasSmart = account.accounts.some((item) => item.type === "smartAccount")
  const rows: Array<readonly [string, string]> = [
    [t("accountLabel"), account.address],
    [t("networkLabel"), `${account.network.name} (${account.network.caipNetworkId})`],
    ...(account.connector === undefined ? [] : [[t("walletLabel"), account.connector.name] as const]),
    ...(hasSmart
      ? [[t("typeLabel"), account.accountType === "smartAccount" ? t("smartAccount") : t("eoa")] as const]
      : []),
    ...(account.user?.email === undefined ? [] : [[t("emailLabel"), account.user.email] as const]),
    ...(account.user?.userName === undefined ? [] : [[t("userLabel"), account.user.userName] as const]),
    ...(name === undefined || name === null ? [] : [[t("nameLabel"), name] as const])
  ]
  const width = Math.max(...rows.map(([label]) => label.length)) + 3
  const kind = Math.max(t("smartAccount").length, t("eoa").length)
  // Under Type, each of the embedded wallet's accounts.
  const accounts = hasSmart
    ? account.accounts.map(
        (item) =>
          `${"".padEnd(width)}${(item.type === "smartAccount" ? t("smartAccount") : t("eoa")).padEnd(kind)}  ${item.address}` +
          (item.type === "smartAccount" && !account.smartAccountDeployed ? `  ${t("deployedLater")}` : "")
      )
    : []
  const lines = rows.map(([label, value]) => `${label.padEnd(width)}${value}`)
  const typeAt = rows.findIndex(([label]) => label === t("typeLabel"))
  if (typeAt >= 0) lines.splice(typeAt + 1, 0, ...accounts)
  return lines.join("\n")
}

/** The native balance the core read for the active network's account (decimal text), if any. */
export const nativeBalanceOf = (session: Session, account: ActiveAccount): string | undefined =>
  session.client.getState().chains.chains[account.namespace]?.account.balance

/** Every connected account, the active namespace's first. */
export const connectedAccounts = (
  session: Session
): ReadonlyArray<{ readonly namespace: ChainNamespace; readonly address: string }> => {
  const { chains } = session.client.getState()
  const found = Object.entries(chains.chains).flatMap(([namespace, chain]) =>
    chain?.account.status === "connected" && chain.account.address !== undefined
      ? [{ namespace: namespace as ChainNamespace, address: chain.account.address }]
      : []
  )
  return [
    ...found.filter((item) => item.namespace === chains.activeNamespace),
    ...found.filter((item) => item.namespace !== chains.activeNamespace)
  ]
}
