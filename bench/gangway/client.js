// Effect, viem and the services: loaded by the page at the first click, never in its first bundle.
import { createGangway } from "@gangway/core"

export const createClient = (options) => createGangway(options)
