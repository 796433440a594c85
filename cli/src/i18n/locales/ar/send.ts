import type { Translation } from "@gangway/core/i18n"
import type { sendMessages } from "../../../screens/send-messages.js"

export default {
  title: "إرسال {amount} {symbol}",
  from: "من",
  to: "إلى",
  network: "الشبكة",
  fee: "الرسوم",
  gas: "الغاز",
  creates: "ينشئ",
  bitcoinFee: "{units} vB بسعر {rate} sat/vB ({speed}) = {fee} {symbol}",
  evmGas: "{units} بسعر {price} gwei = {fee} {symbol}",
  solanaFee:
    "{count, plural, zero {# توقيع} one {توقيع واحد} two {توقيعان} few {# توقيعات} many {# توقيعًا} other {# توقيع}} بسعر {lamports} lamports",
  solanaRent: " + إيجار {rent} {symbol}",
  solanaTotal: " = {fee} {symbol}",
  receiverAccount: "حساب رمز {token} للمستلم (إيجار {rent} {symbol}، ضمن الرسوم)",
  confirm: "هل تريد الإرسال؟",
  sending: "جارٍ إرسال {amount} {symbol} إلى {to}",
  preparing: "جارٍ التحقق من المبلغ والمستلم والغاز",
  signing: "جارٍ التوقيع في المحفظة",
  pending: "في انتظار التعدين",
  confirmed: "تم التأكيد",
  unconfirmed: "أُرسلت، ولم تُؤكَّد بعد {seconds} ث: تحقّق من الهاش قبل الإرسال مرة أخرى",
  hash: "التجزئة {hash}",
  explorer: "المستكشف {url}",
  sent: "تم إرسال {amount} {symbol}: {hash}",
  sentUnconfirmed: "أُرسل {amount} {symbol}، ولم يُؤكَّد بعد: {hash}"
} satisfies Translation<typeof sendMessages.en>
