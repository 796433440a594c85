import type { Translation } from "@gangway/core/i18n"
import type { helpMessages } from "../../help-messages.js"

export default {
  program:
    "ターミナルからウォレットを接続し、残高と NFT を確認し、トークンを送り、履歴を読みます（Gangway コア上で動作）。",
  optionLocale:
    "人が読む出力の言語: en、es、de、ja、zh-CN、ar（環境変数 LC_ALL、LC_MESSAGES、LANG。--json は英語のまま）",
  exitCodes: "終了コード: 0 成功、1 失敗、2 入力エラー（何も変更されていません）、3 送金済みだが未確認。",
  devFound: "`gangway dev`（または `npm start`）を実行中なら、他のコマンドはオプションなしでローカル環境を見つけます。",
  examples: "例:",
  connect:
    "ウォレットを接続: WalletConnect（ターミナルに QR コード）、または EVM 鍵か Solana キーペアによるローカル署名者",
  account: "接続中のアカウントを表示。--type で組み込みウォレットを EOA とスマートアカウントの間で切り替え",
  balance: "アクティブなネットワークでのアカウントの残高を表示",
  networks: "ネットワークを一覧表示（アクティブなものに印）",
  switch: "アクティブなネットワーク（とウォレットのチェーン）を切り替え",
  disconnect: "セッションを終了して破棄",
  send: "ネイティブトークン、ERC20、SPL トークンを送金: 手数料付きプレビュー、確認、マイニングまで待機",
  swap: "アクティブなネットワークでトークンをスワップ: 見積もり、手数料付きプレビュー、確認、必要なら承認、マイニングまで待機",
  buy: "カードか銀行口座で暗号資産を購入: 見積もりと支払い用のプロバイダーページ。--wait で到着まで待機",
  history: "アクティブなネットワークでのアカウントの取引（年と月ごと）",
  nfts: "アクティブなネットワークでアカウントが持つ NFT（スパムを除く）",
  signIn: "接続中のアカウントでウォレットからサインイン（SIWX）: サーバーのノンスに署名し、サーバーが検証",
  name: "アカウントの .reown.id 名: 確認、登録、アカウントの名前の表示",
  nameCheck: "名前が空いているか（まず文字のルール）と、似た空き名前",
  nameRegister: "接続中のアカウントの名前を登録: ウォレットが署名し、データ API がレジストリに書き込み",
  nameShow: "接続中のアカウントの名前（逆引きレコードから）",
  sessions: "スマートセッション: アカウントが dApp に与えた権限",
  sessionsList: "アカウントのセッション（有効、期限切れ、取り消し済み）と、それぞれの許可内容、期限、署名者",
  sessionsRevoke: "セッションを取り消し: アカウントが pci に署名し、dApp はそれ以上使えなくなります",
  run: "期待値付きのスクリプト（JSON か YAML）を実行。ステップごとに成功/失敗を 1 行",
  dev: "ローカル環境（チェーン、データ API、リレー）を Ctrl-C まで起動（`npm start` と同じ）"
} satisfies Translation<typeof helpMessages.en>
