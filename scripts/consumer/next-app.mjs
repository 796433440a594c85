// A Next.js App Router app, its few files written here (no create-next-app, no
// next/font/google, which downloads fonts): the page is a server component that imports
// @gangway/react and renders ConnectButton inside the provider, which lives in a "use client"
// module, as the getting-started docs describe. A second page, /sign-in, has its own provider
// that requires sign-in against @gangway/siwx-server mounted in the app's route handlers
// (next-sign-in.mjs). `next build`, then `next start` on a free port.
import { spawn } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"
import { cleanEnv, run } from "./exec.mjs"
import { assertIsolated, installInto } from "./install.mjs"
import { signInFiles } from "./next-sign-in.mjs"
import { clientSource, optionsSource, providerSource } from "./page-source.mjs"

const nextEnv = { NEXT_TELEMETRY_DISABLED: "1" }

const json = (value) => `${JSON.stringify(value, null, 2)}\n`

const files = (page) => ({
  "package.json": json({ name: "next-app", private: true, scripts: { build: "next build", start: "next start" } }),
  "next.config.mjs": "export default {}\n",
  "tsconfig.json": json({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "dom.iterable", "esnext"],
      allowJs: true,
      skipLibCheck: true,
      strict: true,
      noEmit: true,
      esModuleInterop: true,
      module: "esnext",
      moduleResolution: "bundler",
      resolveJsonModule: true,
      isolatedModules: true,
      jsx: "react-jsx",
      incremental: true,
      plugins: [{ name: "next" }],
      paths: { "@/*": ["./*"] }
    },
    include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts", ".next/dev/types/**/*.ts"],
    exclude: ["node_modules"]
  }),
  // Each page has its own provider (the home page's connects only, /sign-in's also signs in).
  "app/layout.tsx": `import type { ReactNode } from "react"

export const metadata = { title: "Gangway on Next.js" }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  // A server component (no "use client"): @gangway/react's own directive makes ConnectButton a client reference.
  "app/page.tsx": `import { ConnectButton } from "@gangway/react"
import { Providers } from "./providers"

export default function Page() {
  return (
    <Providers>
      <main>
        <h1>Gangway on Next.js</h1>
        <ConnectButton />
      </main>
    </Providers>
  )
}
`,
  "app/providers.tsx": providerSource({ directive: true }),
  "app/gangway-options.ts": optionsSource({ ...page, name: "Gangway on Next.js" }),
  "app/gangway-client.ts": clientSource(),
  ...signInFiles(page)
})

const writeNextApp = (appDir, page) => {
  for (const [file, source] of Object.entries(files(page))) {
    mkdirSync(join(appDir, file, ".."), { recursive: true })
    writeFileSync(join(appDir, file), source)
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/**
 * `next start` on a free loopback port; resolves once it answers, with { url, stop }.
 */
const startNext = async (appDir) => {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(join(appDir, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: appDir,
    env: cleanEnv(nextEnv),
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise((resolve) => child.on("exit", resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    await exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}\n${output}`)
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => undefined
    )
    if (answered !== undefined) return { url, stop, output: () => output }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`next start did not answer on ${url} within 60 s\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Steps of the Next check; resolves with the started server ({ url, stop }). */
export const nextApp = async ({ parent, tarballs, page, step }) => {
  const appDir = join(parent, "next-app")
  writeNextApp(appDir, page)
  await step("next: npm install (tarballs + registry)", async () => {
    await installInto(appDir, [
      tarballs.core,
      tarballs.react,
      tarballs.database,
      tarballs["siwx-server"],
      "next@latest",
      "react@latest",
      "react-dom@latest"
    ])
    await installInto(
      appDir,
      ["typescript@latest", "@types/react@latest", "@types/react-dom@latest", "@types/node@20"],
      { dev: true }
    )
  })
  await step("next: nothing of the monorepo reachable", () =>
    assertIsolated(appDir, [
      "@gangway/core",
      "@gangway/react",
      "@gangway/siwx-server",
      "@gangway/database",
      "next",
      "react"
    ])
  )
  await step("next: next build (type-checks)", () =>
    run(join(appDir, "node_modules/.bin/next"), ["build"], { cwd: appDir, env: nextEnv })
  )
  const server = await step("next: next start", () => startNext(appDir))
  await step("next: the prerendered HTML has the button", async () => {
    const html = await (await fetch(server.url)).text()
    if (!/<button[^>]*>[^<]*Connect wallet/.test(html))
      throw new Error(`the server's HTML has no "Connect wallet" button:\n${html.slice(0, 2000)}`)
  })
  return server
}
