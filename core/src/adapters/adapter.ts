import type { EmbeddedAccount, EmbeddedWalletChannel } from "../connectors/auth/embedded-channel.js"
import type { Effect } from "effect"
import type { ConnectorImplementation, WalletError, WalletSession } from "../connectors/session.js"
import type { CaipNetwork } from "../domain/caip-network.js"
import type { Connector } from "../domain/connector.js"
import type { ChainNamespace } from "../domain/namespace.js"
import type { NftItem } from "../domain/nft.js"
import type { TokenBalance } from "../domain/token-balance.js"
import type { HistoryResponse } from "../domain/transaction.js"
import type { TransferFee } from "../domain/transfer-fee.js"
import type { EvmCall } from "../domain/user-operation.js"
import type {
  ApiError,
  BelowDustLimit,
  ChainError,
  GasPriceNetworkUnsupported,
  InsufficientBalance,
  InvalidInput,
  MissingNetwork,
  ReceiverProblem,
  WalletAnswerInvalid
} from "../errors.js"
import type { FeeSettings } from "../policy/fees.js"
import type { DataApi } from "../services/data-api/data-api.js"
import type { WalletConnectNamespace } from "../connectors/walletconnect/namespace-contract.js"
import type { LocalSignerKey } from "./local-signer-key.js"
import type { NamesAdapter } from "./names.js"
import type { SignInAdapter } from "./sign-in.js"
import type { SmartSessionsAdapter } from "./smart-sessions.js"

export type {
  WalletConnectNamespace,
  WalletConnectSessionContext
} from "../connectors/walletconnect/namespace-contract.js"

/** How soon a transfer should land, for namespaces whose fee market prices it (bip122: the fee estimates' targets). */
export type FeeSpeed = "slow" | "normal" | "fast"

/** A transfer the adapter built and priced, ready for the wallet. */
export interface TransferQuote {
  /** The network fee as the adapter's chain counts it (EVM gas; Solana signatures; Bitcoin virtual bytes), rent included. */
  readonly fee: TransferFee
  /** The receiver has no account for this token yet: the transfer creates it, at this rent. */
  readonly createsReceiverAccount?: { readonly rent: bigint } | undefined
  /** What `send` needs; only the adapter that made it reads it. */
  readonly plan: unknown
  /** Priced as a smart account's user operation (the most it can cost); `deploysAccount` when it also creates the account. */
  readonly userOperation?: { readonly deploysAccount: boolean } | undefined
}

export interface TransferInput {
  readonly network: CaipNetwork
  readonly from: string
  readonly to: string
  readonly token: TokenBalance
  /** The network's own coin (SOL, ETH) rather than a token. */
  readonly native: boolean
  /** The amount in the token's smallest units. */
  readonly units: bigint
  /** eip155 fee overrides, already checked. */
  readonly fees?: FeeSettings | undefined
  /** The fee speed chosen, where the adapter offers `feeSpeeds`; `normal` when absent. */
  readonly speed?: FeeSpeed | undefined
  /** The sending account's public key (hex), when its wallet gave it (bip122: Taproot and wrapped SegWit inputs name it). */
  readonly fromPublicKey?: string | undefined
}

/** Sending on one namespace: price, sign and send, wait. */
export interface TransferAdapter {
  /** What one fee unit costs now (wei per gas; lamports per signature; sat/vB at `speed`), for `payer` (the connected account) where it matters. */
  readonly feeRate: (
    network: CaipNetwork,
    payer?: string,
    speed?: FeeSpeed
  ) => Effect.Effect<bigint, GasPriceNetworkUnsupported | ApiError | ChainError | MissingNetwork, DataApi>
  /** The speeds a person can choose between (their fee rates differ); none where the fee has no such choice. */
  readonly feeSpeeds?: ReadonlyArray<FeeSpeed> | undefined
  readonly quote: (
    input: TransferInput
  ) => Effect.Effect<TransferQuote, ChainError | MissingNetwork | InvalidInput | InsufficientBalance | BelowDustLimit>
  /** The transfer as the one EVM call a smart account makes for it (eip155), for its user operation's estimate. */
  readonly call?: ((input: TransferInput) => EvmCall) | undefined
  /** Asks the session's wallet to sign and send; the transaction's id (hash or signature). */
  readonly send: (
    session: WalletSession,
    input: TransferInput,
    quote: TransferQuote
  ) => Effect.Effect<string, WalletError>
  /** Waits until the transaction is final; fails with a chain error when it failed on chain. */
  readonly confirm: (network: CaipNetwork, id: string) => Effect.Effect<void, ChainError | MissingNetwork>
}

/** A transaction a service built (a swap, its approval), for the session's wallet to sign and send as it is. */
export interface PreparedCall {
  readonly network: CaipNetwork
  readonly from: string
  readonly to: string
  /** The call's input (hex). */
  readonly data: string
  /** Native smallest units paid with the call. */
  readonly value: bigint
  /** The gas limit the service set; the wallet estimates when absent. */
  readonly gas?: bigint | undefined
}

/** Sending calls a service built (swaps); confirmation goes through `transfer.confirm`. */
export interface PreparedCallAdapter {
  readonly send: (session: WalletSession, call: PreparedCall) => Effect.Effect<string, WalletError>
  /** The gas the chain says the call needs now (eth_estimateGas), for a call whose service set none. */
  readonly estimateGas: (call: PreparedCall) => Effect.Effect<bigint, ChainError | MissingNetwork>
}

