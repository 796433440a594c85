import type { errorMessages } from "../../errors-messages.js"
import type { Translation } from "../../messages.js"

export default {
  TokenBalanceUnavailable: "トークン残高を取得できません",
  GasPriceNetworkUnsupported: "このネットワークはガス価格に対応していません",
  SwapsNetworkUnsupported: "このネットワークはスワップに対応していません",
  DisconnectFailed: "切断できませんでした",
  CooldownActive: "{secondsLeft} 秒後にもう一度お試しください",
  InvalidAppConfiguration: "アプリの設定が無効です",
  AuthInitializationFailed: "認証の初期化中に問題が発生しました",
  SignatureDeclined: "署名が拒否されました",
  SmartAccountUnsupported: "このアプリはスマートアカウントに対応していない可能性があります",
  RequestDeclined: "{action, select, connect {接続が拒否されました} other {ネットワークの切り替えが拒否されました}}",
  RelayUnreachable:
    "WalletConnect リレー（{relayUrl}）に {seconds} 秒以内に接続できませんでした。接続を確認して、もう一度お試しください。",
  NetworkNotApproved:
    "ウォレットはこの接続で {network} を承認していません。切断してから、ウォレットで {network} を選んで接続し直してください。",
  ConnectorNotFound: "ウォレットを利用できません: {connectorId}",
  WalletRequestFailed: "ウォレットは {method} を完了できませんでした",
  WalletLinkRefused: "{wallet} のリンクは安全に開けません。代わりに QR コードをスキャンしてください。",
  WalletAnswerInvalid:
    "{method} に対するウォレットの応答が無効なため、使用しませんでした。もう一度試す前にウォレットを確認してください。",
  WalletSessionRefused:
    "ウォレットはこのアプリのネットワークで使えるアカウントを承認しませんでした。もう一度接続し、ウォレットでそのいずれかを選んでください。",
  MalformedRequest:
    "リクエストの形式が正しくないため、送信しませんでした。メソッド名と JSON のパラメーターを指定してください。",
  EmailLoginDependencyUnavailable: "メールログインを読み込めませんでした",
  RequestAborted: "リクエストは中止されました",
  SomethingWentWrong: "問題が発生しました",
  FrameErrorReply: "{hasReply, select, yes {{reply}} other {エラーが発生しました}}",
  PopupBlocked:
    "ログインウィンドウがブロックされました。このサイトのポップアップを許可するか、もう一度お試しください。",
  SocialLoginClosed: "ログインが終わる前にログインウィンドウが閉じられました。もう一度お試しください。",
  AuthNotConfigured: "このアプリではメールとソーシャルログインが設定されていません",
  RpcMethodNotAllowed: "要求された RPC 呼び出しは許可されていません",
  TransactionsFetchFailed: "取引を取得できませんでした",
  NftsFetchFailed: "NFT を取得できませんでした",
  TransactionsRequireAccount: "accountAddress がないと取引を取得できません",
  SiwxNotEnabled: "SIWX が有効になっていません",
  NoActiveCaipAddress: "ActiveCaipAddress が見つかりません",
  NoActiveCaipNetwork: "ActiveCaipNetwork またはクライアントが見つかりません",
  NoConnectionClient: "ConnectionController のクライアントが見つかりません",
  UnsupportedChain: "対応していないチェーン: {caipNetworkId}",
  MissingAdapter: "名前空間 {namespace} のアダプターがありません",
  MissingNetwork: "不明なネットワーク: {caipNetworkId}",
  InvalidInput: "{field, select, receiver {受取人が無効です: {reason}} other {{field} が無効です: {reason}}}",
  SendRequirementsMissing:
    "{namespace, select, solana {有効な金額と受取人アドレスを入力してください} other {この送金に足りないもの: {missingList}}}",
  InvalidFeeSettings: "手数料の設定が無効です: {details}",
  InsufficientGas: "ガス代を払う {symbol} が足りません",
  BelowDustLimit: "{amount} {symbol} はこのアドレスに送るには少なすぎます: {minimum} {symbol} 以上を送ってください",
  InsufficientBalance:
    "{symbol} が足りません: この送金には手数料込みで {needed} {symbol} が必要ですが、使えるのは {available} {symbol} です。金額を減らすか、資金を追加してください",
  SendUnavailable: "ここでは {network} で送金できません: ウォレットから直接送ってください",
  OnrampAmountOutOfRange: "金額は {min} から {max} の間で指定してください",
  TransactionNotFound: "取引が見つかりません: {hash}",
  ChainError:
    "{reason, select, ExecutionReverted {実行がリバートされました} NonceTooHigh {ノンスが大きすぎます} NonceTooLow {ノンスが小さすぎます} FeeCapTooHigh {手数料上限が高すぎます} FeeCapTooLow {手数料上限が低すぎます} InsufficientFunds {ガス代と金額に対して残高が足りません} GasTooHigh {ガスリミットが高すぎます} GasTooLow {ガスリミットが低すぎます} TransactionTypeNotSupported {この取引タイプには対応していません} TipAboveFeeCap {優先手数料が最大手数料を超えています} InvalidAnswer {ノードから無効な応答が返されたため、使用しませんでした。もう一度試すか、別の RPC URL を使ってください} other {不明なノードエラー}}",
  ProjectIdRequired: "ホスト版の {api} を使うには projectId が必要です",
  ApiStatusError: "{api} は {method} {path} に {status} を返しました",
  ApiTimeout: "{api} は {method} {path} に {seconds} 秒以内に応答しませんでした",
  ApiUnreachable: "{api} に接続できませんでした（{method} {path}）",
  ApiInvalidResponse: "{api} は {method} {path} に予期しない応答を返しました",
  ApiResponseTooLarge: "{api} は {method} {path} に {megabytes} MB を超える応答を返しました",
  NameRefused:
    "{rule, select, empty {名前を入力してください} too-short {名前は 3 文字以上です} too-long {名前は 63 文字以内です} characters {使えるのは小文字の a–z、数字、ハイフンだけです} hyphen {名前の最初と最後にハイフンは使えません} punycode {xn--（Punycode）で始まる名前は使えません: a–z と数字で入力してください} other {ここで登録できるのは .reown.id で終わる名前だけです}}",
  NameTaken: "{name} はすでに登録されています: 別の名前を選んでください",
  NameSignatureRefused:
    "{name} の登録は拒否されました: 署名が接続中のアカウントのものではありません。このアカウントでもう一度署名してください",
  NamesNetworkUnsupported: "{network} では名前を登録できません: 名前に対応したネットワークに切り替えてください",
  SessionsNetworkUnsupported: "{network} ではスマートセッションを使えません: 対応したネットワークに切り替えてください",
  SessionNotFound: "このセッションはこのアカウントのものではありません: セッションを一覧し直してください",
  SessionSpendRefused: "ウォレットはこの支出を拒否しました: {reason}",
  SessionRevokeRefused:
    "取り消しは拒否されました: 署名がこのアカウントのものではありません。権限を与えたアカウントでもう一度署名してください",
  OnrampDisabled: "このアプリでは暗号資産の購入がオフになっています",
  OnrampNetworkUnsupported:
    "{hasAsset, select, yes {{network} では {asset} を購入できません: 別の資産かネットワークを選んでください} other {{network} では暗号資産を購入できません: 別のネットワークに切り替えてください}}",
  OnrampPaymentUnsupported:
    "{paymentMethod, select, card {{paymentCurrency} のカード払いには対応していません: 別の通貨か方法を選んでください} other {{paymentCurrency} の銀行口座払いには対応していません: 別の通貨か方法を選んでください}}",
  OnrampUrlUnavailable: "支払いページを開けませんでした: しばらくしてからもう一度お試しください",
  OnrampPurchaseFailed: "購入に失敗し、何も届いていません: 支払い情報を確認して、もう一度お試しください",
  SwapsDisabled: "このアプリではスワップがオフになっています",
  SwapTokenUnknown: "{network} では {token} をスワップできません: スワップ一覧からトークンを選んでください",
  SwapPairUnsupported: "{from} から {to} への見積もりがありません: 別のペアか金額を選んでください",
  SwapBalanceTooLow:
    "{symbol} が足りません: スワップには {needed} {symbol} が必要ですが、残高は {available} {symbol} です。金額を減らすか、資金を追加してください",
  SwapSlippageExceeded:
    "価格が動きました: 今スワップすると {now} {symbol} になり、スリッページ {slippage}% で許される {minimum} {symbol} を下回ります。スワップは行われていません。新しい見積もりを確認してください",
  SwapReverted:
    "スワップはチェーン上で失敗しました（取引 {hash}）。使われたのはネットワーク手数料だけです。もう一度お試しください",
  SiwxNonceRefused: "このサインインリクエストは期限切れか、すでに使われています。もう一度サインインしてください。",
  SiwxMessageExpired: "サインインメッセージはもう有効ではありません。もう一度サインインしてください。",
  SiwxDomainMismatch:
    "このサインインメッセージは {domain} 用で、このサイト用ではありません。このサイトのページからサインインしてください。",
  SiwxWrongChain:
    "{chainId} でのサインインはここでは受け付けていません。サイトのネットワークに切り替えて、もう一度サインインしてください。",
  SiwxSignatureInvalid: "署名が接続中のアカウントと一致しません。そのアカウントでもう一度サインインしてください。",
  SiwxBackendFailed:
    "{url} のサインインサービスが想定どおりに応答しませんでした。しばらくしてからもう一度お試しください。",
  SiwxMessageRefused:
    "サインインメッセージは拒否されました：{reason, select, format {正しい形式のサインインメッセージではありません} domain {このサイトとは別のサイトを指定しています} uri {アドレスがこのサイト上にありません} chain {ネットワークがこのサイトのネットワークではありません} address {アカウントが規格どおりに書かれていません} version {バージョンが 1 ではありません} nonce {ワンタイムコードが 8 文字以上の英数字ではありません} statement {説明文が 1 行ではありません} resources {リソースの 1 つが有効なアドレスではありません} issued-at {発行時刻の形式が正しくないか、未来の時刻です} expiration-time {期限が切れているか、有効期限の形式が正しくありません} not-before {開始時刻の形式が正しくないか、まだその時刻になっていません} request-id {リクエスト ID が 1 行ではありません} other {サインインの規則に反しています}}。サインインは行われていません。もう一度お試しください。繰り返し起きる場合はサイトに知らせてください。"
} satisfies Translation<typeof errorMessages.en>
