// Effect, viem and the services: loaded by the page once it is idle, never in its first bundle.
import { createGangway } from "@gangway/core"

export const createClient = (options) => createGangway(options)
