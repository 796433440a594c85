// The words of `gangway --help` (plain text: the help path carries no message formatter).
// Commander's own words (Usage, Options, Commands, "display help for command") stay English.
import { definePlainMessages } from "@gangway/core/i18n/runtime"

export const helpMessages = definePlainMessages("cliHelp", {
  program:
    "Connect a wallet, check balances and NFTs, send tokens and read history from the terminal, over the Gangway core.",
  optionLocale:
    "language of the output for a person: en, es, de, ja, zh-CN or ar (env LC_ALL, LC_MESSAGES, LANG; --json stays English)",
  exitCodes: "Exit codes: 0 ok, 1 failed, 2 bad input (nothing was changed), 3 sent but not yet confirmed.",
  devFound: "With `gangway dev` (or `npm start`) running, the other commands find the local world without flags.",
  examples: "Examples:",
  connect:
    "connect a wallet: WalletConnect (QR code in the terminal) or a local signer from an EVM key or a Solana keypair",
  account: "show the connected account; --type switches the embedded wallet between its EOA and its smart account",
  balance: "show the account's balances on the active network",
  networks: "list the networks, the active one marked",
  switch: "switch the active network (and the wallet's chain)",
  disconnect: "end the session and forget it",
  send: "send native tokens, an ERC20 or an SPL token: preview with the fee, confirm, wait until mined",
  swap: "swap one token for another on the active network: quote, preview with the fee, confirm, approve if needed, wait until mined",
  buy: "buy crypto with a card or bank account: the quote and the provider's page to pay on; --wait waits for the delivery",
  history: "transactions of the account on the active network, grouped by year and month",
  nfts: "the NFTs the account holds on the active network (spam left out)",
  signIn: "sign the connected account in with the wallet (SIWX): the server's nonce, signed and verified by the server",
  name: "the account's .reown.id name: check one, register one, show the account's",
  nameCheck: "whether a name is free (character rules first) and free names like it",
  nameRegister: "register a name for the connected account: the wallet signs, the data API writes it to the registry",
  nameShow: "the connected account's name, read from the reverse record",
  sessions: "smart sessions: permissions the account granted to dApps",
  sessionsList: "the account's sessions (active, expired, revoked) with what each allows, its expiry and its signer",
  sessionsRevoke: "revoke a session: the account signs its pci; the dApp can spend no more under it",
  run: "run a scripted flow (JSON or YAML) with expectations; a pass/fail line per step",
  dev: "start the local world (chain, data API, relay) until Ctrl-C, like `npm start`"
})
