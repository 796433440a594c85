import type { Translation } from "@gangway/core/i18n"
import type { authMessages } from "../../../views/auth/messages.js"

export default {
  otpLead: "Introduce el código de 6 dígitos que enviamos a {email}.",
  otpLabel: "Código del correo",
  deviceLead:
    "Este navegador es nuevo para {email}. Abre el enlace que te enviamos por correo para aprobarlo; después recibirás tu código de acceso por correo.",
  deviceWaiting: "Esperando tu aprobación…",
  currentEmail: "Tu correo actual es {email}. Te enviaremos un código a él y después otro a la nueva dirección.",
  emailNotSet: "sin definir",
  newEmail: "Nueva dirección de correo",
  sendCodes: "Enviar los códigos",
  primaryLead: "Introduce el código que enviamos a tu correo actual, {email}.",
  secondaryLead: "Ahora introduce el código que enviamos a tu nuevo correo, {email}.",
  primaryLabel: "Código enviado a tu correo actual",
  secondaryLabel: "Código enviado a tu nuevo correo",
  resend: "Reenviar código",
  resendIn: "{seconds, plural, one {Reenviar código en # s} other {Reenviar código en # s}}",
  popupBlocked: "Tu navegador bloqueó la ventana de inicio de sesión.",
  continueIn: "Continúa en la ventana de {provider}…",
  openAgain: "Abrir de nuevo la ventana de {provider}",
  approvalLead: "Revisa esta solicitud en la ventana segura de abajo. Solo tú puedes aprobarla allí."
} satisfies Translation<typeof authMessages.en>
