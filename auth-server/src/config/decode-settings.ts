import { Option, Schema } from "effect"
import { asSettingText, type ConfigFile } from "./config-file.js"
import { SETTINGS, type SettingName, type SettingValues } from "./settings.js"

type Env = Readonly<Record<string, string | undefined>>

/** What decoding gave: the values found, and a plain sentence for each one that is wrong. */
interface DecodedSettings {
  readonly values: SettingValues
  readonly problems: ReadonlyArray<string>
  /** The settings given with a wrong value. */
  readonly wrong: ReadonlySet<SettingName>
}

/**
 * Decodes `names` from the environment, else the config file (the environment wins); an empty
 * variable counts as unset. Every wrong value is reported, none stops the others being read.
 */
export const decodeSettings = (names: ReadonlyArray<SettingName>, env: Env, file: ConfigFile | undefined) => {
  const fileValues = file?.ok === true ? file.values : {}
  const problems: Array<string> = file?.ok === false ? [file.problem] : []
  const values: Record<string, unknown> = {}
  const wrong = new Set<SettingName>()
  for (const name of names) {
    const setting = SETTINGS[name]
    const fromEnv = env[setting.env]
    const fromFile = fileValues[setting.key]
    const given =
      fromEnv !== undefined && fromEnv !== ""
        ? { text: fromEnv, label: setting.env }
        : fromFile !== undefined && fromFile !== null && file?.ok === true
          ? { text: asSettingText(fromFile), label: `"${setting.key}" in ${file.path} (or ${setting.env})` }
          : undefined
    if (given === undefined) continue
    const decoded = Schema.decodeUnknownOption(setting.schema as Schema.Codec<unknown, string>)(given.text)
    if (Option.isSome(decoded)) values[name] = decoded.value
    else {
      wrong.add(name)
      problems.push(`${given.label} must be ${setting.expected}`)
    }
  }
  if (file?.ok === true) {
    const known = new Set(Object.values(SETTINGS).map((setting) => setting.key))
    for (const key of Object.keys(file.values).filter((key) => !known.has(key)))
      problems.push(
        `The config file ${file.path} has an unknown setting "${key}": the settings are ${[...known].join(", ")}`
      )
  }
  return { values: values as SettingValues, problems, wrong } satisfies DecodedSettings
}

/** The sentence for a setting that must be given and was not. */
export const missing = (name: SettingName, when: string) => {
  const setting = SETTINGS[name]
  return `${setting.env} is required${when}: set it (or "${setting.key}" in the config file) to ${setting.expected}`
}
