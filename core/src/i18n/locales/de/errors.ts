import type { errorMessages } from "../../errors-messages.js"
import type { Translation } from "../../messages.js"

export default {
  TokenBalanceUnavailable: "Token-Guthaben nicht verfügbar",
  GasPriceNetworkUnsupported: "Netzwerk wird für den Gaspreis nicht unterstützt",
  SwapsNetworkUnsupported: "Netzwerk wird für Swaps nicht unterstützt",
  DisconnectFailed: "Trennen fehlgeschlagen",
  CooldownActive: "Bitte versuche es in {secondsLeft} Sekunden erneut",
  InvalidAppConfiguration: "Ungültige App-Konfiguration",
  AuthInitializationFailed: "Beim Start der Anmeldung ist ein Problem aufgetreten",
  SignatureDeclined: "Signatur abgelehnt",
  SmartAccountUnsupported: "Diese Anwendung unterstützt Smart Accounts möglicherweise nicht",
  RequestDeclined: "{action, select, connect {Verbindung abgelehnt} other {Netzwerkwechsel abgelehnt}}",
  RelayUnreachable:
    "Das WalletConnect-Relay ({relayUrl}) war innerhalb von {seconds} Sekunden nicht erreichbar. Prüfe die Verbindung und versuche es erneut.",
  NetworkNotApproved:
    "Deine Wallet hat {network} für diese Verbindung nicht freigegeben. Trenne die Verbindung und verbinde dich neu, wobei du {network} in der Wallet auswählst.",
  ConnectorNotFound: "Wallet nicht verfügbar: {connectorId}",
  WalletRequestFailed: "Die Wallet konnte {method} nicht ausführen",
  WalletLinkRefused: "Der Link von {wallet} kann nicht sicher geöffnet werden. Scanne stattdessen den QR-Code.",
  WalletAnswerInvalid:
    "Die Antwort der Wallet auf {method} ist ungültig und wurde nicht verwendet. Prüfe die Wallet, bevor du es erneut versuchst.",
  WalletSessionRefused:
    "Deine Wallet hat kein nutzbares Konto in den Netzwerken dieser App freigegeben. Verbinde dich erneut und wähle eines davon in der Wallet.",
  MalformedRequest:
    "Die Anfrage ist fehlerhaft und wurde nicht gesendet: Gib einen Methodennamen und JSON-Parameter an.",
  EmailLoginDependencyUnavailable: "Die E-Mail-Anmeldung konnte nicht geladen werden",
  RequestAborted: "Die Anfrage wurde abgebrochen",
  SomethingWentWrong: "Etwas ist schiefgelaufen",
  FrameErrorReply: "{hasReply, select, yes {{reply}} other {Ein Fehler ist aufgetreten}}",
  PopupBlocked: "Das Anmeldefenster wurde blockiert. Erlaube Pop-ups für diese Seite oder versuche es erneut.",
  SocialLoginClosed: "Das Anmeldefenster wurde geschlossen, bevor die Anmeldung fertig war. Versuche es erneut.",
  AuthNotConfigured: "E-Mail- und Social-Login sind für diese App nicht eingerichtet",
  RpcMethodNotAllowed: "Der angeforderte RPC-Aufruf ist nicht erlaubt",
  TransactionsFetchFailed: "Transaktionen konnten nicht geladen werden",
  NftsFetchFailed: "NFTs konnten nicht geladen werden",
  TransactionsRequireAccount: "Ohne accountAddress können keine Transaktionen geladen werden",
  SiwxNotEnabled: "SIWX ist nicht aktiviert",
  NoActiveCaipAddress: "Keine ActiveCaipAddress gefunden",
  NoActiveCaipNetwork: "Kein ActiveCaipNetwork oder Client gefunden",
  NoConnectionClient: "Kein ConnectionController-Client gefunden",
  UnsupportedChain: "Nicht unterstützte Chain: {caipNetworkId}",
  MissingAdapter: "Kein Adapter für den Namespace {namespace}",
  MissingNetwork: "Unbekanntes Netzwerk: {caipNetworkId}",
  InvalidInput:
    "{field, select, receiver {Ungültiger Empfänger: {reason}} other {Ungültige Eingabe für {field}: {reason}}}",
  SendRequirementsMissing:
    "{namespace, select, solana {Bitte gib einen gültigen Betrag und eine Empfängeradresse ein} other {Für diese Überweisung fehlt: {missingList}}}",
  InvalidFeeSettings: "Ungültige Gebühreneinstellungen: {details}",
  InsufficientGas: "Nicht genug {symbol}, um das Gas zu bezahlen",
  BelowDustLimit: "{amount} {symbol} ist zu wenig für diese Adresse: sende mindestens {minimum} {symbol}",
  InsufficientBalance:
    "Nicht genug {symbol}: diese Überweisung braucht {needed} {symbol} samt Gebühr, das Konto kann {available} {symbol} ausgeben. Sende weniger oder lade Guthaben auf",
  SendUnavailable: "Senden ist auf {network} hier nicht möglich: sende direkt aus der Wallet",
  OnrampAmountOutOfRange: "Der Betrag muss zwischen {min} und {max} liegen",
  TransactionNotFound: "Transaktion nicht gefunden: {hash}",
  ChainError:
    "{reason, select, ExecutionReverted {Ausführung rückgängig gemacht} NonceTooHigh {Nonce zu hoch} NonceTooLow {Nonce zu niedrig} FeeCapTooHigh {Gebührenobergrenze zu hoch} FeeCapTooLow {Gebührenobergrenze zu niedrig} InsufficientFunds {Nicht genug Guthaben für Gas und Betrag} GasTooHigh {Gaslimit zu hoch} GasTooLow {Gaslimit zu niedrig} TransactionTypeNotSupported {Transaktionstyp nicht unterstützt} TipAboveFeeCap {Prioritätsgebühr über der Höchstgebühr} InvalidAnswer {Der Knoten hat eine ungültige Antwort gesendet, sie wurde nicht verwendet. Versuche es erneut oder nutze eine andere RPC-URL} other {Unbekannter Node-Fehler}}",
  ProjectIdRequired: "Für die gehostete {api} ist eine projectId nötig",
  ApiStatusError: "Die {api} antwortete {status} auf {method} {path}",
  ApiTimeout: "Die {api} hat auf {method} {path} nicht innerhalb von {seconds} s geantwortet",
  ApiUnreachable: "Die {api} war nicht erreichbar ({method} {path})",
  ApiInvalidResponse: "Die {api} gab eine unerwartete Antwort auf {method} {path}",
  ApiResponseTooLarge: "Die {api} schickte eine Antwort größer als {megabytes} MB auf {method} {path}",
  NameRefused:
    "{rule, select, empty {Gib einen Namen ein} too-short {Ein Name hat mindestens 3 Zeichen} too-long {Ein Name hat höchstens 63 Zeichen} characters {Nur Kleinbuchstaben a–z, Ziffern und Bindestriche} hyphen {Ein Name darf nicht mit einem Bindestrich beginnen oder enden} punycode {Namen mit xn-- (Punycode) am Anfang werden nicht angenommen: gib den Namen mit Buchstaben a–z und Ziffern ein} other {Hier können nur Namen auf .reown.id registriert werden}}",
  NameTaken: "{name} ist bereits registriert: wähle einen anderen Namen",
  NameSignatureRefused:
    "Die Registrierung von {name} wurde abgelehnt: die Signatur stammt nicht vom verbundenen Konto. Signiere erneut mit diesem Konto",
  NamesNetworkUnsupported: "Auf {network} können keine Namen registriert werden: wechsle zu einem Netzwerk mit Namen",
  SessionsNetworkUnsupported:
    "Smart Sessions sind auf {network} nicht verfügbar: wechsle zu einem Netzwerk, das sie unterstützt",
  SessionNotFound: "Diese Session gehört nicht zum Konto: liste die Sessions erneut auf",
  SessionSpendRefused: "Die Wallet hat diese Ausgabe abgelehnt: {reason}",
  SessionRevokeRefused:
    "Der Widerruf wurde abgelehnt: die Signatur stammt nicht vom Konto. Signiere erneut mit dem Konto, das sie erteilt hat",
  OnrampDisabled: "Krypto-Kauf ist in dieser App ausgeschaltet",
  OnrampNetworkUnsupported:
    "{hasAsset, select, yes {{asset} kann auf {network} nicht gekauft werden: wähle einen anderen Coin oder ein anderes Netzwerk} other {Auf {network} wird kein Krypto-Kauf angeboten: wechsle das Netzwerk}}",
  OnrampPaymentUnsupported:
    "{paymentMethod, select, card {Zahlung in {paymentCurrency} per Karte wird nicht angeboten: wähle eine andere Währung oder Methode} other {Zahlung in {paymentCurrency} per Bankkonto wird nicht angeboten: wähle eine andere Währung oder Methode}}",
  OnrampUrlUnavailable: "Die Zahlungsseite konnte nicht geöffnet werden: versuche es gleich noch einmal",
  OnrampPurchaseFailed:
    "Der Kauf ist fehlgeschlagen, nichts wurde geliefert: prüfe die Zahlungsdaten und versuche es erneut",
  SwapsDisabled: "Swaps sind in dieser App ausgeschaltet",
  SwapTokenUnknown: "{token} kann auf {network} nicht geswappt werden: wähle einen Token aus der Swap-Liste",
  SwapPairUnsupported: "Kein Angebot für {from} zu {to}: wähle ein anderes Paar oder einen anderen Betrag",
  SwapBalanceTooLow:
    "Nicht genug {symbol}: der Swap kostet {needed} {symbol}, das Konto hat {available} {symbol}. Swappe weniger oder lade Guthaben auf",
  SwapSlippageExceeded:
    "Der Preis hat sich bewegt: der Swap ergäbe jetzt {now} {symbol}, weniger als die {minimum} {symbol}, die {slippage}% Slippage erlauben. Nichts wurde geswappt; prüfe das neue Angebot",
  SwapReverted:
    "Der Swap ist auf der Chain fehlgeschlagen (Transaktion {hash}); nur die Netzwerkgebühr wurde ausgegeben. Versuche es erneut",
  SiwxNonceRefused: "Diese Anmeldeanfrage ist abgelaufen oder wurde schon verwendet. Melde dich erneut an.",
  SiwxMessageExpired: "Die Anmeldenachricht ist nicht mehr gültig. Melde dich erneut an.",
  SiwxDomainMismatch:
    "Die Anmeldenachricht ist für {domain}, nicht für diese Seite. Melde dich auf der Seite selbst an.",
  SiwxWrongChain:
    "Anmelden auf {chainId} wird hier nicht angenommen. Wechsle zu einem Netzwerk der Seite und melde dich erneut an.",
  SiwxSignatureInvalid: "Die Signatur passt nicht zum verbundenen Konto. Melde dich mit diesem Konto erneut an.",
  SiwxBackendFailed:
    "Der Anmeldedienst unter {url} hat nicht wie erwartet geantwortet. Versuche es gleich noch einmal.",
  SiwxMessageRefused:
    "Die Anmeldenachricht wurde abgelehnt: {reason, select, format {sie ist keine gültige Anmeldenachricht} domain {sie nennt eine andere Seite als diese} uri {ihre Adresse liegt nicht auf dieser Seite} chain {ihr Netzwerk gehört nicht zu den Netzwerken der Seite} address {ihr Konto ist nicht so geschrieben, wie der Standard es verlangt} version {ihre Version ist nicht 1} nonce {ihr Einmalcode besteht nicht aus mindestens 8 Buchstaben und Ziffern} statement {ihr Text ist nicht einzeilig} resources {eine ihrer Ressourcen ist keine gültige Adresse} issued-at {ihr Ausstellungszeitpunkt ist fehlerhaft oder liegt in der Zukunft} expiration-time {sie ist abgelaufen oder ihr Ablaufdatum ist fehlerhaft} not-before {ihr Startzeitpunkt ist fehlerhaft oder noch nicht erreicht} request-id {ihre Anfrage-ID ist nicht einzeilig} other {sie verstößt gegen eine Anmelderegel}}. Es wurde nichts angemeldet. Versuche es erneut und sag der Seite Bescheid, wenn es wieder passiert."
} satisfies Translation<typeof errorMessages.en>
