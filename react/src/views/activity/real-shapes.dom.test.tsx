import { decodeHistoryPage } from "@gangway/core"
import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { historyPage } from "../../../../core/test/data-api-shapes.js"
import { TransactionRow } from "./transaction-row.js"

describe("Activity rows from a real-shaped history page (nulls where the API writes them)", () => {
  it("lists the token transfer and the NFT transfer, and the approval without transfers", () => {
    const page = decodeHistoryPage(historyPage)
    expect(page.skipped).toBe(0)
    render(
      <ul>
        {page.data.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            account="0x2a6f1b9c0e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b"
          />
        ))}
      </ul>
    )
    const rows = screen.getAllByRole("listitem")
    expect(rows).toHaveLength(3)
    expect(rows[0]?.textContent).toContain("-25.5 USDC")
    expect(rows[1]?.textContent).toContain("Tide Pools #214")
  })
})
