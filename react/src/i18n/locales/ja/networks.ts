import type { Translation } from "@gangway/core/i18n"
import type { networksMessages } from "../../../views/networks/messages.js"

export default {
  testnet: "テストネット",
  active: "（使用中）",
  notSupported: "サポートされていないネットワーク",
  notSupportedHint:
    "このアプリは、ウォレットが接続しているネットワークに対応していません。続行するには、次のいずれかを選択してください。",
  or: "または",
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
} satisfies Translation<typeof networksMessages.en>
