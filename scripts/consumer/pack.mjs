// Builds the published packages and packs them with `npm pack` into a folder outside the
// workspace: the tarballs a dApp would get from the registry.
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { npm } from "./exec.mjs"

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url))

/**
 * The published workspaces, in build order: core first (the others build against its dist),
 * database before siwx-server and auth-server (which depend on it; auth-server's frame bundles core's sources).
 */
export const PUBLISHED = ["core", "database", "siwx-server", "auth-server", "react", "cli", "wagmi"]

/** `npm run build` of one workspace; rejects with tsc's output. */
export const buildWorkspace = (workspace) => npm(["run", "build", "-w", workspace], { cwd: repoRoot })

/** `npm pack` of one workspace into `destination`; resolves with the tarball's path. */
export const packWorkspace = async (workspace, destination) => {
  mkdirSync(destination, { recursive: true })
  const output = await npm(["pack", "-w", workspace, "--pack-destination", destination, "--json"], { cwd: repoRoot })
  const [{ filename }] = JSON.parse(output.slice(output.indexOf("[")))
  return join(destination, filename)
}
