import { readFile } from "node:fs/promises"
import { Option, Schema } from "effect"

const FileContent = Schema.fromJsonString(Schema.Record(Schema.String, Schema.Unknown))

/** A config file's settings by key, or the one problem that kept it from being read. */
export type ConfigFile =
  | { readonly ok: true; readonly path: string; readonly values: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly problem: string }

/** Reads the JSON config file at `path` (an object of settings by key, such as `{"port": 8787}`). */
export const readConfigFile = async (path: string): Promise<ConfigFile> => {
  let text: string
  try {
    text = await readFile(path, "utf8")
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable"
    return {
      ok: false,
      problem: `The config file ${path} could not be read (${code}): give an existing file with --config or GANGWAY_AUTH_CONFIG`
    }
  }
  const values = Schema.decodeUnknownOption(FileContent)(text)
  return Option.isSome(values)
    ? { ok: true, path, values: values.value }
    : {
        ok: false,
        problem: `The config file ${path} must be a JSON object of settings, like {"port": 8787, "publicUrl": "https://auth.example.com"}`
      }
}

/** A file value as the text an environment variable would hold: strings as they are, anything else as JSON. */
export const asSettingText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value))
