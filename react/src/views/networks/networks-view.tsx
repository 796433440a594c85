import { useGangwayClient } from "../../context.js"
import { NetworkList } from "./network-list.js"

/**
 * Switch the active network; back to where the user came from once switched. A
 * network of a namespace with no wallet yet leads on to Connect for its wallets
 * (the core has already gone there).
 */
export const NetworksView = () => {
  const client = useGangwayClient()
  return (
    <div data-testid="networks-view">
      <NetworkList
        onSwitched={() => void (client.getState().router.view === "Networks" ? client.modal.back() : undefined)}
      />
    </div>
  )
}
