import type { Translation } from "@gangway/core/i18n"
import type { swapMessages } from "../../../screens/swap-messages.js"

export default {
  title: "مبادلة {pay} {paySymbol} بنحو {receive} {receiveSymbol}",
  from: "من",
  network: "الشبكة",
  rate: "السعر",
  impact: "التأثير",
  atLeast: "على الأقل",
  approve: "الموافقة",
  fee: "الرسوم",
  impactValue: "أقل من القيمة السوقية بنسبة {percent}%",
  atLeastValue: "{amount} {symbol} (انزلاق {slippage}%)",
  approveValue: "يمكن لموجّه المبادلة إنفاق {symbol} الخاص بك (معاملة أولًا)",
  feeValue: "{fee} {symbol} بسعر {price} gwei",
  notEnough: "لا يكفي {symbol} لهذه المبادلة",
  confirm: "هل تريد المبادلة؟",
  approving: "جارٍ الموافقة على موجّه المبادلة في المحفظة…",
  swapping: "جارٍ توقيع المبادلة في المحفظة…",
  confirming: "في انتظار التعدين…",
  swapped: "تمت مبادلة {amount} {symbol} بـ {toSymbol}: {hash}"
} satisfies Translation<typeof swapMessages.en>
