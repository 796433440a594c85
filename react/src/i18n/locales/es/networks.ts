import type { Translation } from "@gangway/core/i18n"
import type { networksMessages } from "../../../views/networks/messages.js"

export default {
  testnet: "Red de pruebas",
  active: "(activa)",
  notSupported: "Red no compatible",
  notSupportedHint: "Esta aplicación no admite la red en la que está tu billetera. Elige una de estas para continuar.",
  or: "o",
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
} satisfies Translation<typeof networksMessages.en>
