import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"

/** axe on the part of the page `selector` names: no serious or critical violation. */
export const expectNoSeriousViolations = async (page: Page, selector: string, label: string) => {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze()
  const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
  expect(
    serious.map(
      (violation) =>
        `${label}: ${violation.id} ${violation.help} (${violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("; ")})`
    )
  ).toEqual([])
}
