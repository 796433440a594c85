import type { Translation } from "@gangway/core/i18n"
import type { optionMessages } from "../../option-messages.js"

export default {
  json: "genau ein JSON-Dokument auf stdout ausgeben (Fortschritt als JSON-Zeilen auf stderr); nie nachfragen",
  stateDir:
    "wo die Sitzung gespeichert wird (env GANGWAY_STATE_DIR; Standard $XDG_STATE_HOME/gangway oder ~/.local/state/gangway)",
  rpcUrl: "JSON-RPC-URL der lokalen Chain 31337 (env GANGWAY_RPC_URL; Standard http://127.0.0.1:8545)",
  apiUrl: "Basis-URL der Daten-API; Verzeichnis und Analytics liegen darunter (env GANGWAY_API_URL)",
  relayUrl: "WalletConnect-Relay, ws:// oder wss:// (env GANGWAY_RELAY_URL)",
  projectId: "Projekt-ID für die gehosteten Dienste und das Relay (env GANGWAY_PROJECT_ID)",
  networks:
    "angebotene Netzwerke, durch Kommas getrennt, das erste aktiv (env GANGWAY_NETWORKS; Standard eip155:31337,eip155:1,eip155:42161,solana-local)",
  solanaRpcUrl:
    "JSON-RPC-URL des lokalen Solana-Clusters, solana-local (env GANGWAY_SOLANA_RPC_URL; Standard http://127.0.0.1:8899)",
  authFrameUrl:
    "der sichere Frame der E-Mail-Anmeldung, für connect --email (env GANGWAY_AUTH_FRAME_URL; die Welt von gangway dev liefert ihn)",
  inboxUrl: "das Postfach der lokalen Welt, für connect --otp-from-inbox (env GANGWAY_INBOX_URL)",
  bitcoinEsploraUrl:
    "Esplora-API des lokalen Bitcoin-Regtest-Ledgers, bitcoin-local (env GANGWAY_BITCOIN_ESPLORA_URL; Standard http://127.0.0.1:3002)",
  connectWallet:
    "wie verbunden wird (Standard: injected-key, mnemonic oder keypair, wenn ein Schlüssel angegeben ist, sonst walletconnect)",
  connectNetwork: "Netzwerk für die Verbindung (CAIP-ID, Chain-ID oder Name), z. B. eip155:31337 oder solana-local",
  connectTimeout: "nach so vielen Sekunden nicht mehr auf die Wallet warten (Standard: die 4 Minuten der Kopplung)",
  privateKey: "Schlüssel des lokalen Signers (env GANGWAY_PRIVATE_KEY)",
  mnemonic: "Mnemonic des lokalen Signers (env GANGWAY_MNEMONIC)",
  accountIndex: "Konto der Mnemonic (env GANGWAY_ACCOUNT_INDEX; Standard 0)",
  keypair: "lokaler Solana-Signer: eine Keypair-Datei der Solana CLI, ein JSON-Array aus 64 Bytes",
  secretKey: "lokaler Solana-Signer: ein 64-Byte-Secret-Key in Base58 (env GANGWAY_SOLANA_SECRET_KEY)",
  wif: "lokaler Bitcoin-Signer: ein privater Schlüssel in WIF, seine native SegWit-Adresse (env GANGWAY_BITCOIN_WIF)",
  email: "per E-Mail über den sicheren Frame anmelden: der gemailte Code wird hier abgefragt",
  otpFromInbox: "mit --email: Geräte-Link und Code aus dem Postfach der lokalen Welt lesen (Skripte)",
  accountType: "E-Mail- oder Social-Login: ab jetzt den Smart Account (ERC-4337) oder den EOA verwenden",
  balanceToken: "nur dieser Token, z. B. ETH, GWT oder 0x45527bdf… (auf Solana SOL, GUSD oder eine Mint-Adresse)",
  switchNetwork: "CAIP-ID, Chain-ID oder Name: eip155:1, 1, mainnet, solana-local, solana-devnet",
  sendTo: "Empfänger: eine 0x-Adresse oder ein registrierter Name (alice.reown.id); auf Solana eine Base58-Adresse",
  sendAmount: "Betrag in ganzen Tokens, z. B. 1.5",
  sendToken: "zu sendender Token (Standard: der native Token des Netzwerks)",
  sendYes: "ohne Rückfrage senden (nötig mit --json oder ohne Terminal)",
  sendSpeed: "Gebührengeschwindigkeit, wo das Netzwerk eine berechnet (Bitcoin; Standard normal)",
  swapFrom: "zu zahlender Token, z. B. ETH oder GWT",
  swapTo: "zu erhaltender Token, z. B. GWT oder USDT",
  swapAmount: "zu zahlender Betrag von --from in ganzen Tokens, z. B. 1.5",
  swapSlippage: "wie weit der Swap unter dem Angebot auszahlen darf, in Prozent (Standard 1)",
  swapYes: "ohne Rückfrage tauschen (nötig mit --json oder ohne Terminal)",
  buyAmount: "was du zahlst, in der Währung, z. B. 50 (Karte 10.00–7500.00, Bank 10.00–25000.00)",
  buyCurrency: "Zahlungswährung, z. B. USD oder EUR (Standard USD)",
  buyToken: "was gekauft wird, z. B. USDC oder ETH (Standard USDC)",
  buyMethod: "Zahlungsmethode (Standard card)",
  buyWait: "warten, bis die Tokens in der Wallet ankommen (oder die Zahlung fehlschlägt)",
  historyLimit: "höchstens n Transaktionen zeigen (Standard: eine Seite)",
  historyCursor: "ab dem `next`-Cursor einer früheren Seite fortfahren",
  signInUrl: "der Anmeldeserver (env GANGWAY_SIWX_URL; Standard der der lokalen Welt, wenn gangway dev läuft)",
  signInDomain: "die Seite, die die Nachricht nennt (Standard localhost)",
  signInStatus:
    "die Sitzungen des verbundenen Kontos auf dem Anmeldeserver zeigen (von einer früheren Anmeldung), statt sich anzumelden",
  nameArgument: "der Name, mit oder ohne .reown.id",
  pciArgument: "der Berechtigungskontext der Session, aus `gangway sessions list`",
  scriptArgument: "Pfad zu einem .json-, .yaml- oder .yml-Skript (Format: docs/cli.md)"
} satisfies Translation<typeof optionMessages.en>
