import type { Translation } from "@gangway/core/i18n"
import type { connectMessages } from "../../../views/connect/messages.js"

export default {
  or: "o",
  email: "Correo",
  social: "Inicio de sesión social",
  wallets: "Billeteras",
  noWallets: "No se encontraron billeteras",
  noWalletsHint: "Instala una extensión de billetera en el navegador y vuelve a abrir esta ventana.",
  qrCode: "Código QR",
  installed: "Instalada",
  recent: "Reciente",
  emailAddress: "Correo electrónico",
  continueWithEmail: "Continuar con correo",
  invalidEmail: "Introduce un correo válido, como nombre@ejemplo.com",
  continueWithBefore: "Continuar con ",
  continueWithAfter: ""
} satisfies Translation<typeof connectMessages.en>
