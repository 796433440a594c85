import type { ConnectMethod } from "@gangway/core"
import { Fragment, type ReactNode } from "react"
import { useGangwayContext } from "../../context.js"
import { EmailSection } from "./email-section.js"
import { SocialSection } from "./social-section.js"
import { WalletSection } from "./wallet-section.js"

/** The connection methods, in the dApp's configured order, separated by "or". */
export const ConnectView = () => {
  const { features, connectMethodsOrder } = useGangwayContext().config
  const sections: Record<ConnectMethod, ReactNode> = {
    email: features.email ? <EmailSection /> : null,
    social: features.socials.length > 0 ? <SocialSection providers={features.socials} /> : null,
    wallet: <WalletSection />
  }
  const shown = connectMethodsOrder.filter((method) => sections[method] !== null)
  return (
    <div data-testid="connect-view">
      {shown.map((method, index) => (
        <Fragment key={method}>
          {index > 0 && (
            <div className="gw-divider" role="separator">
              or
            </div>
          )}
          <section aria-label={sectionNames[method]} data-method={method}>
            {sections[method]}
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
