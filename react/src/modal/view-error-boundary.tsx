import { Component, type ReactNode } from "react"
import { AlertIcon } from "../internal/icons.js"
import { useMessages } from "../i18n/use-messages.js"
import { EmptyState } from "../internal/empty-state.js"
import { modalMessages } from "./messages.js"

const LoadFailed = ({ onRetry }: { readonly onRetry: () => void }) => {
  const t = useMessages(modalMessages)
  return (
    <EmptyState
      role="alert"
      testId="view-load-failed"
      icon={<AlertIcon size={24} />}
      title={t("loadFailed")}
      text={t("loadFailedHint")}
      onRetry={onRetry}
    />
  )
}

interface Props {
  readonly children: ReactNode
  /** Starts the failed loads again; the view renders anew once it settles. */
  readonly retry: () => Promise<unknown>
}

/**
 * A view whose code (or the client's) failed to load, usually a dropped
 * connection: says so inside the modal, instead of taking the page down, and
 * loads again on "Try again".
 */
export class ViewErrorBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <LoadFailed onRetry={() => void this.props.retry().finally(() => this.setState({ failed: false }))} />
  }
}
