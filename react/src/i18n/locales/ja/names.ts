import type { Translation } from "@gangway/core/i18n"
import type { namesMessages } from "../../../views/names/messages.js"

export default {
  loading: "このネットワークで名前を登録できるか確認しています",
  unavailable: "ここでは名前を利用できません",
  unavailableText: "このネットワークでは名前を利用できません",
  registerFailed: "名前を登録できませんでした",
  checkFailed: "現在この名前を確認できません",
  rules:
    "小文字 a–z、数字、ハイフンで {min}〜{max} 文字。先頭と末尾にハイフンは使えません。名前の末尾は {suffix} です。",
  label: "このアカウントの名前を選んでください",
  placeholder: "yourname",
  checking: "確認中…",
  available: "{name} は利用できます",
  taken: "{name} はすでに登録されています",
  suggestions: "利用できる似た名前",
  continue: "続ける",
  for: "{address} 用",
  signNote:
    "ウォレットが名前と時刻を含むメッセージへの署名を求めます。署名は無料で、あなたのアカウントからオンチェーンに送信されるものはありません。",
  back: "戻る",
  signing: "ウォレットで署名してください…",
  register: "署名して登録",
  yours: "はあなたの名前になりました。このアカウントの名前として表示されます。",
  backToAccount: "アカウントに戻る"
} satisfies Translation<typeof namesMessages.en>
