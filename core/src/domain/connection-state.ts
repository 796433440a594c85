import type { ConnectionState } from "./connection.js"

export const initialConnectionState: ConnectionState = {
  wcError: false,
  buffering: false,
  status: "disconnected",
  wcBasic: false
}
