import type { receiverMessages } from "../../receiver-messages.js"
import type { Translation } from "../../messages.js"

const RULES =
  "solana {Solana 地址（32 到 44 个 base58 字符）} bip122 {本网络的比特币地址（主网为 bc1…、1… 或 3…；测试网为 tb1…、m/n… 或 2…；regtest 为 bcrt1…）} polkadot {Polkadot（SS58）地址}"

export default {
  unknownName: "{value} 既不是地址，也不是已注册的名称",
  notAnAddress: `{value} 不是{namespace, select, ${RULES} other {EVM 地址（40 位十六进制数字，0x 可省略）}}`,
  expectedAddress: `应为{namespace, select, ${RULES} other {地址或已注册的名称}}`,
  evmChecksum: "地址的大小写与其 EIP-55 校验和不符：请检查是否完整复制",
  bitcoinChecksum: "校验和不匹配：有字符错误或缺失。请检查是否完整复制",
  otherBitcoinNetwork:
    "{value} 是比特币{addressNetwork, select, mainnet {主网} testnet {测试网} other {regtest}}地址；{network} 需要自己网络的地址",
  notOnNetwork: "{value} 不是 {network} 的地址"
} satisfies Translation<typeof receiverMessages.en>
