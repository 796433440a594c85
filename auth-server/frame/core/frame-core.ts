import { Schema } from "effect"
import {
  errorReply,
  FrameRequestMessage,
  FrameRequests,
  successReply,
  type FrameRequest
} from "@gangway/core/frame-protocol"
import { ProviderRpcError } from "../chain/errors.js"
import { AuthServiceError, authClient } from "./auth-client.js"
import type { RequestSummary } from "./describe-request.js"
import { LoginState } from "./login-state.js"
import { STORAGE_KEYS, type FrameStorage } from "./storage.js"
import { smartAccounts } from "./smart-account.js"
import { smartAccountRpc } from "./smart-rpc.js"
import { walletRpc } from "./wallet-rpc.js"

export interface FrameConfig {
  readonly apiUrl: string
  readonly projectId: string
  /** The app this frame serves: its parent page's exact origin. */
  readonly appOrigin: string
  /** The chain asked for in the frame's URL (CAIP-2). */
  readonly chainId: string
  /** RPC URL of each chain the wallet serves, by CAIP-2 id. */
  readonly rpcUrls: Readonly<Record<string, string>>
  /** ERC-4337 bundler URL of each EVM chain where the wallet offers a smart account, by CAIP-2 id. */
  readonly bundlerUrls?: Readonly<Record<string, string>>
}

export interface ApprovalRequest {
  readonly requestId: string
  readonly method: string
  readonly summary: RequestSummary
  readonly appName: string | undefined
}

/** What the frame's host gives it: a page (iframe under the app) or the CLI's worker. */
export interface FrameHost {
  /** Posts to the app (the host names the app's exact origin). */
  post(message: object): void
  readonly storage: FrameStorage
  /** The person's answer in the frame's own UI; absent where there is none (the CLI), so not-safe requests are refused. */
  readonly approve?: (request: ApprovalRequest, signal: AbortSignal) => Promise<boolean>
  readonly setTheme?: (mode: "light" | "dark" | "system") => void
  log(message: string, detail?: unknown): void
}

const decodeRequest = Schema.decodeUnknownExit(FrameRequestMessage)

