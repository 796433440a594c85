import type { ConnectMethod } from "@gangway/core"
import { Fragment, Suspense, useEffect, type ReactNode } from "react"
import { useGangwayContext, useWithClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { farcasterOffered, shownConnectMethods } from "./connect-methods.js"
import { connectMessages } from "./messages.js"
import { WalletSection } from "./wallet-section.js"
import { useMessages } from "../../i18n/use-messages.js"
import { onIdle } from "../../internal/on-idle.js"
import { lazyView } from "../../modal/lazy-view.js"
import { ConnectingExternalView } from "../../modal/flow-views.js"

// Shown only with an auth connector (none yet, issue 17): their code is not in the Connect view's chunk.
const AuthEmail = lazyView(() => import("./auth-methods.js").then((chunk) => chunk.AuthEmail))
const AuthSocials = lazyView(() => import("./auth-methods.js").then((chunk) => chunk.AuthSocials))

/** The connection methods, in the dApp's configured order, separated by "or". */
export const ConnectView = () => {
  const { config, client } = useGangwayContext()
  const farcaster = farcasterOffered(client?.options)
  const withClient = useWithClient()
  const connectors = useConnectors()
  const t = useMessages(connectMessages)
  // Once shown (not while pre-rendered hidden: effects wait), the next view's code, so choosing a
  // wallet with a tap (no hover to fetch it first) paints it at once.
  useEffect(() => onIdle(() => void ConnectingExternalView.preload()), [])
  // Email and social login are shown only with an auth connector; their chunk goes through the core's auth flow.
  const sections: Record<ConnectMethod, () => ReactNode> = {
    email: () => (
      <Suspense fallback={null}>
        <AuthEmail withClient={withClient} />
      </Suspense>
    ),
    social: () => (
      <Suspense fallback={null}>
        <AuthSocials providers={config.features.socials} farcaster={farcaster} withClient={withClient} />
      </Suspense>
    ),
    wallet: () => <WalletSection />
  }
  return (
    <div data-testid="connect-view">
      {shownConnectMethods(config, connectors, farcaster).map((method, index) => (
        <Fragment key={method}>
          {index > 0 && (
            // biome-ignore lint/a11y/useSemanticElements: the divider carries a word ("or"), which <hr> cannot hold
            <div className="gw-divider" role="separator">
              {t("or")}
            </div>
          )}
          <section aria-label={t(method === "wallet" ? "wallets" : method)} data-method={method}>
            {sections[method]()}
          </section>
        </Fragment>
      ))}
    </div>
  )
}
