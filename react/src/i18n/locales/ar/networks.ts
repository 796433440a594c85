import type { Translation } from "@gangway/core/i18n"
import type { networksMessages } from "../../../views/networks/messages.js"

export default {
  testnet: "شبكة اختبار",
  active: "(نشطة)",
  notSupported: "الشبكة غير مدعومة",
  notSupportedHint: "هذا التطبيق لا يدعم الشبكة التي تستخدمها محفظتك. اختر إحدى هذه الشبكات للمتابعة.",
  or: "أو",
  eip155: "EVM",
  solana: "Solana",
  polkadot: "Polkadot",
  bip122: "Bitcoin"
} satisfies Translation<typeof networksMessages.en>
