import type { Translation } from "@gangway/core/i18n"
import type { authMessages } from "../../../views/auth/messages.js"

export default {
  otpLead: "Gib den 6-stelligen Code ein, den wir an {email} gesendet haben.",
  otpLabel: "Code aus der E-Mail",
  deviceLead:
    "Dieser Browser ist neu für {email}. Öffne den Link aus unserer E-Mail, um ihn freizugeben; dein Anmeldecode folgt per E-Mail.",
  deviceWaiting: "Warte auf deine Freigabe…",
  currentEmail:
    "Deine aktuelle E-Mail-Adresse ist {email}. Wir senden einen Code an sie und dann einen an die neue Adresse.",
  emailNotSet: "nicht festgelegt",
  newEmail: "Neue E-Mail-Adresse",
  sendCodes: "Codes senden",
  primaryLead: "Gib den Code ein, den wir an deine aktuelle E-Mail-Adresse {email} gesendet haben.",
  secondaryLead: "Gib jetzt den Code ein, den wir an deine neue E-Mail-Adresse {email} gesendet haben.",
  primaryLabel: "Code an deine aktuelle E-Mail-Adresse",
  secondaryLabel: "Code an deine neue E-Mail-Adresse",
  resend: "Code erneut senden",
  resendIn: "{seconds, plural, one {Code erneut senden in # s} other {Code erneut senden in # s}}",
  popupBlocked: "Dein Browser hat das Anmeldefenster blockiert.",
  continueIn: "Weiter im {provider}-Fenster…",
  openAgain: "{provider}-Fenster erneut öffnen",
  approvalLead: "Prüfe diese Anfrage im sicheren Fenster unten. Nur du kannst sie dort freigeben."
} satisfies Translation<typeof authMessages.en>
