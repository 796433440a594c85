import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defaultClientConditions, defineConfig } from "vite"

// The demo builds the workspace packages from their TypeScript sources.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ["@gangway/source", ...defaultClientConditions] },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022" }
})
