import type { Translation } from "@gangway/core/i18n"
import type { helpMessages } from "../../help-messages.js"

export default {
  program: "在终端中连接钱包、查看余额和 NFT、发送代币、查看历史记录，基于 Gangway 核心。",
  optionLocale:
    "面向用户的输出语言：en、es、de、ja、zh-CN 或 ar（环境变量 LC_ALL、LC_MESSAGES、LANG；--json 保持英文）",
  exitCodes: "退出码：0 成功，1 失败，2 输入错误（未做任何更改），3 已发送但尚未确认。",
  devFound: "运行 `gangway dev`（或 `npm start`）时，其他命令无需参数即可找到本地环境。",
  examples: "示例：",
  connect: "连接钱包：WalletConnect（终端中显示二维码），或使用 EVM 私钥或 Solana 密钥对的本地签名者",
  account: "显示已连接的账户；--type 在内嵌钱包的 EOA 和智能账户之间切换",
  balance: "显示账户在当前网络上的余额",
  networks: "列出网络，并标出当前网络",
  switch: "切换当前网络（以及钱包的链）",
  disconnect: "结束会话并清除",
  send: "发送原生代币、ERC20 或 SPL 代币：含手续费预览、确认、等待上链",
  swap: "在当前网络上兑换代币：报价、含手续费预览、确认、必要时授权、等待上链",
  buy: "用银行卡或银行账户购买加密货币：报价和服务商的支付页面；--wait 等待到账",
  history: "账户在当前网络上的交易，按年月分组",
  nfts: "账户在当前网络上持有的 NFT（不含垃圾 NFT）",
  signIn: "用钱包为已连接的账户登录（SIWX）：服务器的 nonce，签名后由服务器验证",
  name: "账户的 .reown.id 名称：查询、注册或显示账户的名称",
  nameCheck: "名称是否可用（先检查字符规则）以及类似的可用名称",
  nameRegister: "为已连接的账户注册名称：钱包签名，数据 API 写入注册表",
  nameShow: "已连接账户的名称，从反向记录读取",
  sessions: "智能会话：账户授予 dApp 的权限",
  sessionsList: "账户的会话（有效、已过期、已撤销），以及各自的权限、到期时间和签名者",
  sessionsRevoke: "撤销会话：账户签署其 pci；dApp 不能再用它花费",
  run: "运行带预期的脚本流程（JSON 或 YAML）；每步一行通过/失败",
  dev: "启动本地环境（链、数据 API、中继）直到按 Ctrl-C，同 `npm start`"
} satisfies Translation<typeof helpMessages.en>
