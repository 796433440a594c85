import type { SocialProvider } from "@gangway/core"
import { socialIcons, socialNames } from "./social-icons.js"

interface SocialSectionProps {
  readonly providers: ReadonlyArray<SocialProvider>
  readonly onChoose: (provider: SocialProvider) => void
}

/**
 * Social login: the first provider as a full-width button, the others as a row of
 * icon buttons. Shown only with an auth connector.
 */
export const SocialSection = ({ providers, onChoose }: SocialSectionProps) => {
  const report = onChoose
  const [first, ...rest] = providers
  if (first === undefined) return null
  const FirstIcon = socialIcons[first]
  return (
    <div className="gw-socials">
      <button type="button" className="gw-social" onClick={() => report(first)}>
        <FirstIcon />
        Continue with {socialNames[first]}
      </button>
      {rest.length > 0 && (
        <div className="gw-socials__row">
          {rest.map((provider) => {
            const Icon = socialIcons[provider]
            return (
              <button
                key={provider}
                type="button"
                className="gw-social"
                aria-label={`Continue with ${socialNames[provider]}`}
                title={socialNames[provider]}
                onClick={() => report(provider)}
              >
                <Icon />
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
