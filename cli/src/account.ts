import { NoActiveCaipAddress, type CaipNetwork, type ChainNamespace } from "@gangway/core"
import type { Session } from "./gangway.js"

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
  if (account?.status !== "connected" || account.address === undefined || network === undefined || namespace === undefined) {
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
      connectorId === undefined ? undefined : { id: connectorId, name: account.connectedWalletInfo?.name ?? connectorId },
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
  ...(account.user === undefined ? {} : { user: { email: account.user.email ?? null, userName: account.user.userName ?? null } })
})

export const accountText = (account: ActiveAccount) =>
  [
    `Account   ${account.address}`,
    `Network   ${account.network.name} (${account.network.caipNetworkId})`,
    ...(account.connector === undefined ? [] : [`Wallet    ${account.connector.name}`]),
    ...(account.accounts.some((item) => item.type === "smartAccount")
      ? [
          `Type      ${account.accountType === "smartAccount" ? "smart account" : "EOA"}`,
          ...account.accounts.map(
            (item) =>
              `          ${item.type === "smartAccount" ? "smart account" : "EOA          "}  ${item.address}` +
              (item.type === "smartAccount" && !account.smartAccountDeployed ? "  (deployed by its first transaction)" : "")
          )
        ]
      : []),
    ...(account.user?.email === undefined ? [] : [`Email     ${account.user.email}`]),
    ...(account.user?.userName === undefined ? [] : [`User      ${account.user.userName}`])
  ].join("\n")

/** The native balance the core read for the active network's account (decimal text), if any. */
export const nativeBalanceOf = (session: Session, account: ActiveAccount): string | undefined =>
  session.client.getState().chains.chains[account.namespace]?.account.balance

/** Every connected account, the active namespace's first. */
export const connectedAccounts = (session: Session): ReadonlyArray<{ readonly namespace: ChainNamespace; readonly address: string }> => {
  const { chains } = session.client.getState()
  const found = Object.entries(chains.chains).flatMap(([namespace, chain]) =>
    chain?.account.status === "connected" && chain.account.address !== undefined
      ? [{ namespace: namespace as ChainNamespace, address: chain.account.address }]
      : []
  )
  return [...found.filter((item) => item.namespace === chains.activeNamespace), ...found.filter((item) => item.namespace !== chains.activeNamespace)]
}
