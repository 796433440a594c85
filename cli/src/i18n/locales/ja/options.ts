import type { Translation } from "@gangway/core/i18n"
import type { optionMessages } from "../../option-messages.js"

export default {
  json: "stdout にちょうど 1 つの JSON ドキュメントを出力（進捗は stderr に JSON 行で）。確認は行いません",
  stateDir:
    "セッションの保存先（環境変数 GANGWAY_STATE_DIR。既定は $XDG_STATE_HOME/gangway または ~/.local/state/gangway）",
  rpcUrl: "ローカルチェーン 31337 の JSON-RPC URL（環境変数 GANGWAY_RPC_URL。既定は http://127.0.0.1:8545）",
  apiUrl: "データ API のベース URL。ディレクトリとアナリティクスはその下（環境変数 GANGWAY_API_URL）",
  relayUrl: "WalletConnect リレー、ws:// または wss://（環境変数 GANGWAY_RELAY_URL）",
  projectId: "ホストされたサービスとリレー用のプロジェクト ID（環境変数 GANGWAY_PROJECT_ID）",
  networks:
    "提供するネットワーク（カンマ区切り、先頭がアクティブ。環境変数 GANGWAY_NETWORKS。既定は eip155:31337,eip155:1,eip155:42161,solana-local）",
  solanaRpcUrl:
    "ローカル Solana クラスター solana-local の JSON-RPC URL（環境変数 GANGWAY_SOLANA_RPC_URL。既定は http://127.0.0.1:8899）",
  authFrameUrl:
    "メールログインのセキュアフレーム、connect --email 用（環境変数 GANGWAY_AUTH_FRAME_URL。gangway dev の環境が提供）",
  inboxUrl: "ローカル環境のメール受信箱、connect --otp-from-inbox 用（環境変数 GANGWAY_INBOX_URL）",
  bitcoinEsploraUrl:
    "ローカル Bitcoin regtest 台帳 bitcoin-local の Esplora API（環境変数 GANGWAY_BITCOIN_ESPLORA_URL。既定は http://127.0.0.1:3002）",
  connectWallet: "接続方法（既定: 鍵が指定されていれば injected-key、mnemonic、keypair、なければ walletconnect）",
  connectNetwork: "接続するネットワーク（CAIP ID、チェーン ID、名前）。例: eip155:31337、solana-local",
  connectTimeout: "この秒数でウォレットの待機をやめる（既定: ペアリングの 4 分）",
  privateKey: "ローカル署名者の鍵（環境変数 GANGWAY_PRIVATE_KEY）",
  mnemonic: "ローカル署名者のニーモニック（環境変数 GANGWAY_MNEMONIC）",
  accountIndex: "ニーモニックのアカウント番号（環境変数 GANGWAY_ACCOUNT_INDEX。既定は 0）",
  keypair: "Solana ローカル署名者: Solana CLI のキーペアファイル（64 バイトの JSON 配列）",
  secretKey: "Solana ローカル署名者: base58 の 64 バイト秘密鍵（環境変数 GANGWAY_SOLANA_SECRET_KEY）",
  wif: "Bitcoin ローカル署名者: WIF 形式の秘密鍵とそのネイティブ SegWit アドレス（環境変数 GANGWAY_BITCOIN_WIF）",
  email: "セキュアフレーム経由でメールでログイン: メールで届いたコードをここで入力",
  otpFromInbox: "--email と併用: デバイスリンクとコードをローカル環境の受信箱から読む（スクリプト用）",
  accountType: "メールまたはソーシャルログイン: 今後スマートアカウント（ERC-4337）か EOA を使う",
  balanceToken: "このトークンのみ。例: ETH、GWT、0x45527bdf…（Solana では SOL、GUSD、ミントアドレス）",
  switchNetwork: "CAIP ID、チェーン ID、名前: eip155:1、1、mainnet、solana-local、solana-devnet",
  sendTo: "受取人: 0x アドレスまたは登録名（alice.reown.id）。Solana では base58 アドレス",
  sendAmount: "トークン単位の金額。例: 1.5",
  sendToken: "送るトークン（既定: ネットワークのネイティブトークン）",
  sendYes: "確認なしで送金（--json 使用時やターミナルがない場合は必須）",
  sendSpeed: "ネットワークが手数料を速度で決める場合の速度（Bitcoin。既定は normal）",
  swapFrom: "支払うトークン。例: ETH、GWT",
  swapTo: "受け取るトークン。例: GWT、USDT",
  swapAmount: "支払う --from の金額（トークン単位）。例: 1.5",
  swapSlippage: "スワップの支払いが見積もりをどこまで下回ってよいか（パーセント。既定は 1）",
  swapYes: "確認なしでスワップ（--json 使用時やターミナルがない場合は必須）",
  buyAmount: "支払う金額（通貨単位）。例: 50（カード 10.00–7500.00、銀行 10.00–25000.00）",
  buyCurrency: "支払い通貨。例: USD、EUR（既定は USD）",
  buyToken: "購入するもの。例: USDC、ETH（既定は USDC）",
  buyMethod: "支払い方法（既定は card）",
  buyWait: "トークンがウォレットに届く（または支払いが失敗する）まで待つ",
  historyLimit: "最大 n 件の取引を表示（既定: 1 ページ）",
  historyCursor: "前のページの `next` カーソルから続ける",
  signInUrl: "サインインサーバー（環境変数 GANGWAY_SIWX_URL。既定は gangway dev 実行中のローカル環境のもの）",
  signInDomain: "メッセージに記すサイト（既定は localhost）",
  signInStatus:
    "サインインせず、接続中のアカウントのサインインサーバー上のセッション（以前のサインインのもの）を表示する",
  nameArgument: "名前（.reown.id は付けても付けなくてもよい）",
  pciArgument: "セッションの権限コンテキスト（`gangway sessions list` から）",
  scriptArgument: ".json、.yaml、.yml スクリプトのパス（形式: docs/cli.md）"
} satisfies Translation<typeof optionMessages.en>
