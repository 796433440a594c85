// The page docs/getting-started.md writes ("The minimal page"), read from the doc itself so that
// what is measured is what a dApp copies: its first tsx block is the page's entry (src/main.tsx),
// its first ts block the module the page loads at the first click (src/gangway-client.ts).
// REACT_ALONE_PAGE is the same page without Gangway: React drawing the same one button.
import { readFileSync } from "node:fs"

const gettingStarted = new URL("../../docs/getting-started.md", import.meta.url)

/** The fenced blocks of `language` in `markdown`, in order. */
const blocks = (markdown, language) =>
  [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, "gm"))].map((match) => match[1])

/** { "main.tsx", "gangway-client.ts" }: the minimal page's two files as the doc writes them. */
export const documentedPage = (markdown = readFileSync(gettingStarted, "utf8")) => {
  const start = markdown.indexOf("## The minimal page")
  if (start < 0) throw new Error("docs/getting-started.md has no 'The minimal page' section")
  const end = markdown.indexOf("\n## ", start + 1)
  const section = markdown.slice(start, end < 0 ? undefined : end)
  const [page] = blocks(section, "tsx")
  const [client] = blocks(section, "ts")
  if (page === undefined || client === undefined)
    throw new Error("'The minimal page' should hold a tsx block (the page) and a ts block (gangway-client.ts)")
  if (!client.includes("gangway-client.ts")) throw new Error("the minimal page's ts block should be gangway-client.ts")
  if (!page.includes('import("./gangway-client.js")'))
    throw new Error("the minimal page should load ./gangway-client.js at the first click")
  return { "main.tsx": page, "gangway-client.ts": client }
}

/** The documented page without Gangway: React alone drawing the one button. */
export const REACT_ALONE_PAGE = `import { createRoot } from "react-dom/client"

createRoot(document.getElementById("root")!).render(<button type="button">Connect wallet</button>)
`
