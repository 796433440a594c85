import type { Translation } from "@gangway/core/i18n"
import type { namesMessages } from "../../../views/names/messages.js"

export default {
  loading: "Comprobando si esta red ofrece nombres",
  unavailable: "Los nombres no están disponibles aquí",
  unavailableText: "Los nombres no están disponibles en esta red",
  registerFailed: "No se pudo registrar el nombre",
  checkFailed: "Ahora no se puede comprobar este nombre",
  rules:
    "De {min} a {max} letras minúsculas a–z, dígitos o guiones; sin guion al principio ni al final. Los nombres terminan en {suffix}.",
  label: "Elige un nombre para esta cuenta",
  placeholder: "tunombre",
  checking: "Comprobando…",
  available: "{name} está disponible",
  taken: "{name} ya está registrado",
  suggestions: "Nombres disponibles parecidos",
  continue: "Continuar",
  for: "para {address}",
  signNote:
    "Tu billetera te pide firmar un mensaje con el nombre y la hora. Firmar es gratis: no se envía nada en la cadena desde tu cuenta.",
  back: "Atrás",
  signing: "Firma en tu billetera…",
  register: "Firmar y registrar",
  yours: "es tuyo: ahora aparece como el nombre de esta cuenta.",
  backToAccount: "Volver a la cuenta"
} satisfies Translation<typeof namesMessages.en>
