import type { receiverMessages } from "../../receiver-messages.js"
import type { Translation } from "../../messages.js"

const RULES =
  "solana {eine Solana-Adresse (32 bis 44 Base58-Zeichen)} bip122 {eine Bitcoin-Adresse dieses Netzwerks (bc1…, 1… oder 3… im Mainnet; tb1…, m/n… oder 2… im Testnet; bcrt1… im Regtest)} polkadot {eine Polkadot-Adresse (SS58)}"

export default {
  unknownName: "{value} ist weder eine Adresse noch ein registrierter Name",
  notAnAddress: `{value} ist nicht {namespace, select, ${RULES} other {eine EVM-Adresse (40 Hex-Ziffern, 0x optional)}}`,
  expectedAddress: `erwartet wird {namespace, select, ${RULES} other {eine Adresse oder ein registrierter Name}}`,
  evmChecksum:
    "die Groß- und Kleinschreibung passt nicht zur EIP-55-Prüfsumme der Adresse: prüfe, ob sie vollständig kopiert wurde",
  bitcoinChecksum:
    "die Prüfsumme stimmt nicht: ein Zeichen ist falsch oder fehlt. Prüfe, ob die Adresse vollständig kopiert wurde",
  otherBitcoinNetwork:
    "{value} ist eine Adresse des Bitcoin-{addressNetwork, select, mainnet {Mainnets} testnet {Testnets} other {Regtests}}; {network} braucht eine eigene",
  notOnNetwork: "{value} ist keine Adresse von {network}"
} satisfies Translation<typeof receiverMessages.en>
