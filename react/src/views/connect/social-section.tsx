import type { SocialProvider } from "@gangway/core"
import { useMessages } from "../../i18n/use-messages.js"
import { FarcasterIcon } from "./farcaster-icon.js"
import { connectMessages } from "./messages.js"
import { socialIcons, socialNames } from "./social-icons.js"

interface SocialSectionProps {
  readonly providers: ReadonlyArray<SocialProvider>
  readonly onChoose: (provider: SocialProvider) => void
  /** Sign In With Farcaster, offered after the providers (alone: a full-width button). */
  readonly onFarcaster?: (() => void) | undefined
}

/**
 * Social login: the first provider as a full-width button, the others as a row of
 * icon buttons. Shown only with an auth connector.
 */
export const SocialSection = ({ providers, onChoose, onFarcaster }: SocialSectionProps) => {
  const report = onChoose
  const t = useMessages(connectMessages)
  const continueWith = (name: string) => `${t("continueWithBefore")}${name}${t("continueWithAfter")}`
  const [first, ...rest] = providers
  if (first === undefined) {
    return onFarcaster === undefined ? null : (
      <div className="gw-socials">
        <button type="button" className="gw-social" onClick={onFarcaster}>
          <FarcasterIcon />
          {continueWith("Farcaster")}
        </button>
      </div>
    )
  }
  const FirstIcon = socialIcons[first]
  return (
    <div className="gw-socials">
      <button type="button" className="gw-social" onClick={() => report(first)}>
        <FirstIcon />
        {continueWith(socialNames[first])}
      </button>
      {(rest.length > 0 || onFarcaster !== undefined) && (
        <div className="gw-socials__row">
          {rest.map((provider) => {
            const Icon = socialIcons[provider]
            return (
              <button
                key={provider}
                type="button"
                className="gw-social"
                aria-label={continueWith(socialNames[provider])}
                title={socialNames[provider]}
                onClick={() => report(provider)}
              >
                <Icon />
              </button>
            )
          })}
          {onFarcaster !== undefined && (
            <button
              type="button"
              className="gw-social"
              aria-label={continueWith("Farcaster")}
              title="Farcaster"
              onClick={onFarcaster}
            >
              <FarcasterIcon />
            </button>
          )}
        </div>
      )}
    </div>
  )
}
