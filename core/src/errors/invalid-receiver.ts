import { receiverMessages } from "../i18n/receiver-messages.js"
import { translate } from "../i18n/messages.js"
import { InvalidInput } from "./preconditions.js"
import type { ReceiverProblem } from "./receiver-problem.js"

/** A problem's English words: the `InvalidInput`'s `reason`, as every message and `--json` shows it. */
export const receiverReason = (problem: ReceiverProblem): string =>
  translate(receiverMessages, "en", undefined, problem.kind, problem)

/** The receiver refused for `problem`: its English reason, and the problem a person's language translates. */
export const invalidReceiver = (problem: ReceiverProblem): InvalidInput =>
  new InvalidInput({ field: "receiver", reason: receiverReason(problem), problem })
