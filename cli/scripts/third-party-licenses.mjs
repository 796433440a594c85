// The licence notices of the libraries bundled into dist/: their licences (MIT and alike)
// ask for the notice to travel with the code.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"

/** The package directory (the one with package.json and a name) holding `file`. */
const packageDirOf = (file) => {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json")
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name !== undefined) return dir
  }
  return undefined
}

const licenceText = (dir) => {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name))
  return file === undefined ? undefined : readFileSync(join(dir, file), "utf8").trim()
}

/** A Markdown file: each bundled package from node_modules, its version, licence and notice. */
export const thirdPartyNotices = (metafile, root) => {
  const dirs = new Set()
  for (const input of Object.keys(metafile.inputs)) {
    if (!input.includes("node_modules/")) continue
    const dir = packageDirOf(resolve(root, input))
    if (dir !== undefined) dirs.add(dir)
  }
  const byPackage = new Map()
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
    byPackage.set(`${manifest.name}@${manifest.version}`, { dir, manifest })
  }
  const sections = [...byPackage.values()]
    .sort(
      (a, b) => a.manifest.name.localeCompare(b.manifest.name) || a.manifest.version.localeCompare(b.manifest.version)
    )
    .map(({ dir, manifest }) => {
      const licence = typeof manifest.license === "string" ? manifest.license : "see the package"
      const text = licenceText(dir)
      return `## ${manifest.name}@${manifest.version} (${licence})\n\n${text === undefined ? "No licence file in the package." : `\`\`\`\n${text}\n\`\`\``}\n`
    })
  return `# Third-party notices\n\n\`gangway\` bundles these packages into dist/.\n\n${sections.join("\n")}`
}
