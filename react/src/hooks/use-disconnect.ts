import { useCallback } from "react"
import { useWithClient } from "../context.js"

/**
 * Disconnects the active wallet and closes the modal. Resolves `true` when done;
 * a failure shows the error toast and resolves `false`.
 */
export const useDisconnect = (): (() => Promise<boolean>) => {
  const withClient = useWithClient()
  return useCallback(
    () =>
      withClient(async (client) => {
        try {
          await client.connection.disconnect()
          await client.modal.close()
          return true
        } catch (error) {
          await client.toast.show("error", error instanceof Error ? error.message : "Failed to disconnect")
          return false
        }
      }),
    [withClient]
  )
}
