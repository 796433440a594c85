import { Box, Text, useInput } from "ink"
import type { ReactElement, ReactNode } from "react"
import type { CommandContext } from "../context.js"

/** What is about to happen, with a y/N question under it: y answers yes; n, Enter or Escape no. */
export const Confirm = ({
  question,
  onAnswer,
  children
}: {
  readonly question: string
  readonly onAnswer: (yes: boolean) => void
  readonly children: ReactNode
}) => {
  useInput((input, key) => {
    if (input.toLowerCase() === "y") onAnswer(true)
    else if (input.toLowerCase() === "n" || key.return || key.escape) onAnswer(false)
  })
  return (
    <Box flexDirection="column">
      {children}
      <Text>
        {question} <Text bold>[y/N]</Text>
      </Text>
    </Box>
  )
}

/** Shows a confirm screen on the terminal until it is answered; resolves with the answer. */
export const askYesNo = async (
  ctx: CommandContext,
  screenFor: (onAnswer: (yes: boolean) => void) => ReactElement
): Promise<boolean> => {
  const { render } = await import("ink")
  return new Promise<boolean>((resolve) => {
    const screen = render(
      screenFor((yes) => {
        screen.unmount()
        resolve(yes)
      }),
      { stdout: ctx.io.stdout, stdin: ctx.io.stdin, patchConsole: false, exitOnCtrlC: true }
    )
  })
}
