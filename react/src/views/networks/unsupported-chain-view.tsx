import { useGangwayClient } from "../../context.js"
import { AlertIcon } from "../../internal/icons.js"
import { NetworkList } from "./network-list.js"

/** The wallet is on a network the dApp does not support: explain, and offer the supported ones. */
export const UnsupportedChainView = () => {
  const client = useGangwayClient()
  return (
    <div data-testid="unsupported-chain-view">
      <div className="gw-notice">
        <span className="gw-notice__icon">
          <AlertIcon size={28} />
        </span>
        <p className="gw-notice__title">Network not supported</p>
        <p className="gw-text">This app does not support the network your wallet is on. Choose one of these to continue.</p>
      </div>
      <NetworkList markActive={false} onSwitched={() => void client.close()} />
    </div>
  )
}
