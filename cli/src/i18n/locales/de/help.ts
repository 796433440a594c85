import type { Translation } from "@gangway/core/i18n"
import type { helpMessages } from "../../help-messages.js"

export default {
  program:
    "Verbinde eine Wallet, prüfe Guthaben und NFTs, sende Tokens und lies den Verlauf im Terminal, über den Gangway-Kern.",
  optionLocale:
    "Sprache der Ausgabe für Menschen: en, es, de, ja, zh-CN oder ar (env LC_ALL, LC_MESSAGES, LANG; --json bleibt Englisch)",
  exitCodes:
    "Exit-Codes: 0 ok, 1 fehlgeschlagen, 2 ungültige Eingabe (nichts wurde geändert), 3 gesendet, aber noch nicht bestätigt.",
  devFound: "Läuft `gangway dev` (oder `npm start`), finden die anderen Befehle die lokale Welt ohne Optionen.",
  examples: "Beispiele:",
  connect:
    "eine Wallet verbinden: WalletConnect (QR-Code im Terminal) oder ein lokaler Signer aus einem EVM-Schlüssel oder einem Solana-Keypair",
  account: "das verbundene Konto zeigen; --type wechselt die eingebettete Wallet zwischen EOA und Smart Account",
  balance: "die Guthaben des Kontos im aktiven Netzwerk zeigen",
  networks: "die Netzwerke auflisten, das aktive markiert",
  switch: "das aktive Netzwerk wechseln (und die Chain der Wallet)",
  disconnect: "die Sitzung beenden und vergessen",
  send: "native Tokens, einen ERC20- oder SPL-Token senden: Vorschau mit Gebühr, bestätigen, warten bis gemined",
  swap: "einen Token gegen einen anderen im aktiven Netzwerk tauschen: Angebot, Vorschau mit Gebühr, bestätigen, bei Bedarf freigeben, warten bis gemined",
  buy: "Krypto per Karte oder Bankkonto kaufen: das Angebot und die Zahlungsseite des Anbieters; --wait wartet auf die Lieferung",
  history: "Transaktionen des Kontos im aktiven Netzwerk, nach Jahr und Monat gruppiert",
  nfts: "die NFTs des Kontos im aktiven Netzwerk (ohne Spam)",
  signIn: "das verbundene Konto mit der Wallet anmelden (SIWX): die Nonce des Servers, signiert und vom Server geprüft",
  name: "der .reown.id-Name des Kontos: einen prüfen, einen registrieren, den des Kontos zeigen",
  nameCheck: "ob ein Name frei ist (zuerst die Zeichenregeln) und ähnliche freie Namen",
  nameRegister:
    "einen Namen für das verbundene Konto registrieren: die Wallet signiert, die Daten-API trägt ihn ins Register ein",
  nameShow: "der Name des verbundenen Kontos, aus dem Reverse Record gelesen",
  sessions: "Smart Sessions: Berechtigungen, die das Konto dApps erteilt hat",
  sessionsList:
    "die Sessions des Kontos (aktiv, abgelaufen, widerrufen) mit dem, was jede erlaubt, ihrem Ablauf und ihrem Signer",
  sessionsRevoke: "eine Session widerrufen: das Konto signiert ihren pci; die dApp kann darunter nichts mehr ausgeben",
  run: "einen Ablauf per Skript (JSON oder YAML) mit Erwartungen ausführen; eine Zeile bestanden/fehlgeschlagen pro Schritt",
  dev: "die lokale Welt starten (Chain, Daten-API, Relay) bis Strg-C, wie `npm start`"
} satisfies Translation<typeof helpMessages.en>
