import type { Translation } from "@gangway/core/i18n"
import type { signInMessages } from "../../../views/sign-in/messages.js"

export default {
  thisApp: "このアプリ",
  yourWallet: "ウォレット",
  asks: "{app} がサインインを求めています",
  explain:
    "{wallet} でメッセージに署名し、このアカウントがあなたのものであることを証明してください。署名は無料で、トランザクションは送信されません。",
  onNetwork: "{network} 上",
  required: "{app} ではサインインが必要です。キャンセルするとウォレットの接続が解除されます。",
  cancel: "キャンセル",
  sign: "メッセージに署名",
  retry: "もう一度試す",
  continueIn: "{wallet} で続けてください",
  signing: "ウォレットでメッセージに署名するとサインインが完了します。"
} satisfies Translation<typeof signInMessages.en>
