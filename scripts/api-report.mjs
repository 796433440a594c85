// The public API of the published packages, one report per package in docs/api/: every name each
// entry point ("exports" of its package.json) exports, with its kind and its signature as written,
// so a change to the surface shows in review. Read from the sources through TypeScript 5's compiler
// API (the workspace's TypeScript 7 has none; scripts/checks nests TypeScript 5).
//   node scripts/api-report.mjs          writes docs/api/<package>.api.md (npm run api:report)
//   node scripts/api-report.mjs --check  fails when those differ from the sources (npm run api:check)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const ts = createRequire(new URL("./checks/package.json", import.meta.url))("typescript")
const ROOT = fileURLToPath(new URL("../", import.meta.url))
const OUT = "docs/api"
const PACKAGES = ["core", "react", "wagmi", "cli", "siwx-server", "auth-server"]

const readJson = (path) => JSON.parse(readFileSync(`${ROOT}${path}`, "utf8"))

/** An entry's source: its "@gangway/source" condition, else the TypeScript beside its dist/ output. */
const sourceOf = (target) =>
  typeof target === "string"
    ? target.replace(/^\.\/dist\/(.*)\.js$/, "./src/$1.ts")
    : (target["@gangway/source"] ?? sourceOf(target.default))

/** A package's entry points: each one's import specifier and source file. */
const packageEntries = (dir) => {
  const { name, exports } = readJson(`${dir}/package.json`)
  const entries = Object.entries(exports)
    .filter(([subpath]) => subpath !== "./package.json")
    .map(([subpath, target]) => ({
      specifier: subpath === "." ? name : `${name}/${subpath.slice(2)}`,
      file: `${ROOT}${dir}/${sourceOf(target).slice(2)}`
    }))
  return { name, dir, entries }
}

/** The packages' sources, tests left out. */
const sourceFiles = (dir) =>
  readdirSync(`${ROOT}${dir}/src`, { recursive: true })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => `${ROOT}${dir}/src/${path}`)

/**
 * Every source file is a root and nothing else loads (no libraries' declarations, no lib.d.ts): the
 * exports and their declarations are all the report reads, so it takes seconds, not a type check's half minute.
 */
const compilerOptions = () => {
  const { config } = ts.readConfigFile(`${ROOT}tsconfig.base.json`, ts.sys.readFile)
  const options = { ...config.compilerOptions, jsx: "react-jsx", types: [], noEmit: true, noResolve: true, noLib: true }
  return ts.convertCompilerOptionsFromJson(options, ROOT).options
}

const KINDS = [
  ["class", ts.SymbolFlags.Class],
  ["enum", ts.SymbolFlags.Enum],
  ["function", ts.SymbolFlags.Function],
  ["const", ts.SymbolFlags.Variable],
  ["namespace", ts.SymbolFlags.ValueModule],
  ["interface", ts.SymbolFlags.Interface],
  ["type", ts.SymbolFlags.TypeAlias]
]

/** "const", "function", "interface"… joined by "+" for a name that is both a value and a type (a schema and its type). */
const kindOf = (symbol) =>
  KINDS.filter(([, flag]) => symbol.flags & flag)
    .map(([kind]) => kind)
    .join("+") || "other"

const oneLine = (text) =>
  text
    .replace(/\s+/g, " ")
    .replace(/,\s*([)\]}>])/g, "$1")
    .trim()

/** `<T>(a: A, b?: B): R` as written (the return type only where the source gives it). */
const callSignature = (node) => {
  const typeParameters = node.typeParameters ? `<${node.typeParameters.map((p) => p.getText()).join(", ")}>` : ""
  const parameters = node.parameters.map((p) => p.getText()).join(", ")
  return `${typeParameters}(${parameters})${node.type ? `: ${node.type.getText()}` : ""}`
}

const isFunctionValue = (node) => node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node))
const isLiteral = (node) =>
  node && (ts.isNumericLiteral(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))

/** A function's or a constant's signature as the source writes it; nothing for classes and types. */
const signatureOf = (symbol) =>
  oneLine(
    (symbol.declarations ?? [])
      .map((declaration) => {
        if (ts.isFunctionDeclaration(declaration)) return callSignature(declaration)
        if (!ts.isVariableDeclaration(declaration)) return ""
        if (declaration.type) return declaration.type.getText()
        if (isFunctionValue(declaration.initializer)) return callSignature(declaration.initializer)
        return isLiteral(declaration.initializer) ? `= ${declaration.initializer.getText()}` : ""
      })
      .filter(Boolean)
      .join("; ")
  )

const describeEntry = (checker, program, { specifier, file }) => {
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`${specifier}: no source at ${file}`)
  const lines = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source))
    .map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const signature = signatureOf(symbol)
      return `${exported.name}: ${kindOf(symbol)}${signature ? ` ${signature}` : ""}`
    })
    .sort()
  const count = `${lines.length} ${lines.length === 1 ? "name" : "names"}.`
  return [`## ${specifier}`, "", count, "", "```ts", ...lines, "```", ""].join("\n")
}

const reports = () => {
  const packages = PACKAGES.filter((dir) => existsSync(`${ROOT}${dir}/package.json`)).map(packageEntries)
  const program = ts.createProgram(PACKAGES.flatMap(sourceFiles), compilerOptions())
  const checker = program.getTypeChecker()
  return packages.map(({ name, dir, entries }) => ({
    path: `${OUT}/${dir}.api.md`,
    text: [
      `# ${name}: public API`,
      "",
      "Generated by `npm run api:report` from the sources; `npm run check` fails when it is out of date.",
      "",
      ...entries.map((entry) => describeEntry(checker, program, entry))
    ].join("\n")
  }))
}

const check = process.argv.includes("--check")
const stale = []
for (const { path, text } of reports()) {
  const current = existsSync(`${ROOT}${path}`) ? readFileSync(`${ROOT}${path}`, "utf8") : undefined
  if (current === text) continue
  if (check) stale.push(path)
  else {
    mkdirSync(`${ROOT}${OUT}`, { recursive: true })
    writeFileSync(`${ROOT}${path}`, text)
    console.log(`api-report: wrote ${path}`)
  }
}
if (stale.length > 0) {
  console.error(`The public API changed: run npm run api:report and commit ${stale.join(", ")}.`)
  process.exit(1)
}
