import { useWithClient } from "../../context.js"

/**
 * Email and social login go through the auth connector, which the core does
 * not have yet. Until it does, choosing them says so instead of pretending.
 */
export const useReportUnavailable = () => {
  const withClient = useWithClient()
  // The client's toast: it loads first if need be.
  return (method: string) => void withClient((client) => client.showToast("error", `${method} login is not available yet`))
}
