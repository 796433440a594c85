import type { Translation } from "@gangway/core/i18n"
import type { networksMessages } from "../../../views/networks/messages.js"

export default {
  testnet: "测试网",
  active: "（当前）",
  notSupported: "不支持该网络",
  notSupportedHint: "此应用不支持你的钱包当前所在的网络。请选择以下网络之一以继续。",
  or: "或",
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
} satisfies Translation<typeof networksMessages.en>
