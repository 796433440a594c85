import type { errorMessages } from "../../errors-messages.js"
import type { Translation } from "../../messages.js"

export default {
  TokenBalanceUnavailable: "Saldo del token no disponible",
  GasPriceNetworkUnsupported: "Red no compatible con el precio del gas",
  SwapsNetworkUnsupported: "Red no compatible con los intercambios",
  DisconnectFailed: "No se pudo desconectar",
  CooldownActive: "Vuelve a intentarlo dentro de {secondsLeft} segundos",
  InvalidAppConfiguration: "Configuración de la app no válida",
  AuthInitializationFailed: "Hubo un problema al iniciar la autenticación",
  SignatureDeclined: "Firma rechazada",
  SmartAccountUnsupported: "Puede que esta aplicación no admita cuentas inteligentes",
  RequestDeclined: "{action, select, connect {Conexión rechazada} other {Cambio de red rechazado}}",
  RelayUnreachable:
    "No se pudo contactar con el relay de WalletConnect ({relayUrl}) en {seconds} segundos. Revisa la conexión y vuelve a intentarlo.",
  NetworkNotApproved:
    "Tu wallet no aprobó {network} para esta conexión. Desconecta y vuelve a conectar eligiendo {network} en la wallet.",
  ConnectorNotFound: "Wallet no disponible: {connectorId}",
  WalletRequestFailed: "La wallet no pudo completar {method}",
  WalletLinkRefused: "El enlace de {wallet} no se puede abrir de forma segura. Escanea el código QR.",
  WalletAnswerInvalid:
    "La respuesta de la billetera a {method} no es válida, así que no se usó. Revisa la billetera antes de volver a intentarlo.",
  WalletSessionRefused:
    "Tu billetera no aprobó ninguna cuenta utilizable en las redes de esta app. Conéctate de nuevo y elige una de ellas en la billetera.",
  MalformedRequest: "La solicitud está mal formada, así que no se envió: indica un nombre de método y parámetros JSON.",
  EmailLoginDependencyUnavailable: "No se pudo cargar el inicio de sesión por email",
  RequestAborted: "La solicitud se canceló",
  SomethingWentWrong: "Algo salió mal",
  FrameErrorReply: "{hasReply, select, yes {{reply}} other {Se produjo un error}}",
  PopupBlocked:
    "Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes de este sitio o vuelve a intentarlo.",
  SocialLoginClosed: "La ventana de inicio de sesión se cerró antes de terminar. Vuelve a intentarlo.",
  AuthNotConfigured: "El inicio de sesión por email y redes sociales no está configurado en esta app",
  RpcMethodNotAllowed: "La llamada RPC solicitada no está permitida",
  TransactionsFetchFailed: "No se pudieron cargar las transacciones",
  NftsFetchFailed: "No se pudieron cargar los NFT",
  TransactionsRequireAccount: "No se pueden cargar transacciones sin una accountAddress",
  SiwxNotEnabled: "SIWX no está activado",
  NoActiveCaipAddress: "No se encontró ninguna ActiveCaipAddress",
  NoActiveCaipNetwork: "No se encontró ninguna ActiveCaipNetwork ni cliente",
  NoConnectionClient: "No se encontró ningún cliente de ConnectionController",
  UnsupportedChain: "Cadena no compatible: {caipNetworkId}",
  MissingAdapter: "No hay adaptador para el espacio de nombres {namespace}",
  MissingNetwork: "Red desconocida: {caipNetworkId}",
  InvalidInput: "{field, select, receiver {Destinatario no válido: {reason}} other {{field} no válido: {reason}}}",
  SendRequirementsMissing:
    "{namespace, select, solana {Introduce un importe y una dirección de destino válidos} other {Falta para este envío: {missingList}}}",
  InvalidFeeSettings: "Ajustes de comisión no válidos: {details}",
  InsufficientGas: "No tienes suficiente {symbol} para pagar el gas",
  BelowDustLimit: "{amount} {symbol} es demasiado poco para enviar a esta dirección: envía al menos {minimum} {symbol}",
  InsufficientBalance:
    "No tienes suficiente {symbol}: este envío necesita {needed} {symbol} con su comisión y la cuenta puede gastar {available} {symbol}. Envía menos o añade fondos",
  SendUnavailable: "Aquí no se puede enviar en {network}: envía desde la propia wallet",
  OnrampAmountOutOfRange: "El importe debe estar entre {min} y {max}",
  TransactionNotFound: "Transacción no encontrada: {hash}",
  ChainError:
    "{reason, select, ExecutionReverted {La ejecución se revirtió} NonceTooHigh {Nonce demasiado alto} NonceTooLow {Nonce demasiado bajo} FeeCapTooHigh {Límite de comisión demasiado alto} FeeCapTooLow {Límite de comisión demasiado bajo} InsufficientFunds {Fondos insuficientes para el gas y el importe} GasTooHigh {Límite de gas demasiado alto} GasTooLow {Límite de gas demasiado bajo} TransactionTypeNotSupported {Tipo de transacción no compatible} TipAboveFeeCap {La comisión de prioridad supera la comisión máxima} InvalidAnswer {El nodo envió una respuesta no válida, que no se usó. Inténtalo de nuevo o usa otra URL de RPC} other {Error desconocido del nodo}}",
  ProjectIdRequired: "Se necesita un projectId para usar el {api} alojado",
  ApiStatusError: "El {api} respondió {status} a {method} {path}",
  ApiTimeout: "El {api} no respondió a {method} {path} en {seconds} s",
  ApiUnreachable: "No se pudo contactar con el {api} ({method} {path})",
  ApiInvalidResponse: "El {api} dio una respuesta inesperada a {method} {path}",
  ApiResponseTooLarge: "El {api} envió una respuesta de más de {megabytes} MB a {method} {path}",
  NameRefused:
    "{rule, select, empty {Escribe un nombre} too-short {Un nombre tiene al menos 3 caracteres} too-long {Un nombre tiene como máximo 63 caracteres} characters {Usa solo letras minúsculas a–z, dígitos y guiones} hyphen {Un nombre no puede empezar ni terminar con guion} punycode {No se aceptan nombres que empiezan por xn-- (punycode): escribe el nombre con letras a–z y dígitos} other {Aquí solo se pueden registrar nombres que terminan en .reown.id}}",
  NameTaken: "{name} ya está registrado: elige otro nombre",
  NameSignatureRefused:
    "Se rechazó el registro de {name}: la firma no es de la cuenta conectada. Vuelve a firmar con esta cuenta",
  NamesNetworkUnsupported: "No se pueden registrar nombres en {network}: cambia a una red que admita nombres",
  SessionsNetworkUnsupported:
    "Las sesiones inteligentes no están disponibles en {network}: cambia a una red que las admita",
  SessionNotFound: "Esta sesión no pertenece a la cuenta: vuelve a listar las sesiones",
  SessionSpendRefused: "La wallet rechazó este gasto: {reason}",
  SessionRevokeRefused:
    "Se rechazó la revocación: la firma no es de la cuenta. Vuelve a firmar con la cuenta que la concedió",
  OnrampDisabled: "La compra de cripto está desactivada en esta app",
  OnrampNetworkUnsupported:
    "{hasAsset, select, yes {No se puede comprar {asset} en {network}: elige otro activo u otra red} other {No se ofrece compra de cripto en {network}: cambia a otra red}}",
  OnrampPaymentUnsupported:
    "{paymentMethod, select, card {No se ofrece pagar en {paymentCurrency} con tarjeta: elige otra moneda u otro método} other {No se ofrece pagar en {paymentCurrency} con cuenta bancaria: elige otra moneda u otro método}}",
  OnrampUrlUnavailable: "No se pudo abrir la página de pago: vuelve a intentarlo en un momento",
  OnrampPurchaseFailed: "La compra falló y no se entregó nada: revisa los datos de pago y vuelve a intentarlo",
  SwapsDisabled: "Los intercambios están desactivados en esta app",
  SwapTokenUnknown: "{token} no se puede intercambiar en {network}: elige un token de la lista",
  SwapPairUnsupported: "No hay cotización de {from} a {to}: elige otro par u otro importe",
  SwapBalanceTooLow:
    "No tienes suficiente {symbol}: el intercambio paga {needed} {symbol} y la cuenta tiene {available} {symbol}. Intercambia menos o añade fondos",
  SwapSlippageExceeded:
    "El precio cambió: el intercambio daría ahora {now} {symbol}, por debajo de los {minimum} {symbol} que permite un deslizamiento del {slippage}%. No se intercambió nada; revisa la nueva cotización",
  SwapReverted:
    "El intercambio falló en la cadena (transacción {hash}); solo se gastó la comisión de red. Vuelve a intentarlo",
  SiwxNonceRefused: "Esta solicitud de inicio de sesión caducó o ya se usó. Vuelve a iniciar sesión.",
  SiwxMessageExpired: "El mensaje de inicio de sesión ya no es válido. Vuelve a iniciar sesión.",
  SiwxDomainMismatch:
    "El mensaje de inicio de sesión es para {domain}, no para este sitio. Inicia sesión desde la página de este sitio.",
  SiwxWrongChain:
    "Aquí no se acepta iniciar sesión en {chainId}. Cambia a una de las redes del sitio y vuelve a iniciar sesión.",
  SiwxSignatureInvalid: "La firma no coincide con la cuenta conectada. Vuelve a iniciar sesión con esa cuenta.",
  SiwxBackendFailed:
    "El servicio de inicio de sesión en {url} no respondió como se esperaba. Vuelve a intentarlo en un momento.",
  SiwxMessageRefused:
    "El mensaje de inicio de sesión fue rechazado: {reason, select, format {no es un mensaje de inicio de sesión bien formado} domain {nombra otro sitio distinto de este} uri {su dirección no está en este sitio} chain {su red no es una de las de este sitio} address {su cuenta no está escrita como pide el estándar} version {su versión no es 1} nonce {su código de un solo uso no tiene 8 o más letras y dígitos} statement {su texto ocupa más de una línea} resources {uno de sus recursos no es una dirección válida} issued-at {su hora de emisión está mal formada o en el futuro} expiration-time {ha caducado o su caducidad está mal formada} not-before {su hora de inicio está mal formada o aún no ha llegado} request-id {su ID de solicitud ocupa más de una línea} other {incumple una regla de inicio de sesión}}. No se inició ninguna sesión. Inténtalo de nuevo y avisa al sitio si vuelve a pasar."
} satisfies Translation<typeof errorMessages.en>
