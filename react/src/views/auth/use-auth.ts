import type { GangwayState } from "@gangway/core"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { useErrorText } from "../../i18n/use-error-text.js"

const selectAuth = (state: GangwayState) => state.auth

/** The email, social and update-email flow as the core holds it. */
export const useAuthState = () => useGangwayState(selectAuth)

/** The flow's last failure in the visitor's language (by its tag), or undefined. */
export const useAuthErrorText = (auth: GangwayState["auth"]): string | undefined => {
  const errorText = useErrorText()
  return auth.error === undefined ? undefined : errorText(auth.error)
}

export { openSocialWindow } from "../connect/auth-connect.js"

/** Seconds left of the 30 s email cool-down, counted from the last email login asked. */
export const cooldownSecondsLeft = (lastAt: number | undefined, now: number): number =>
  lastAt === undefined ? 0 : Math.max(0, Math.ceil((lastAt + 30_000 - now) / 1000))
