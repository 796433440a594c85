import { useEffect } from "react"
import { useGangwayContext } from "../context.js"

/**
 * While `active`, the client's balances and listed activity follow the chain (see
 * `client.balances.watch`): what the Account button and the open modal use while they show
 * an account. Waits for a lazily loaded client rather than loading it.
 */
export const useFollowChain = (active: boolean): void => {
  const { client } = useGangwayContext()
  useEffect(() => {
    if (!active || client === undefined) return
    return client.balances.watch()
  }, [active, client])
}
