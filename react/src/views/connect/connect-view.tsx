import type { ConnectMethod, GangwayClient, SocialProvider } from "@gangway/core"
import { Fragment, Suspense, useEffect, type ReactNode } from "react"
import { useGangwayContext, useWithClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { authConnectorOf, shownConnectMethods } from "./connect-methods.js"
import { openSocialWindow } from "./social-window.js"
import { WalletSection } from "./wallet-section.js"
import { onIdle } from "../../internal/on-idle.js"
import { lazyView } from "../../modal/lazy-view.js"
import { ConnectingExternalView } from "../../modal/views.js"

// Shown only with an auth connector (none yet, issue 17): their code is not in the Connect view's chunk.
const AuthEmail = lazyView(() => import("./auth-methods.js").then((chunk) => chunk.AuthEmail))
const AuthSocials = lazyView(() => import("./auth-methods.js").then((chunk) => chunk.AuthSocials))

/** The connection methods, in the dApp's configured order, separated by "or". */
export const ConnectView = () => {
  const { config } = useGangwayContext()
  const withClient = useWithClient()
  const connectors = useConnectors()
  const auth = authConnectorOf(connectors)
  // Once shown (not while pre-rendered hidden: effects wait), the next view's code, so choosing a
  // wallet with a tap (no hover to fetch it first) paints it at once.
  useEffect(() => onIdle(() => void ConnectingExternalView.preload()), [])
  // Email and social login are shown only with an auth connector; they go through the core's auth flow.
  // Failures the core does not show itself (it toasts 'Something went wrong' and start-up failures) become a toast.
  const reportAuthFailure = (client: GangwayClient) => (error: unknown) => {
    const { _tag, message } = (error ?? {}) as { readonly _tag?: string; readonly message?: string }
    if (_tag === "SomethingWentWrong" || _tag === "AuthInitializationFailed" || _tag === "InvalidAppConfiguration" || _tag === "PopupBlocked") return
    if (message !== undefined) void client.showToast("error", message)
  }
  const askEmail = (email: string) => {
    if (auth !== undefined) void withClient((client) => client.auth.connectEmail(email).catch(reportAuthFailure(client)))
  }
  const askSocial = (provider: SocialProvider) => {
    if (auth === undefined) return
    // Opened on the click itself, before anything is awaited, so the browser allows it.
    const popup = openSocialWindow()
    void withClient((client) => client.auth.connectSocial(provider, popup).catch(reportAuthFailure(client)))
  }
  const sections: Record<ConnectMethod, () => ReactNode> = {
    email: () => (
      <Suspense fallback={null}>
        <AuthEmail onSubmit={askEmail} />
      </Suspense>
    ),
    social: () => (
      <Suspense fallback={null}>
        <AuthSocials providers={config.features.socials} onChoose={askSocial} />
      </Suspense>
    ),
    wallet: () => <WalletSection />
  }
  return (
    <div data-testid="connect-view">
      {shownConnectMethods(config, connectors).map((method, index) => (
        <Fragment key={method}>
          {index > 0 && (
            <div className="gw-divider" role="separator">
              or
            </div>
          )}
          <section aria-label={sectionNames[method]} data-method={method}>
            {sections[method]()}
          </section>
        </Fragment>
      ))}
    </div>
  )
}

const sectionNames: Record<ConnectMethod, string> = {
  email: "Email",
  social: "Social login",
  wallet: "Wallets"
}
