import type { Translation } from "@gangway/core/i18n"
import type { farcasterMessages } from "../../../views/auth/messages.js"

export default {
  qrLabel: "QR-Code zur Anmeldung mit Farcaster",
  title: "Mit Farcaster anmelden",
  preparing: "Anmeldecode wird vorbereitet…",
  scan: "Scanne diesen Code mit der Farcaster-App auf deinem Handy und bestätige die Anmeldung dort.",
  newCode: "Neuen Code holen",
  open: "In Farcaster öffnen",
  copy: "Link kopieren",
  copied: "Link kopiert"
} satisfies Translation<typeof farcasterMessages.en>
