// The import() half of typescript-5.mjs: "typescript" resolves to this workspace's TypeScript 5.
let typescriptUrl

export const initialize = ({ url }) => {
  typescriptUrl = url
}

export const resolve = (specifier, context, next) =>
  specifier === "typescript" ? { url: typescriptUrl, format: "commonjs", shortCircuit: true } : next(specifier, context)
