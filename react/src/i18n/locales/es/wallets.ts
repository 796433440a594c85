import type { Translation } from "@gangway/core/i18n"
import type { walletsMessages } from "../../../views/wallets/messages.js"

export default {
  search: "Buscar billeteras",
  shownOfCount: "{shown} de {count} billeteras",
  noneFound: "No se encontró ninguna billetera",
  tryAnotherName: "Prueba con otro nombre.",
  loadFailed: "No se pudo cargar la lista de billeteras",
  opensOnPhone: "Billeteras que se abren en este teléfono",
  otherDevice: "Código QR o enlace para otro dispositivo",
  installed: " (instalada)"
} satisfies Translation<typeof walletsMessages.en>
