import type { receiverMessages } from "../../receiver-messages.js"
import type { Translation } from "../../messages.js"

const RULES =
  "solana {una dirección de Solana (de 32 a 44 caracteres base58)} bip122 {una dirección de Bitcoin de esta red (bc1…, 1… o 3… en mainnet; tb1…, m/n… o 2… en testnet; bcrt1… en regtest)} polkadot {una dirección de Polkadot (SS58)}"

export default {
  unknownName: "{value} no es una dirección ni un nombre registrado",
  notAnAddress: `{value} no es {namespace, select, ${RULES} other {una dirección EVM (40 dígitos hexadecimales, 0x opcional)}}`,
  expectedAddress: `se esperaba {namespace, select, ${RULES} other {una dirección o un nombre registrado}}`,
  evmChecksum:
    "sus mayúsculas y minúsculas no coinciden con la suma de verificación EIP-55 de la dirección: comprueba que se copió entera",
  bitcoinChecksum:
    "su suma de verificación no coincide: falta un carácter o hay uno equivocado. Comprueba que se copió entera",
  otherBitcoinNetwork:
    "{value} es una dirección de {addressNetwork, select, mainnet {la red principal de Bitcoin} testnet {la red de pruebas de Bitcoin} other {Bitcoin regtest}}; {network} necesita una propia",
  notOnNetwork: "{value} no es una dirección de {network}"
} satisfies Translation<typeof receiverMessages.en>
