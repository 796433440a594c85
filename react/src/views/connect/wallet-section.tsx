import type { Connector } from "@gangway/core"
import { useState } from "react"
import { useGangwayClient } from "../../context.js"
import { useConnectors } from "../../hooks/use-connectors.js"
import { SpinnerIcon, WalletIcon } from "../../internal/icons.js"

// Email and social login are offered by their own sections.
const listed = (connector: Connector) => connector.type !== "AUTH"

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message !== "" ? error.message : "Could not connect the wallet"

/** The wallets the core has found; an honest empty state while there are none. */
export const WalletSection = () => {
  const client = useGangwayClient()
  const connectors = useConnectors().filter(listed)
  const [connecting, setConnecting] = useState<string | undefined>()

  const connect = async (connector: Connector) => {
    setConnecting(connector.id)
    try {
      await client.connect(connector.id)
    } catch (error) {
      void client.showToast("error", errorMessage(error))
    } finally {
      setConnecting(undefined)
    }
  }

  if (connectors.length === 0) {
    return (
      <div className="gw-empty" data-testid="wallets-empty">
        <span className="gw-empty__icon">
          <WalletIcon size={24} />
        </span>
        <p className="gw-empty__title">No wallets found</p>
        <p className="gw-text">Install a browser wallet extension, then open this window again.</p>
      </div>
    )
  }
  return (
    <div className="gw-stack" data-testid="wallet-list">
      {connectors.map((connector) => (
        <button
          key={connector.id}
          type="button"
          className="gw-row"
          aria-busy={connecting === connector.id}
          disabled={connecting !== undefined && connecting !== connector.id}
          data-connector={connector.id}
          onClick={() => void connect(connector)}
        >
          {connector.imageUrl === undefined ? (
            <span className="gw-avatar" style={{ background: "var(--gw-accent)" }} aria-hidden="true">
              <WalletIcon size={18} />
            </span>
          ) : (
            <img className="gw-avatar" src={connector.imageUrl} alt="" />
          )}
          <span className="gw-row__label">{connector.name}</span>
          <span className="gw-row__end">
            {connecting === connector.id ? <SpinnerIcon size={18} /> : connector.type === "ANNOUNCED" && "Installed"}
          </span>
        </button>
      ))}
    </div>
  )
}
