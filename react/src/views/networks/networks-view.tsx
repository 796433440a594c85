import { useGangwayClient } from "../../context.js"
import { NetworkList } from "./network-list.js"

/** Switch the active network; back to where the user came from once switched. */
export const NetworksView = () => {
  const client = useGangwayClient()
  return (
    <div data-testid="networks-view">
      <NetworkList onSwitched={() => void client.back()} />
    </div>
  )
}
