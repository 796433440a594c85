import {
  encodeFunctionData,
  getAddress,
  keccak256,
  parseAbi,
  stringToBytes,
  zeroHash,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type LocalAccount,
  type Transport
} from "viem"
import { entryPoint07Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from "viem/account-abstraction"
import { privateKeyToAccount } from "viem/accounts"
import { readContract } from "viem/actions"

/** ERC-4337 EntryPoint v0.7 and its SimpleAccountFactory, at their public-chain addresses (CREATE2). */
const ENTRY_POINT_07: Address = "0x0000000071727De22E5E9d8BAf0edAc6f37da032"
const SIMPLE_ACCOUNT_FACTORY: Address = "0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985"

const accountAbi = parseAbi([
  "function execute(address dest, uint256 value, bytes func)",
  "function executeBatch(address[] dest, uint256[] value, bytes[] func)"
])
const factoryAbi = parseAbi([
  "function createAccount(address owner, uint256 salt) returns (address)",
  "function getAddress(address owner, uint256 salt) view returns (address)"
])

/**
 * A well-formed signature by a throwaway key, for gas estimation: the account's ECDSA recover
 * reverts on a malformed one (AA23) but only fails validation on a wrong signer, as it should.
 */
let stubSignature: Promise<Hex> | undefined
const stub = (): Promise<Hex> =>
  (stubSignature ??= privateKeyToAccount(keccak256(stringToBytes("gangway gas estimation stub"))).sign({
    hash: zeroHash
  }))

/**
 * The eth-infinitism SimpleAccount v0.7 (one owner key, ERC-1967 proxy made by its factory) as
 * a viem smart account: calls go through `execute`/`executeBatch`, a user operation is signed
 * by the owner over its hash as an EIP-191 message, which is what the account checks.
 * Messages are signed by the owner too: the account has no ERC-1271, so an app that verifies
 * such a signature against the account's address cannot (SPEC §8's smart-account message).
 */
export function toSimpleAccount(
  client: Client<Transport, Chain | undefined, undefined>,
  owner: LocalAccount,
  salt = 0n
): Promise<SmartAccount> {
  const entryPoint = { abi: entryPoint07Abi, address: ENTRY_POINT_07, version: "0.7" as const }
  let address: `0x${string}` | undefined
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      address ??= getAddress(
        await readContract(client, {
          address: SIMPLE_ACCOUNT_FACTORY,
          abi: factoryAbi,
          functionName: "getAddress",
          args: [owner.address, salt]
        })
      )
      return address
    },
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls
        return encodeFunctionData({
          abi: accountAbi,
          functionName: "execute",
          args: [call!.to, call!.value ?? 0n, call!.data ?? "0x"]
        })
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: "executeBatch",
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? "0x")
        ]
      })
    },
    async getFactoryArgs() {
      return {
        factory: SIMPLE_ACCOUNT_FACTORY,
        factoryData: encodeFunctionData({ abi: factoryAbi, functionName: "createAccount", args: [owner.address, salt] })
      }
    },
    async getStubSignature() {
      return stub()
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as never)
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new Error("The smart account needs the chain id to sign a user operation")
      const hash = getUserOperationHash({
        userOperation: { ...userOperation, sender: userOperation.sender ?? (await this.getAddress()) },
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        chainId
      })
      return owner.signMessage({ message: { raw: hash } })
    }
  })
}
