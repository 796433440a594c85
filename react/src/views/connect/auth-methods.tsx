// Email and social login, a chunk of their own: the Connect view loads it only when an auth
// connector is registered, so a page without one never fetches it. The buttons go through the
// core's auth flow (client.auth).
import "../../index.js" // one chunk for the first bundle in esbuild: see index.ts
import type { SocialProvider } from "@gangway/core"
import type { useWithClient } from "../../context.js"
import { FlowStyles } from "../../internal/flow-styles.js"
import { authCss } from "./auth-css.js"
import { openSocialWindow, reportAuthFailure } from "./auth-connect.js"
import { EmailSection } from "./email-section.js"
import { SocialSection } from "./social-section.js"

/** Runs an action on the client once it is loaded (the Connect view's `useWithClient`, handed down). */
type WithClient = ReturnType<typeof useWithClient>

export const AuthEmail = ({ withClient }: { readonly withClient: WithClient }) => {
  const onSubmit = (email: string) =>
    void withClient((client) => client.auth.connectEmail(email).catch(reportAuthFailure(client)))
  return (
    <>
      <FlowStyles name="auth" css={authCss} />
      <EmailSection onSubmit={onSubmit} />
    </>
  )
}

export const AuthSocials = ({
  providers,
  farcaster,
  withClient
}: {
  readonly providers: ReadonlyArray<SocialProvider>
  readonly farcaster: boolean
  readonly withClient: WithClient
}) => {
  const onChoose = (provider: SocialProvider) => {
    // Opened on the click itself, before anything is awaited, so the browser allows it.
    const popup = openSocialWindow()
    void withClient((client) => client.auth.connectSocial(provider, popup).catch(reportAuthFailure(client)))
  }
  // The Farcaster view shows its own failures (refused, expired) with a button to start again.
  const onFarcaster = () => void withClient((client) => client.auth.connectFarcaster().catch(() => undefined))
  return (
    <>
      <FlowStyles name="auth" css={authCss} />
      <SocialSection providers={providers} onChoose={onChoose} onFarcaster={farcaster ? onFarcaster : undefined} />
    </>
  )
}
