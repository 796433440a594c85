// The options' and arguments' descriptions in `--help` (plain text: the help path carries no formatter).
import { definePlainMessages } from "@gangway/core/i18n/runtime"

export const optionMessages = definePlainMessages("cliOptions", {
  json: "print exactly one JSON document on stdout (progress as JSON lines on stderr); never prompt",
  stateDir:
    "where the session persists (env GANGWAY_STATE_DIR; default $XDG_STATE_HOME/gangway or ~/.local/state/gangway)",
  rpcUrl: "JSON-RPC URL of the local chain 31337 (env GANGWAY_RPC_URL; default http://127.0.0.1:8545)",
  apiUrl: "base URL of the data API; the directory and analytics live under it (env GANGWAY_API_URL)",
  relayUrl: "WalletConnect relay, ws:// or wss:// (env GANGWAY_RELAY_URL)",
  projectId: "project id for the hosted services and the relay (env GANGWAY_PROJECT_ID)",
  networks:
    "comma-separated networks to offer, the first active (env GANGWAY_NETWORKS; default eip155:31337,eip155:1,eip155:42161,solana-local)",
  solanaRpcUrl:
    "JSON-RPC URL of the local Solana cluster, solana-local (env GANGWAY_SOLANA_RPC_URL; default http://127.0.0.1:8899)",
  authFrameUrl:
    "the secure frame of email login, for connect --email (env GANGWAY_AUTH_FRAME_URL; gangway dev's world gives it)",
  inboxUrl: "the local world's mail inbox, for connect --otp-from-inbox (env GANGWAY_INBOX_URL)",
  bitcoinEsploraUrl:
    "Esplora API of the local Bitcoin regtest ledger, bitcoin-local (env GANGWAY_BITCOIN_ESPLORA_URL; default http://127.0.0.1:3002)",
  connectWallet: "how to connect (default: injected-key, mnemonic or keypair when a key is given, else walletconnect)",
  connectNetwork: "network to connect on (CAIP id, chain id or name), e.g. eip155:31337 or solana-local",
  connectTimeout: "give up waiting for the wallet after this many seconds (default: the pairing's 4 minutes)",
  privateKey: "local signer key (env GANGWAY_PRIVATE_KEY)",
  mnemonic: "local signer mnemonic (env GANGWAY_MNEMONIC)",
  accountIndex: "account of the mnemonic (env GANGWAY_ACCOUNT_INDEX; default 0)",
  keypair: "Solana local signer: a Solana CLI keypair file, a JSON array of 64 byte values",
  secretKey: "Solana local signer: a 64-byte secret key in base58 (env GANGWAY_SOLANA_SECRET_KEY)",
  wif: "Bitcoin local signer: a private key in WIF, its native SegWit address (env GANGWAY_BITCOIN_WIF)",
  email: "log in by email through the secure frame: the code mailed to you is asked here",
  otpFromInbox: "with --email: read the device link and the code from the local world's inbox (scripts)",
  accountType: "email or social login: use the smart account (ERC-4337) or the EOA from now on",
  balanceToken: "only this token, e.g. ETH, GWT or 0x45527bdf… (on Solana SOL, GUSD or a mint address)",
  switchNetwork: "CAIP id, chain id or name: eip155:1, 1, mainnet, solana-local, solana-devnet",
  sendTo: "receiver: a 0x address or a registered name (alice.reown.id); on Solana a base58 address",
  sendAmount: "amount in whole tokens, e.g. 1.5",
  sendToken: "token to send (default: the network's native token)",
  sendYes: "send without asking (required with --json or without a terminal)",
  sendSpeed: "fee speed where the network prices one (Bitcoin; default normal)",
  swapFrom: "token to pay, e.g. ETH or GWT",
  swapTo: "token to receive, e.g. GWT or USDT",
  swapAmount: "amount of --from to pay, in whole tokens, e.g. 1.5",
  swapSlippage: "how far below the quote the swap may pay out, in percent (default 1)",
  swapYes: "swap without asking (required with --json or without a terminal)",
  buyAmount: "what to pay, in the currency, e.g. 50 (card 10.00–7500.00, bank 10.00–25000.00)",
  buyCurrency: "payment currency, e.g. USD or EUR (default USD)",
  buyToken: "what to buy, e.g. USDC or ETH (default USDC)",
  buyMethod: "payment method (default card)",
  buyWait: "wait until the tokens arrive in the wallet (or the payment fails)",
  historyLimit: "show at most n transactions (default: one page)",
  historyCursor: "continue from the `next` cursor of an earlier page",
  signInUrl: "the sign-in server (env GANGWAY_SIWX_URL; default the local world's, with gangway dev running)",
  signInDomain: "the site the message names (default localhost)",
  signInStatus:
    "show the connected account's sessions on the sign-in server (kept from an earlier sign-in) instead of signing in",
  nameArgument: "the name, with or without .reown.id",
  pciArgument: "the session's permissions context, from `gangway sessions list`",
  scriptArgument: "path to a .json, .yaml or .yml script (format: docs/cli.md)"
})
