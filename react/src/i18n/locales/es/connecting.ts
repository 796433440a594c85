import type { Translation } from "@gangway/core/i18n"
import type { connectingMessages } from "../../../views/connecting/messages.js"

export default {
  yourWallet: "tu billetera",
  continueIn: "Continúa en {name}",
  acceptRequest: "Acepta la solicitud de conexión en la billetera.",
  couldNotConnect: "No se pudo conectar la billetera",
  declined: "{name} no se conectó: la solicitud fue rechazada.",
  signatureDeclined: "{name} no firmó el mensaje.",
  failed: "{name} no pudo conectarse. Revisa la billetera y vuelve a intentarlo.",
  qrLabel: "Código QR para conectar con {name}",
  walletDeclined: "La billetera rechazó la conexión.",
  pairingFailed: "El emparejamiento falló. Obtén un código nuevo y escanéalo de nuevo.",
  scanWith: "Escanea con {name}",
  preparingCode: "Preparando un código de emparejamiento…",
  scanOnPhone: "Abre la billetera en tu teléfono y escanea este código.",
  scanOnOtherDevice: "Escanea este código con una billetera en otro dispositivo o copia el enlace.",
  copyLink: "Copiar enlace",
  linkCopied: "Enlace copiado",
  preparingConnection: "Preparando la conexión…",
  openAndApprove: "Abre {name}, aprueba la conexión y vuelve aquí.",
  open: "Abrir {name}",
  orScan: "O escanea este código desde otro dispositivo",
  tryAgain: "Reintentar"
} satisfies Translation<typeof connectingMessages.en>
