import type { GangwayState } from "@gangway/core"
import { useGangwayContext } from "../../context.js"
import { useGangwayState } from "../../hooks/use-gangway-state.js"

const selectSignIn = (state: GangwayState) => {
  const network = state.chains.activeCaipNetwork
  const namespace = state.chains.activeNamespace
  const account = namespace === undefined ? undefined : state.chains.chains[namespace]?.account
  return {
    status: state.signIn.status,
    error: state.signIn.error,
    required: state.signIn.required,
    address: account?.address,
    networkName: network?.name,
    walletName: account?.connectedWalletInfo?.name,
    walletIcon: account?.connectedWalletInfo?.icon
  }
}

/** What the sign-in views show, and the client's sign-in actions (the views render once the client runs). */
export const useSignIn = () => {
  const { client } = useGangwayContext()
  const state = useGangwayState(selectSignIn)
  return {
    ...state,
    // Without the dApp's name, the views say "this app" in the visitor's language.
    appName: client?.options.metadata?.name,
    // Failures are shown from the state (`error`); the promise's rejection is handled there.
    signIn: () => void client?.siwx.signIn().catch(() => undefined),
    cancel: () => void client?.siwx.cancel()
  }
}
