export { gangway, type GangwayParameters } from "./connector.js"
