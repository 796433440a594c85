import type { SocialProvider } from "@gangway/core"
import type { ReactNode } from "react"

export const socialNames: Record<SocialProvider, string> = {
  google: "Google",
  github: "GitHub",
  apple: "Apple",
  facebook: "Facebook",
  x: "X",
  discord: "Discord"
}

const glyph = (content: ReactNode) =>
  // biome-ignore lint/correctness/noComponentHookFactories: runs once per provider at module level, not during a render
  function SocialIcon() {
    return (
      <svg
        width="22"
        height="22"
        style={{ width: 22, height: 22 }}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {content}
      </svg>
    )
  }

// Simplified marks drawn for this widget, recognisable at 22 px.
export const socialIcons: Record<SocialProvider, () => ReactNode> = {
  google: glyph(
    <>
      <path
        d="M20.6 12.2c0-.6-.1-1.2-.2-1.8H12v3.4h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5z"
        fill="#4285f4"
      />
      <path
        d="M12 21c2.4 0 4.5-.8 5.9-2.2L15 16.5c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0 0 12 21z"
        fill="#34a853"
      />
      <path d="M7 13.7a5.4 5.4 0 0 1 0-3.4V8H4a9 9 0 0 0 0 8z" fill="#fbbc05" />
      <path d="M12 6.6c1.3 0 2.5.5 3.4 1.3L18 5.4A9 9 0 0 0 4 8l3 2.3c.7-2.1 2.7-3.7 5-3.7z" fill="#ea4335" />
    </>
  ),
  github: glyph(
    <path
      fill="currentColor"
      d="M12 3a9 9 0 0 0-2.8 17.5c.4.1.6-.2.6-.4v-1.6c-2.5.5-3-1.2-3-1.2-.4-1-1-1.3-1-1.3-.8-.6.1-.6.1-.6.9.1 1.4 1 1.4 1 .8 1.4 2.1 1 2.6.8.1-.6.3-1 .6-1.2-2-.2-4.1-1-4.1-4.5 0-1 .4-1.8 1-2.4-.1-.3-.4-1.2.1-2.4 0 0 .8-.2 2.5.9a8.6 8.6 0 0 1 4.6 0c1.7-1.2 2.5-.9 2.5-.9.5 1.3.2 2.2.1 2.4.6.6 1 1.4 1 2.4 0 3.5-2.1 4.3-4.1 4.5.3.3.6.8.6 1.6v2.4c0 .2.2.5.6.4A9 9 0 0 0 12 3z"
    />
  ),
  apple: glyph(
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2 1.6-2.9 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7c-1.3 0-2.6.8-3.3 2-1.4 2.4-.4 6 1 8 .7 1 1.5 2 2.5 2s1.4-.6 2.5-.6 1.5.6 2.6.6 1.7-1 2.4-2c.7-1.1 1-2.2 1.1-2.3-.1 0-2-.8-2-3.1zM14.5 6.6c.5-.7.9-1.6.8-2.5-.8 0-1.7.5-2.3 1.2-.5.6-.9 1.5-.8 2.4.9.1 1.8-.4 2.3-1.1z"
    />
  ),
  facebook: glyph(
    <>
      <circle cx="12" cy="12" r="9.5" fill="#1877f2" />
      <path
        fill="#fff"
        d="M13.2 21.4v-7h2.2l.4-2.6h-2.6v-1.6c0-.7.3-1.4 1.4-1.4h1.2V6.6s-1-.2-2.1-.2c-2.1 0-3.5 1.3-3.5 3.6v1.8h-2.3v2.6h2.3v7z"
      />
    </>
  ),
  x: glyph(
    <>
      <path d="M4.5 4h4.2l10.8 16h-4.2z" fill="currentColor" />
      <path d="M19 4l-6.1 7M11.1 13L5 20" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  discord: glyph(
    <path
      fill="#5865f2"
      d="M19 6.5a16 16 0 0 0-4-1.3l-.5 1a15 15 0 0 0-5 0l-.5-1a16 16 0 0 0-4 1.3C2.5 10.3 2 14 2.2 17.6a16 16 0 0 0 4.9 2.5l1-1.6c-.6-.2-1.1-.5-1.6-.8l.4-.3a11.5 11.5 0 0 0 10.2 0l.4.3c-.5.3-1 .6-1.6.8l1 1.6a16 16 0 0 0 4.9-2.5c.4-4.2-.6-7.9-2.8-11.1zM9 15.3c-1 0-1.7-.9-1.7-2s.8-2 1.7-2 1.8.9 1.7 2c0 1.1-.8 2-1.7 2zm6 0c-1 0-1.7-.9-1.7-2s.8-2 1.7-2 1.8.9 1.7 2c0 1.1-.8 2-1.7 2z"
    />
  )
}