/** The frame's side of the protocol (SPEC §7), without a DOM: decode, act, reply to the same id. */
export function startFrameCore(config: FrameConfig, host: FrameHost) {
  const auth = authClient(config.apiUrl, { projectId: config.projectId, appOrigin: config.appOrigin })
  const login = new LoginState({ storage: host.storage, auth })
  const pendingApprovals = new Map<string, AbortController>()
  let appName: string | undefined
  const currentChain = () => host.storage.get(STORAGE_KEYS.chainId) ?? config.chainId
  const smart = smartAccounts(config.bundlerUrls ?? {}, config.rpcUrls, host.storage)

  const approveFor =
    (requestId: string, method: string) =>
    async (summary: RequestSummary): Promise<boolean> => {
      if (host.approve === undefined)
        throw new ProviderRpcError(4001, "Approve this in the browser: this wallet has no approval screen here")
      const controller = new AbortController()
      pendingApprovals.set(requestId, controller)
      host.post({ type: "APPROVAL_REQUESTED", payload: { requestId, method } })
      let approved = false
      try {
        approved = await host.approve({ requestId, method, summary, appName }, controller.signal)
        if (controller.signal.aborted) throw new Error("Request was aborted")
        return approved
      } finally {
        pendingApprovals.delete(requestId)
        host.post({
          type: "APPROVAL_FINISHED",
          payload: { requestId, approved: approved && !controller.signal.aborted }
        })
      }
    }

  /** `wallet_switchEthereumChain [{ chainId: "0x…" }]`: to a chain the wallet serves, or 4902. */
  const switchEvmChain = (params: unknown): null => {
    const wanted = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined
    const caip =
      typeof wanted?.chainId === "string" && /^0x[0-9a-f]+$/i.test(wanted.chainId)
        ? `eip155:${Number(BigInt(wanted.chainId))}`
        : undefined
    if (caip === undefined || config.rpcUrls[caip] === undefined)
      throw new ProviderRpcError(4902, "This wallet does not serve that network: pick another")
    host.storage.set(STORAGE_KEYS.chainId, caip)
    return null
  }

  const user = async (chainId: string) => {
    const { wallet, user } = await login.wallet()
    const eoa = chainId.startsWith("solana:") ? wallet.solana.address : wallet.evm.address
    const smartAccount = smart.enabled(chainId) ? await smart.describe(wallet, chainId) : undefined
    const preferred = smart.preferred(chainId)
    return {
      email: user.email,
      address: preferred === "smartAccount" && smartAccount !== undefined ? smartAccount.address : eoa,
      chainId,
      accounts: [
        { address: eoa, type: "eoa" as const },
        ...(smartAccount === undefined ? [] : [{ address: smartAccount.address, type: "smartAccount" as const }])
      ],
      ...(user.userName === null ? {} : { userName: user.userName }),
      smartAccountDeployed: smartAccount?.isDeployed ?? false,
      preferredAccountType: preferred
    }
  }

  const act = async (request: FrameRequest): Promise<unknown> => {
    switch (request.type) {
      case "CONNECT_EMAIL":
        return { action: await login.connectEmail(request.payload.email) }
      case "CONNECT_DEVICE":
        return { approved: login.deviceApproved() }
      case "CONNECT_OTP":
        await login.connectOtp(request.payload.otp)
        return {}
      case "GET_SOCIAL_REDIRECT_URI":
        return { uri: await login.socialRedirectUri(request.payload.provider) }
      case "CONNECT_SOCIAL":
        return login.socialStatus(request.payload.provider)
      case "GET_FARCASTER_URI":
        return { url: await login.farcasterUri() }
      case "CONNECT_FARCASTER":
        return login.farcasterStatus()
      case "GET_USER": {
        const chainId = request.payload.chainId ?? currentChain()
        if (request.payload.preferredAccountType !== undefined && smart.enabled(chainId))
          smart.setPreferred(chainId, request.payload.preferredAccountType)
        return user(chainId)
      }
      case "GET_SMART_ACCOUNT_ENABLED_NETWORKS":
        return { smartAccountEnabledNetworks: smart.enabledNetworks() }
      case "INIT_SMART_ACCOUNT": {
        const chainId = currentChain()
        if (!smart.enabled(chainId)) throw new Error("Smart accounts are not available on this network: pick another")
        return smart.describe((await login.wallet()).wallet, chainId)
      }
      case "ESTIMATE_USER_OPERATION": {
        const { chainId, calls } = request.payload
        if (!smart.enabled(chainId) || smart.preferred(chainId) !== "smartAccount")
          throw new Error("The smart account is not in use on this network")
        return smart.estimate((await login.wallet()).wallet, chainId, calls)
      }
      case "SET_PREFERRED_ACCOUNT": {
        const chainId = currentChain()
        smart.setPreferred(chainId, request.payload.type)
        const current = await user(chainId)
        return { type: current.preferredAccountType, address: current.address }
      }
      case "IS_CONNECTED":
        return { isConnected: await login.isConnected() }
      case "SIGN_OUT":
        await login.signOut()
        return {}
      case "GET_CHAIN_ID":
        return { chainId: currentChain() }
      case "SWITCH_NETWORK":
        if (config.rpcUrls[request.payload.chainId] === undefined)
          throw new Error("This wallet does not serve that network: pick another")
        host.storage.set(STORAGE_KEYS.chainId, request.payload.chainId)
        return { chainId: request.payload.chainId }
      case "RPC_REQUEST": {
        const { wallet } = await login.wallet()
        const { chainId, method, params } = request.payload
        if (method === "wallet_switchEthereumChain") return { result: switchEvmChain(params) }
        const context = { wallet, chainId, rpcUrls: config.rpcUrls, approve: approveFor(request.id, method) }
        const bySmartAccount =
          smart.preferred(chainId) === "smartAccount"
            ? await smartAccountRpc(method, params, { ...context, smart })
            : undefined
        if (bySmartAccount !== undefined) return { result: bySmartAccount.result ?? null }
        const result = await walletRpc(method, params, context)
        return { result: result ?? null }
      }
      case "RPC_ABORT":
        pendingApprovals.get(request.payload.requestId)?.abort("aborted")
        return {}
      case "UPDATE_EMAIL":
        return login.updateEmail(request.payload.email)
      case "UPDATE_EMAIL_PRIMARY_OTP":
        await login.updateEmailPrimary(request.payload.otp)
        return {}
      case "UPDATE_EMAIL_SECONDARY_OTP":
        return { newEmail: await login.updateEmailSecondary(request.payload.otp) }
      case "SYNC_THEME":
        host.setTheme?.(request.payload.themeMode)
        return {}
      case "SYNC_DAPP_DATA":
        appName = request.payload.metadata?.name
        return {}
      case "RELOAD":
        login.reload()
        return {}
      default:
        throw new Error("Not supported by this frame")
    }
  }

  const answer = async (request: FrameRequest) => {
    try {
      const payload = await act(request)
      const checked = Schema.decodeUnknownExit(FrameRequests[request.type].success as Schema.Codec<unknown, unknown>, {
        onExcessProperty: "error"
      })(payload)
      if (checked._tag === "Failure") {
        host.log(`The frame's answer to ${request.type} does not fit the protocol`, String(checked.cause))
        host.post(errorReply(request.id, "An error occurred"))
        return
      }
      host.post(successReply(request.id, request.type, checked.value as never))
    } catch (error) {
      if (error instanceof AuthServiceError && error.status === 401 && request.type !== "IS_CONNECTED") {
        login.forget()
        host.post({ type: "SESSION_LOST", payload: {} })
      }
      const code = error instanceof ProviderRpcError ? error.code : undefined
      host.post(
        errorReply(
          request.id,
          error instanceof Error && error.message !== "" ? error.message : "An error occurred",
          code
        )
      )
    }
  }

  return {
    /** Tells the app whether this frame serves it: FRAME_READY, or FRAME_INIT_FAILED with the service's reason. */
    start: async (): Promise<boolean> => {
      try {
        await auth.originAllowed()
        host.post({ type: "FRAME_READY", payload: {} })
        return true
      } catch (error) {
        host.post({
          type: "FRAME_INIT_FAILED",
          payload: { message: error instanceof Error ? error.message : "An error occurred" }
        })
        return false
      }
    },
    /** A message from the app (its origin and window checked by the host): decoded strictly, or dropped and logged. */
    receive: (data: unknown): void => {
      const decoded = decodeRequest(data)
      if (decoded._tag === "Failure") {
        host.log("Dropped a message that does not fit the frame protocol", String(decoded.cause))
        return
      }
      void answer(decoded.value)
    },
    close: () => login.close()
  }
}
