import type { Translation } from "@gangway/core/i18n"
import type { networksMessages } from "../../../views/networks/messages.js"

export default {
  testnet: "Testnetz",
  active: "(aktiv)",
  notSupported: "Netzwerk nicht unterstützt",
  notSupportedHint:
    "Diese App unterstützt das Netzwerk deiner Wallet nicht. Wähle eines dieser Netzwerke, um fortzufahren.",
  or: "oder",
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
} satisfies Translation<typeof networksMessages.en>
