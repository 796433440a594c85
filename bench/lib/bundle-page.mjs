// One app's src/main.tsx (the page docs/getting-started.md writes, in a create-vite React TS app)
// built by three bundlers as a dApp would run them, each into its own folder with an index.html:
//   - Vite: the template's `vite build`;
//   - esbuild: bundle, code splitting on, ESM, minified;
//   - webpack 5: production mode, esbuild-loader for TS/JSX (the page's code is the same; the
//     loader only strips types and JSX), its default chunk splitting of dynamic imports; `.js`
//     specifiers resolve to the `.ts` files as TypeScript writes them (extensionAlias).
// Vite reads VITE_* from the environment; esbuild and webpack get the same values by `define`,
// as a dApp on those bundlers injects them.
// The bundlers come from the registry into the app, as the tarballs do.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { run } from "../../scripts/consumer/exec.mjs"

const html = (head, body = "") => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>one button</title>
${head}
  </head>
  <body>
    <div id="root"></div>
${body}
  </body>
</html>
`

export const BUNDLER_PACKAGES = ["esbuild@latest", "webpack@5", "esbuild-loader@latest"]

/** `import.meta.env.X` for each of `env`, as esbuild's and webpack's `define` take them. */
const envDefines = (env) =>
  Object.fromEntries(Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]))

export const buildWithVite = async (appDir, { outName = "dist-vite", env = {} } = {}) => {
  await run(join(appDir, "node_modules/.bin/vite"), ["build", "--outDir", outName], { cwd: appDir, env })
  return join(appDir, outName)
}

export const buildWithEsbuild = async (appDir, { outName = "dist-esbuild", env = {} } = {}) => {
  const outdir = join(appDir, outName)
  const esbuild = createRequire(join(appDir, "package.json"))("esbuild")
  await esbuild.build({
    absWorkingDir: appDir,
    entryPoints: ["src/main.tsx"],
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    outdir,
    entryNames: "main",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    loader: { ".svg": "file" },
    define: { "process.env.NODE_ENV": '"production"', ...envDefines(env) },
    logLevel: "error"
  })
  writeFileSync(
    join(outdir, "index.html"),
    html(`    <link rel="stylesheet" href="/main.css" />\n    <script type="module" src="/main.js"></script>`)
  )
  return outdir
}

export const buildWithWebpack = async (appDir, { outName = "dist-webpack", env = {} } = {}) => {
  const outdir = join(appDir, outName)
  const require = createRequire(join(appDir, "package.json"))
  const webpack = require("webpack")
  const config = {
    context: appDir,
    mode: "production",
    entry: { main: "./src/main.tsx" },
    target: "web",
    output: {
      path: outdir,
      publicPath: "/",
      filename: "[name].js",
      chunkFilename: "[name].[contenthash].js",
      clean: true
    },
    resolve: { extensions: [".tsx", ".ts", ".jsx", ".js"], extensionAlias: { ".js": [".ts", ".tsx", ".js"] } },
    plugins: [new webpack.DefinePlugin(envDefines(env))],
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: require.resolve("esbuild-loader"),
          options: { target: "es2022", jsx: "automatic" }
        },
        { test: /\.svg$/, type: "asset/resource" }
      ]
    }
  }
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result)))
  )
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }))
  mkdirSync(outdir, { recursive: true })
  const css = readdirSync(outdir).filter((name) => name.endsWith(".css"))
  writeFileSync(
    join(outdir, "index.html"),
    html(
      [
        ...css.map((name) => `    <link rel="stylesheet" href="/${name}" />`),
        `    <script defer src="/main.js"></script>`
      ].join("\n")
    )
  )
  return outdir
}
