import type { receiverMessages } from "../../receiver-messages.js"
import type { Translation } from "../../messages.js"

const RULES =
  "solana {عنوان Solana (من 32 إلى 44 محرفًا بترميز base58)} bip122 {عنوان Bitcoin لهذه الشبكة (bc1… أو 1… أو 3… على الشبكة الرئيسية، وtb1… أو m/n… أو 2… على شبكة الاختبار، وbcrt1… على regtest)} polkadot {عنوان Polkadot بصيغة SS58}"

export default {
  unknownName: "{value} ليس عنوانًا ولا اسمًا مسجّلًا",
  notAnAddress: `{value} ليس {namespace, select, ${RULES} other {عنوان EVM (40 رقمًا ست عشريًا، و0x اختيارية)}}`,
  expectedAddress: `المطلوب {namespace, select, ${RULES} other {عنوان أو اسم مسجّل}}`,
  evmChecksum: "حالة الأحرف الكبيرة والصغيرة لا تطابق مجموع التحقق EIP-55 للعنوان: تأكد من نسخه كاملًا",
  bitcoinChecksum: "مجموع التحقق غير مطابق: هناك محرف خاطئ أو ناقص. تأكد من نسخ العنوان كاملًا",
  otherBitcoinNetwork:
    "{value} عنوان على {addressNetwork, select, mainnet {شبكة Bitcoin الرئيسية} testnet {شبكة اختبار Bitcoin} other {شبكة Bitcoin regtest}}، وتحتاج {network} إلى عنوان خاص بها",
  notOnNetwork: "{value} ليس عنوانًا على {network}"
} satisfies Translation<typeof receiverMessages.en>
