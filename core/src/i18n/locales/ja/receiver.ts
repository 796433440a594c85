import type { receiverMessages } from "../../receiver-messages.js"
import type { Translation } from "../../messages.js"

const RULES =
  "solana {Solana アドレス（base58 で 32〜44 文字）} bip122 {このネットワークの Bitcoin アドレス（メインネットは bc1…・1…・3…、テストネットは tb1…・m/n…・2…、regtest は bcrt1…）} polkadot {Polkadot（SS58）アドレス}"

export default {
  unknownName: "{value} はアドレスでも登録済みの名前でもありません",
  notAnAddress: `{value} は{namespace, select, ${RULES} other {EVM アドレス（16 進数 40 桁、0x は省略可）}}ではありません`,
  expectedAddress: `{namespace, select, ${RULES} other {アドレスまたは登録済みの名前}}が必要です`,
  evmChecksum:
    "大文字と小文字の並びがアドレスの EIP-55 チェックサムと一致しません。全体がコピーされているか確認してください",
  bitcoinChecksum:
    "チェックサムが一致しません。文字が間違っているか欠けています。全体がコピーされているか確認してください",
  otherBitcoinNetwork:
    "{value} は Bitcoin {addressNetwork, select, mainnet {メインネット} testnet {テストネット} other {regtest}}のアドレスです。{network} には専用のアドレスが必要です",
  notOnNetwork: "{value} は {network} のアドレスではありません"
} satisfies Translation<typeof receiverMessages.en>
