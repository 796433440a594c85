import { randomUUID } from "node:crypto"
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"

/**
 * Where this PGlite build's fresh cluster is kept: a folder of this user's in the OS temp folder,
 * the file named after the build's data file (its size and time), so another PGlite never reads it.
 */
const templateFile = async (): Promise<string | undefined> => {
  try {
    const build = await stat(fileURLToPath(import.meta.resolve("@electric-sql/pglite/pglite.data")))
    const folder = join(tmpdir(), `gangway-pglite-${process.getuid?.() ?? "user"}`)
    await mkdir(folder, { recursive: true, mode: 0o700 })
    const owner = await stat(folder)
    if (process.getuid !== undefined && owner.uid !== process.getuid()) return undefined
    return join(folder, `template-${build.size}-${Math.trunc(build.mtimeMs)}.tar.gz`)
  } catch {
    return undefined
  }
}

/**
 * PGlite in memory. A fresh cluster is made by initdb in WebAssembly, which takes seconds; one
 * loaded from a dump of a fresh cluster takes about one. So the first in-memory database of a
 * machine keeps the dump of its fresh cluster, and the next ones (other tests, other processes)
 * start from it. Any trouble with the dump: a fresh cluster, as without it.
 */
export const openPGliteInMemory = async (): Promise<PGlite> => {
  const file = await templateFile()
  const saved = file === undefined ? undefined : await readFile(file).catch(() => undefined)
  if (saved !== undefined) {
    const loaded = await PGlite.create({ loadDataDir: new Blob([saved]) }).catch(() => undefined)
    if (loaded !== undefined) return loaded
  }
  const pglite = await PGlite.create()
  if (file !== undefined) {
    try {
      const dump = new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer())
      // Written aside and renamed: a process reading it at the same time sees the whole file or none.
      const partial = `${file}.${randomUUID()}`
      await writeFile(partial, dump, { mode: 0o600 })
      await rename(partial, file)
    } catch {
      // Not kept: the next database makes its own cluster.
    }
  }
  return pglite
}
