import type { Io } from "./io.js"
import type { Output } from "./output.js"
import type { Settings } from "./settings.js"

/** What every command action gets. */
export interface CommandContext {
  readonly io: Io
  readonly output: Output
  readonly settings: Settings
}
