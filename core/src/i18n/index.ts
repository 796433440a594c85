// `@gangway/core/i18n`: the message format, the shipped locales and the catalogues' types,
// without Effect (the React first bundle and the CLI use it).
// `export *` rather than named re-exports: with code splitting, esbuild treats a named
// re-export as a use, and pulled the errors catalogue into a dApp's first chunk.
export * from "./format-message.js"
export * from "./locales.js"
export * from "./define-messages.js"
export * from "./messages.js"
export * from "./load-translations.js"
export type * from "./namespaces.js"
export * from "./errors-messages.js"
export * from "./notices-messages.js"
export * from "./receiver-messages.js"
