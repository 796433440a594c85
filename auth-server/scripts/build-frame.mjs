// After tsc: bundles the secure frame's page script and the CLI's worker into dist/frame/, which
// the built service serves (src/frame-site/assets.ts reads them there).
import { mkdir, writeFile } from "node:fs/promises"
import { bundleFrameEntry, FRAME_ASSET_FILES } from "../dist/frame-site/assets.js"

const out = new URL("../dist/frame/", import.meta.url)
await mkdir(out, { recursive: true })
for (const [entry, file] of Object.entries(FRAME_ASSET_FILES)) {
  await writeFile(new URL(file, out), await bundleFrameEntry(entry))
  console.log(`auth-server: dist/frame/${file}`)
}
