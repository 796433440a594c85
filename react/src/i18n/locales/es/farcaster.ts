import type { Translation } from "@gangway/core/i18n"
import type { farcasterMessages } from "../../../views/auth/messages.js"

export default {
  qrLabel: "Código QR para iniciar sesión con Farcaster",
  title: "Iniciar sesión con Farcaster",
  preparing: "Preparando un código de inicio de sesión…",
  scan: "Escanea este código con la app de Farcaster en tu teléfono y aprueba el inicio de sesión allí.",
  newCode: "Obtener un código nuevo",
  open: "Abrir en Farcaster",
  copy: "Copiar enlace",
  copied: "Enlace copiado"
} satisfies Translation<typeof farcasterMessages.en>
