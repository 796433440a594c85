// Email and social login, a chunk of their own: the Connect view loads it only when an auth
// connector is registered, so a page without one never fetches it.
import { FlowStyles } from "../../internal/flow-styles.js"
import { authCss } from "./auth-css.js"
import { EmailSection } from "./email-section.js"
import { SocialSection } from "./social-section.js"

export const AuthEmail = (props: Parameters<typeof EmailSection>[0]) => (
  <>
    <FlowStyles name="auth" css={authCss} />
    <EmailSection {...props} />
  </>
)

export const AuthSocials = (props: Parameters<typeof SocialSection>[0]) => (
  <>
    <FlowStyles name="auth" css={authCss} />
    <SocialSection {...props} />
  </>
)
