// What a WalletConnect session does the same on the namespaces that talk to the
// wallet only through its methods (solana, polkadot, bip122): read the approved
// accounts, start on the preferred network, switch between the approved ones.
import { Effect } from "effect"
import type { SessionEvent, SessionSigner, WalletSession } from "../connectors/session.js"
import type { CaipNetwork, CaipNetworkId } from "../domain/caip-network.js"
import type { ChainNamespace } from "../domain/namespace.js"
import { MissingNetwork } from "../errors.js"
import type { WalletConnectSessionContext } from "./adapter.js"

interface ApprovedAccount {
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
}

/** The session's `<namespace>:<reference>:<address>` accounts (CAIP-10); anything else, or an address `accepts` refuses, is left out. */
const approvedAccounts = (
  namespace: ChainNamespace,
  accounts: ReadonlyArray<string>,
  accepts: (address: string) => boolean = () => true
): ReadonlyArray<ApprovedAccount> =>
  accounts.flatMap((account) => {
    const [prefix, reference, address, ...rest] = account.split(":")
    if (
      prefix !== namespace ||
      reference === undefined ||
      address === undefined ||
      rest.length > 0 ||
      !accepts(address)
    )
      return []
    return [{ caipNetworkId: `${namespace}:${reference}` as CaipNetworkId, address }]
  })

/** What a namespace puts into its session: the wallet is asked on `current()`, the network the session is on now. */
interface ApprovedSessionParts<Signer extends SessionSigner> {
  readonly signer: Signer
  readonly request: WalletSession["request"]
  /** The session event a wallet event is, when it is one the namespace follows. */
  readonly eventOf?: (name: string, data: unknown) => SessionEvent | undefined
  /** Asks the wallet for an account's public key, where the namespace's wallets give it on request. */
  readonly publicKeyOf?: WalletSession["publicKeyOf"]
}

export interface ApprovedSessionOptions<Signer extends SessionSigner> {
  readonly namespace: ChainNamespace
  /** Whether an approved address is one of the namespace's. */
  readonly accepts?: (address: string) => boolean
  /** The address as the session's first network writes it. */
  readonly written?: (address: string, network: CaipNetwork | undefined) => string
  readonly parts: (account: {
    readonly address: string
    readonly current: () => CaipNetworkId
  }) => ApprovedSessionParts<Signer>
}

/** A session over the namespace's approved accounts, on the preferred network when the wallet approved it, else the first; none without an account. */
export const approvedSession = <Signer extends SessionSigner>(
  context: WalletConnectSessionContext,
  options: ApprovedSessionOptions<Signer>
): WalletSession<Signer> | undefined => {
  const { namespace } = options
  const available = approvedAccounts(namespace, context.accounts(), options.accepts)
  const preferred = context.preferred?.chainNamespace === namespace ? context.preferred.caipNetworkId : undefined
  const first = available.find((account) => account.caipNetworkId === preferred) ?? available[0]
  if (first === undefined) return undefined
  let current = first.caipNetworkId
  const { signer, request, eventOf, publicKeyOf } = options.parts({ address: first.address, current: () => current })
  const firstNetwork = context.networks.find((network) => network.caipNetworkId === first.caipNetworkId)
  const written = options.written ?? ((address) => address)
  return {
    connector: context.connector,
    namespace,
    accounts: available
      .filter((account) => account.caipNetworkId === first.caipNetworkId)
      .map((account) => written(account.address, firstNetwork)),
    caipNetworkId: first.caipNetworkId,
    approvedNetworks: [...new Set(available.map((account) => account.caipNetworkId))],
    signer,
    request,
    ...(publicKeyOf === undefined ? {} : { publicKeyOf }),
    switchNetwork: (network) =>
      Effect.suspend(() => {
        // The session's approved networks are the ones it can switch to.
        if (!available.some((account) => account.caipNetworkId === network.caipNetworkId)) {
          return Effect.fail(new MissingNetwork({ caipNetworkId: network.caipNetworkId }))
        }
        current = network.caipNetworkId
        return Effect.void
      }),
    listen: (listener) =>
      context.onEvent(
        (name, data) => {
          const event = eventOf?.(name, data)
          if (event !== undefined) listener(event)
        },
        () => listener({ type: "disconnect" })
      ),
    disconnect: context.disconnect
  }
}
