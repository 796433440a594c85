import type { Translation } from "@gangway/core/i18n"
import type { namesMessages } from "../../../views/names/messages.js"

export default {
  loading: "Prüfe, ob dieses Netzwerk Namen anbietet",
  unavailable: "Namen sind hier nicht verfügbar",
  unavailableText: "Namen sind in diesem Netzwerk nicht verfügbar",
  registerFailed: "Der Name konnte nicht registriert werden",
  checkFailed: "Dieser Name kann gerade nicht geprüft werden",
  rules:
    "{min}–{max} Kleinbuchstaben a–z, Ziffern oder Bindestriche; kein Bindestrich am Anfang oder Ende. Namen enden auf {suffix}.",
  label: "Wähle einen Namen für dieses Konto",
  placeholder: "deinname",
  checking: "Wird geprüft…",
  available: "{name} ist verfügbar",
  taken: "{name} ist bereits registriert",
  suggestions: "Ähnliche verfügbare Namen",
  continue: "Weiter",
  for: "für {address}",
  signNote:
    "Deine Wallet bittet dich, eine Nachricht mit dem Namen und der Uhrzeit zu signieren. Signieren ist kostenlos: Von deinem Konto wird nichts on-chain gesendet.",
  back: "Zurück",
  signing: "In deiner Wallet signieren…",
  register: "Signieren und registrieren",
  yours: "gehört dir: Er wird jetzt als Name dieses Kontos angezeigt.",
  backToAccount: "Zurück zum Konto"
} satisfies Translation<typeof namesMessages.en>