/** What happened to an account on chain since a point the adapter names (`through`). */
export interface AccountActivity {
  /** Where the chain is now (eip155: the block number), to pass as `since` next time. */
  readonly through: string
  /** True when tokens moved to or from the account since `since` (or the chain went back). */
  readonly moved: boolean
}

/**
 * Everything a chain namespace needs, behind one interface: controllers call it
 * without knowing the namespace (or importing its chain library). One instance
 * per client: it keeps its own RPC clients.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Address rules of the namespace (SPEC §5); on `network` when its addresses differ by network (bip122's prefixes). */
  readonly isAddress: (value: string, network?: CaipNetwork) => boolean
  /** The address as the namespace writes it (EIP-55 for eip155). */
  readonly normalizeAddress: (value: string) => string
  /** The account as `network` writes it, where networks write one account differently (Polkadot's SS58 prefixes). */
  readonly addressOn?: (address: string, network: CaipNetwork | undefined) => string
  /** What an address of this namespace looks like, in English (the `receiver` catalogue's words for a refused receiver say the same). */
  readonly addressRule: string
  /** Why text that looks like an address is not one (a wrong EIP-55 checksum); none when it is fine or not address-like. */
  readonly addressProblem?: (value: string, network?: CaipNetwork) => ReceiverProblem | undefined
  readonly explorerAddressUrl: (network: CaipNetwork | undefined, address: string) => string | undefined
  readonly explorerTransactionUrl: (network: CaipNetwork | undefined, id: string) => string | undefined
  /** The connection to a wallet the page announced (see `discovery.ts`): `connector.provider` is the wallet. */
  readonly announced: (connector: Connector) => ConnectorImplementation
  /**
   * The secure frame's embedded wallet as this namespace's page wallet (what `announced` takes as
   * `connector.provider`), over the frame's channel; none where the frame does not serve the namespace.
   */
  readonly embeddedWallet?: ((channel: EmbeddedWalletChannel, account: EmbeddedAccount) => unknown) | undefined
  /** A wallet whose key lives in this process (CLI, tests), when the key is of this namespace. */
  readonly localSigner: (
    key: LocalSignerKey,
    networks: ReadonlyArray<CaipNetwork>
  ) => ConnectorImplementation | undefined
  readonly walletConnect: WalletConnectNamespace
  /**
   * The native balance in the coin's smallest units. None when the namespace has no balance
   * source here (no RPC the adapter can read): the account is shown without a balance.
   */
  readonly nativeBalance?: (network: CaipNetwork, address: string) => Effect.Effect<bigint, ChainError | MissingNetwork>
  /**
   * Whether the account's tokens moved since `since` (none: the first call), cheaply, so a shown
   * balance can follow the chain without asking the data API each time. Namespaces without it are
   * followed by their native balance and the balances' 30 s cache.
   */
  readonly accountActivity?: (
    network: CaipNetwork,
    address: string,
    since: string | undefined
  ) => Effect.Effect<AccountActivity, ChainError | MissingNetwork>
  /** The token's address on chain (contract or mint), or none for the native coin. */
  readonly tokenAddress: (token: TokenBalance) => string | undefined
  /** Sending; none when the namespace cannot send here (Send is then not offered). */
  readonly transfer?: TransferAdapter
  /** Sending calls a service built (swaps); none where the namespace has no swaps here. */
  readonly preparedCalls?: PreparedCallAdapter
  /** Which of `candidates` (NFTs the history names) `owner` still holds; namespaces without NFTs have none. */
  readonly heldNfts?: (
    network: CaipNetwork,
    owner: string,
    candidates: ReadonlyArray<NftItem>
  ) => Effect.Effect<ReadonlyArray<NftItem>, ChainError | MissingNetwork>
  /** The account's balances read from the chain itself, for networks the data API does not serve (bip122: BTC from the UTXOs). */
  readonly chainBalances?: (
    network: CaipNetwork,
    address: string
  ) => Effect.Effect<ReadonlyArray<TokenBalance>, ChainError | MissingNetwork>
  /** A page of the account's history read from the chain itself (the data API's shape), for networks the data API does not serve. */
  readonly history?: (
    network: CaipNetwork,
    address: string,
    cursor: string | undefined
  ) => Effect.Effect<HistoryResponse, ChainError | MissingNetwork>
  /** Sign-in with the wallet (SIWX); none where the namespace has no sign-in message (sign-in is then not asked). */
  readonly signIn?: SignInAdapter
  /** Name registration (.reown.id); none where names are not offered (the names flow then says so). */
  readonly names?: NamesAdapter
  /** Smart sessions (ERC-7715 permissions); none where the namespace has none (Sessions then says so). */
  readonly smartSessions?: SmartSessionsAdapter
  /** Checks a dApp's request to the wallet (untrusted params) before it is sent; a typed refusal names the field. */
  readonly checkRequest?: (method: string, params: unknown) => Effect.Effect<void, InvalidInput>
  /**
   * Checks the wallet's answer to a dApp's request (untrusted) before the dApp gets it: decoded by
   * method, a malformed one fails with `WalletAnswerInvalid` naming the method and why. Methods it
   * does not know pass unchecked.
   */
  readonly checkAnswer?: (method: string, params: unknown, answer: unknown) => Effect.Effect<void, WalletAnswerInvalid>
  /** Releases sockets and timers. */
  readonly shutdown: () => Promise<void>
}

/** An adapter that reads balances and sends: what the send flow needs. */
export type SendingAdapter = ChainAdapter & Required<Pick<ChainAdapter, "nativeBalance" | "transfer">>

export const canSend = (adapter: ChainAdapter): adapter is SendingAdapter =>
  adapter.nativeBalance !== undefined && adapter.transfer !== undefined
