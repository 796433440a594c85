import type { Translation } from "@gangway/core/i18n"
import type { helpMessages } from "../../help-messages.js"

export default {
  program:
    "Conecta una wallet, consulta saldos y NFT, envía tokens y lee el historial desde la terminal, sobre el núcleo de Gangway.",
  optionLocale:
    "idioma de la salida para personas: en, es, de, ja, zh-CN o ar (env LC_ALL, LC_MESSAGES, LANG; --json sigue en inglés)",
  exitCodes:
    "Códigos de salida: 0 correcto, 1 fallo, 2 entrada incorrecta (no se cambió nada), 3 enviado pero aún sin confirmar.",
  devFound: "Con `gangway dev` (o `npm start`) en marcha, los demás comandos encuentran el mundo local sin opciones.",
  examples: "Ejemplos:",
  connect:
    "conecta una wallet: WalletConnect (código QR en la terminal) o un firmante local con una clave EVM o un keypair de Solana",
  account: "muestra la cuenta conectada; --type cambia la wallet integrada entre su EOA y su cuenta inteligente",
  balance: "muestra los saldos de la cuenta en la red activa",
  networks: "lista las redes, con la activa marcada",
  switch: "cambia la red activa (y la cadena de la wallet)",
  disconnect: "termina la sesión y la olvida",
  send: "envía tokens nativos, un ERC20 o un token SPL: vista previa con la comisión, confirmación y espera hasta que se mine",
  swap: "intercambia un token por otro en la red activa: cotización, vista previa con la comisión, confirmación, aprobación si hace falta y espera hasta que se mine",
  buy: "compra cripto con tarjeta o cuenta bancaria: la cotización y la página del proveedor para pagar; --wait espera la entrega",
  history: "transacciones de la cuenta en la red activa, agrupadas por año y mes",
  nfts: "los NFT que tiene la cuenta en la red activa (sin spam)",
  signIn:
    "inicia sesión con la cuenta conectada mediante la wallet (SIWX): el nonce del servidor, firmado y verificado por el servidor",
  name: "el nombre .reown.id de la cuenta: comprueba uno, registra uno o muestra el de la cuenta",
  nameCheck: "si un nombre está libre (primero las reglas de caracteres) y nombres libres parecidos",
  nameRegister:
    "registra un nombre para la cuenta conectada: la wallet firma y la API de datos lo escribe en el registro",
  nameShow: "el nombre de la cuenta conectada, leído del registro inverso",
  sessions: "sesiones inteligentes: permisos que la cuenta concedió a dApps",
  sessionsList:
    "las sesiones de la cuenta (activas, caducadas, revocadas) con lo que permite cada una, su caducidad y su firmante",
  sessionsRevoke: "revoca una sesión: la cuenta firma su pci; la dApp ya no puede gastar con ella",
  run: "ejecuta un flujo con guion (JSON o YAML) con expectativas; una línea de correcto/fallo por paso",
  dev: "inicia el mundo local (cadena, API de datos, relay) hasta Ctrl-C, como `npm start`"
} satisfies Translation<typeof helpMessages.en>
