import type { GangwayState, SiwxSession } from "@gangway/core"
import { useCallback } from "react"
import { useWithClient } from "../context.js"
import { useGangwayState } from "./use-gangway-state.js"

/**
 * `signed-in`: the active account holds a sign-in session on the active network that has not expired;
 * `needed`: the dApp asks it to sign in; `signing`: the wallet is asked now; `signed-out`: none of these.
 */
export type SiwxStatus = "signed-in" | "needed" | "signing" | "signed-out"

export interface SiwxView {
  readonly status: SiwxStatus
  /** The active account's session (its message, signature and data), while signed in. */
  readonly session: SiwxSession | undefined
  /** The signed-in account and network (CAIP-2), and when the sign-in ends (ISO 8601; undefined when it does not). */
  readonly address: string | undefined
  readonly chainId: string | undefined
  readonly expiresAt: string | undefined
  /** Why the last sign-in failed (`_tag` and an English `message`); cleared by the next attempt. */
  readonly error: { readonly _tag: string; readonly message: string } | undefined
}

export interface SiwxActions extends SiwxView {
  /** Asks the wallet to sign the sign-in message for the active account (the modal shows the progress when open). */
  readonly signIn: () => Promise<void>
  /** Ends the sign-in: the sessions are forgotten here and by the dApp's SIWX provider (a backend ends its session). */
  readonly signOut: () => Promise<void>
}

// EVM addresses are one account in any letter case; other namespaces' addresses are compared as written.
const sameAccount = (session: SiwxSession, namespace: string, address: string) =>
  namespace === "eip155"
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address

const selectSiwx = (state: GangwayState): SiwxView => {
  const network = state.chains.activeCaipNetwork
  const namespace = state.chains.activeNamespace
  const address = namespace === undefined ? undefined : state.chains.chains[namespace]?.account.address
  const now = Date.now()
  const session =
    network === undefined || address === undefined
      ? undefined
      : state.signIn.sessions.find(
          (item) =>
            item.data.chainId === network.caipNetworkId &&
            sameAccount(item, network.chainNamespace, address) &&
            !(item.data.expirationTime !== undefined && !(Date.parse(item.data.expirationTime) > now))
        )
  const status: SiwxStatus =
    state.signIn.status === "signing"
      ? "signing"
      : session !== undefined
        ? "signed-in"
        : state.signIn.status === "needed"
          ? "needed"
          : "signed-out"
  return {
    status,
    session,
    address: session?.data.accountAddress,
    chainId: session?.data.chainId,
    expiresAt: session?.data.expirationTime,
    error: state.signIn.error
  }
}

/** The visitor's sign-in (SIWX) for the active account: its status and session, with sign-in and sign-out. */
export const useSiwx = (): SiwxActions => {
  const view = useGangwayState(selectSiwx)
  const withClient = useWithClient()
  const signIn = useCallback(() => withClient((client) => client.siwx.signIn().then(() => undefined)), [withClient])
  const signOut = useCallback(() => withClient((client) => client.siwx.signOut()), [withClient])
  return { ...view, signIn, signOut }
}
