import type { GangwayState } from "@gangway/core"
import { useGangwayState } from "../../hooks/use-gangway-state.js"
import { EmailVerifyDeviceView, EmailVerifyOtpView, UpdateEmailOtpView, UpdateEmailView } from "./email-views.js"
import { ConnectingFarcasterView } from "./farcaster-view.js"
import { ConnectingSocialView } from "./social-views.js"

const selectView = (state: GangwayState) => state.router.view

/** The email, social, Farcaster and update-email views, behind one entry of the modal's registry (one line in its first bundle). */
export const AuthFlowView = () => {
  const view = useGangwayState(selectView)
  switch (view) {
    case "EmailVerifyDevice":
      return <EmailVerifyDeviceView />
    case "EmailVerifyOtp":
      return <EmailVerifyOtpView />
    case "ConnectingSocial":
      return <ConnectingSocialView />
    case "ConnectingFarcaster":
      return <ConnectingFarcasterView />
    case "UpdateEmail":
      return <UpdateEmailView />
    case "UpdateEmailOtp":
      return <UpdateEmailOtpView />
    default:
      return null
  }
}
