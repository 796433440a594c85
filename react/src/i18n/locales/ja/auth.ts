import type { Translation } from "@gangway/core/i18n"
import type { authMessages } from "../../../views/auth/messages.js"

export default {
  otpLead: "{email} に送信した6桁のコードを入力してください。",
  otpLabel: "メールに記載のコード",
  deviceLead:
    "このブラウザは {email} で初めて使われます。お送りしたメールのリンクを開いて承認してください。ログインコードは続けてメールで届きます。",
  deviceWaiting: "承認を待っています…",
  currentEmail: "現在のメールアドレスは {email} です。まずこのアドレスに、次に新しいアドレスにコードを送ります。",
  emailNotSet: "未設定",
  newEmail: "新しいメールアドレス",
  sendCodes: "コードを送信",
  primaryLead: "現在のメールアドレス {email} に送信したコードを入力してください。",
  secondaryLead: "次に、新しいメールアドレス {email} に送信したコードを入力してください。",
  primaryLabel: "現在のメールアドレスに届いたコード",
  secondaryLabel: "新しいメールアドレスに届いたコード",
  resend: "コードを再送信",
  resendIn: "{seconds, plural, other {# 秒後に再送信できます}}",
  popupBlocked: "ブラウザがログインウィンドウをブロックしました。",
  continueIn: "{provider} のウィンドウで続けてください…",
  openAgain: "{provider} のウィンドウをもう一度開く",
  approvalLead: "下の安全なウィンドウでこのリクエストを確認してください。承認できるのはあなただけです。"
} satisfies Translation<typeof authMessages.en>
