import type { Translation } from "@gangway/core/i18n"
import type { connectMessages } from "../../../views/connect/messages.js"

export default {
  or: "oder",
  email: "E-Mail",
  social: "Social Login",
  wallets: "Wallets",
  noWallets: "Keine Wallets gefunden",
  noWalletsHint: "Installiere eine Wallet-Erweiterung im Browser und öffne dieses Fenster erneut.",
  qrCode: "QR-Code",
  installed: "Installiert",
  recent: "Zuletzt",
  emailAddress: "E-Mail-Adresse",
  continueWithEmail: "Mit E-Mail fortfahren",
  invalidEmail: "Gib eine gültige E-Mail-Adresse ein, z. B. name@example.com",
  continueWithBefore: "Weiter mit ",
  continueWithAfter: ""
} satisfies Translation<typeof connectMessages.en>
