import type { Translation } from "@gangway/core/i18n"
import type { accountToolsMessages } from "../../../commands/account-tools-messages.js"

export default {
  nameAvailable: "{name} متاح",
  nameTaken: "{name} مسجّل بالفعل",
  freeNames: "أسماء متاحة مشابهة: {names}",
  signingRegistration: "جارٍ توقيع التسجيل في المحفظة…",
  registered: "تم تسجيل {name} لـ {address}",
  noName: "{address} ليس له اسم",
  hasName: "{address} هو {name}",
  status: "{status, select, active {نشطة} expired {منتهية} revoked {ملغاة} other {{status}}}",
  until: "حتى {date}",
  upTo: "حتى {amount}",
  upToUnits: "حتى {allowance} وحدة من {token}",
  allows: "تسمح بـ {allows}؛ الموقّع {signer}",
  nothingReadable: "لا شيء تقرؤه الواجهة",
  signerNotNamed: "بلا اسم",
  noSessions: "لا توجد جلسات ذكية",
  signingRevocation: "جارٍ توقيع الإلغاء في المحفظة…",
  revoked: "تم إلغاء {pci}",
  signedIn: "تم تسجيل الدخول بـ {address} على {chainId} عبر {url}",
  signedInUntil: "(حتى {until})",
  notSignedIn: "لم يُسجَّل الدخول: {address} على {chainId} في {url}",
  noNfts: "لا توجد رموز NFT بعد"
} satisfies Translation<typeof accountToolsMessages.en>
