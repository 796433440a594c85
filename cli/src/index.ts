/** `@gangway/cli` as a library: run `gangway` in-process (tests, wrappers). */
export { main } from "./main.js"
export { ExitCode } from "./exit-codes.js"
export { parseScript, readScript, type Script, type Step } from "./script/format.js"
