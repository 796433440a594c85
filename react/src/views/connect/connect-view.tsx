import type { ConnectMethod } from "@gangway/core"
import { Fragment, type ReactNode } from "react"
import { useGangwayContext, useWithClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { chooseConnector } from "./choose-wallet.js"
import { authConnectorOf, shownConnectMethods } from "./connect-methods.js"
import { EmailSection } from "./email-section.js"
import { SocialSection } from "./social-section.js"
import { WalletSection } from "./wallet-section.js"

/** The connection methods, in the dApp's configured order, separated by "or". */
export const ConnectView = () => {
  const { config } = useGangwayContext()
  const withClient = useWithClient()
  const connectors = useConnectors()
  const auth = authConnectorOf(connectors)
  // Email and social login are shown only with an auth connector; they ask it like any other wallet.
  const askAuth = () => {
    if (auth !== undefined) void withClient((client) => chooseConnector(client, auth))
  }
  const sections: Record<ConnectMethod, () => ReactNode> = {
    email: () => <EmailSection onSubmit={askAuth} />,
    social: () => <SocialSection providers={config.features.socials} onChoose={askAuth} />,
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
