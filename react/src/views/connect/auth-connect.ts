import { type GangwayClient, isGangwayError } from "@gangway/core"

/** The browser's window for social login, opened on the click itself so the browser allows it; `null` when blocked. */
export const openSocialWindow = (): Window | null =>
  typeof window === "undefined"
    ? null
    : window.open("about:blank", "gangway-social-login", "popup,width=480,height=680")

/**
 * A failed email or social login the core does not show itself becomes a toast (the core toasts
 * 'Something went wrong' and start-up failures; the social view shows a blocked window).
 */
export const reportAuthFailure = (client: GangwayClient) => (error: unknown) => {
  if (
    isGangwayError(error, "SomethingWentWrong") ||
    isGangwayError(error, "AuthInitializationFailed") ||
    isGangwayError(error, "InvalidAppConfiguration") ||
    isGangwayError(error, "PopupBlocked")
  )
    return
  if (error instanceof Error) void client.toast.show("error", error.message)
}
