import type { Translation } from "@gangway/core/i18n"
import type { optionMessages } from "../../option-messages.js"

export default {
  json: "imprime exactamente un documento JSON en stdout (el progreso como líneas JSON en stderr); nunca pregunta",
  stateDir:
    "dónde se guarda la sesión (env GANGWAY_STATE_DIR; por defecto $XDG_STATE_HOME/gangway o ~/.local/state/gangway)",
  rpcUrl: "URL JSON-RPC de la cadena local 31337 (env GANGWAY_RPC_URL; por defecto http://127.0.0.1:8545)",
  apiUrl: "URL base de la API de datos; el directorio y la analítica cuelgan de ella (env GANGWAY_API_URL)",
  relayUrl: "relay de WalletConnect, ws:// o wss:// (env GANGWAY_RELAY_URL)",
  projectId: "id de proyecto para los servicios alojados y el relay (env GANGWAY_PROJECT_ID)",
  networks:
    "redes ofrecidas separadas por comas, la primera activa (env GANGWAY_NETWORKS; por defecto eip155:31337,eip155:1,eip155:42161,solana-local)",
  solanaRpcUrl:
    "URL JSON-RPC del clúster local de Solana, solana-local (env GANGWAY_SOLANA_RPC_URL; por defecto http://127.0.0.1:8899)",
  authFrameUrl:
    "el marco seguro del inicio de sesión por email, para connect --email (env GANGWAY_AUTH_FRAME_URL; lo da el mundo de gangway dev)",
  inboxUrl: "el buzón de correo del mundo local, para connect --otp-from-inbox (env GANGWAY_INBOX_URL)",
  bitcoinEsploraUrl:
    "API Esplora del registro local de Bitcoin regtest, bitcoin-local (env GANGWAY_BITCOIN_ESPLORA_URL; por defecto http://127.0.0.1:3002)",
  connectWallet:
    "cómo conectar (por defecto: injected-key, mnemonic o keypair si se da una clave; si no, walletconnect)",
  connectNetwork: "red en la que conectar (id CAIP, id de cadena o nombre), p. ej. eip155:31337 o solana-local",
  connectTimeout: "deja de esperar a la wallet tras estos segundos (por defecto: los 4 minutos del emparejamiento)",
  privateKey: "clave del firmante local (env GANGWAY_PRIVATE_KEY)",
  mnemonic: "mnemónico del firmante local (env GANGWAY_MNEMONIC)",
  accountIndex: "cuenta del mnemónico (env GANGWAY_ACCOUNT_INDEX; por defecto 0)",
  keypair: "firmante local de Solana: un archivo keypair de Solana CLI, un array JSON de 64 bytes",
  secretKey: "firmante local de Solana: una clave secreta de 64 bytes en base58 (env GANGWAY_SOLANA_SECRET_KEY)",
  wif: "firmante local de Bitcoin: una clave privada en WIF, su dirección SegWit nativa (env GANGWAY_BITCOIN_WIF)",
  email: "inicia sesión por email mediante el marco seguro: aquí se pide el código que te llega por correo",
  otpFromInbox: "con --email: lee el enlace del dispositivo y el código del buzón del mundo local (scripts)",
  accountType: "inicio de sesión por email o redes: usa desde ahora la cuenta inteligente (ERC-4337) o la EOA",
  balanceToken: "solo este token, p. ej. ETH, GWT o 0x45527bdf… (en Solana SOL, GUSD o una dirección de mint)",
  switchNetwork: "id CAIP, id de cadena o nombre: eip155:1, 1, mainnet, solana-local, solana-devnet",
  sendTo: "destinatario: una dirección 0x o un nombre registrado (alice.reown.id); en Solana una dirección base58",
  sendAmount: "importe en tokens enteros, p. ej. 1.5",
  sendToken: "token a enviar (por defecto: el token nativo de la red)",
  sendYes: "envía sin preguntar (obligatorio con --json o sin terminal)",
  sendSpeed: "velocidad de la comisión donde la red la cobra (Bitcoin; por defecto normal)",
  swapFrom: "token a pagar, p. ej. ETH o GWT",
  swapTo: "token a recibir, p. ej. GWT o USDT",
  swapAmount: "importe de --from a pagar, en tokens enteros, p. ej. 1.5",
  swapSlippage: "cuánto por debajo de la cotización puede pagar el intercambio, en porcentaje (por defecto 1)",
  swapYes: "intercambia sin preguntar (obligatorio con --json o sin terminal)",
  buyAmount: "lo que pagas, en la moneda, p. ej. 50 (tarjeta 10.00–7500.00, banco 10.00–25000.00)",
  buyCurrency: "moneda de pago, p. ej. USD o EUR (por defecto USD)",
  buyToken: "qué comprar, p. ej. USDC o ETH (por defecto USDC)",
  buyMethod: "método de pago (por defecto card)",
  buyWait: "espera a que los tokens lleguen a la wallet (o a que falle el pago)",
  historyLimit: "muestra como mucho n transacciones (por defecto: una página)",
  historyCursor: "continúa desde el cursor `next` de una página anterior",
  signInUrl:
    "el servidor de inicio de sesión (env GANGWAY_SIWX_URL; por defecto el del mundo local, con gangway dev en marcha)",
  signInDomain: "el sitio que nombra el mensaje (por defecto localhost)",
  signInStatus:
    "mostrar las sesiones de la cuenta conectada en el servidor de inicio de sesión (de un inicio anterior) en lugar de iniciar sesión",
  nameArgument: "el nombre, con o sin .reown.id",
  pciArgument: "el contexto de permisos de la sesión, de `gangway sessions list`",
  scriptArgument: "ruta a un script .json, .yaml o .yml (formato: docs/cli.md)"
} satisfies Translation<typeof optionMessages.en>
