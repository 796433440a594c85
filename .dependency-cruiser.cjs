// The dependency rules (issue 32): no import cycle in core, react and cli (type-only imports
// included), no arrow from a lower floor of core/src to a higher one, and the packages' boundaries.
// Run: npm run check:deps (part of npm test), which preloads scripts/checks/typescript-5.mjs.

// The floors of core/src, lowest first: a module imports its own floor and the ones below.
const floors = [
  {
    name: "leaf",
    paths: [
      "domain/",
      "errors/",
      "i18n/",
      "theme/",
      "errors\\.ts$",
      "constants\\.ts$",
      "config\\.ts$",
      "first-state-constants\\.ts$"
    ],
    why: "the vocabulary (domain types, errors, messages, constants, options' schema, theme values): it knows nothing of how the client works"
  },
  {
    name: "policy",
    paths: ["policy/"],
    why: "pure rules (fees, cool-downs, allow-lists) over the domain, without services"
  },
  {
    name: "services",
    paths: ["services/"],
    why: "the outside world (HTTP, storage, platform, analytics): they serve the connectors and controllers, never call them"
  },
  {
    name: "connectors",
    paths: ["connectors/"],
    why: "how a wallet connects and what a session is; the adapters fill in each namespace (signers stay opaque here)"
  },
  {
    name: "adapters",
    paths: ["adapters/"],
    why: "one chain namespace each, behind ChainAdapter: the controllers call them, not the reverse"
  },
  {
    name: "controllers",
    paths: ["controllers/"],
    why: "the client's behaviour over its stores; the state and the client are assembled from them"
  },
  {
    name: "state",
    paths: ["state/"],
    why: "the client's state as a whole (GangwayState, its first value, the options resolved): built from the controllers' slices"
  }
  // Above them all, unlisted: the client, its layer and API, the provider, sign-in (siwx/) and the entries.
]

const under = (paths) => `^core/src/(${paths.join("|")})`

const floorRules = floors.map((floor, index) => ({
  name: `floor-${floor.name}`,
  severity: "error",
  comment: `core/src/${floor.paths[0]}… is the ${floor.name} floor, ${floor.why}: it imports only its own floor and the ones below.`,
  from: { path: under(floor.paths) },
  to: {
    path: "^core/src/",
    pathNot: [
      under(floors.slice(0, index + 1).flatMap((lower) => lower.paths)),
      // See the rule light-entry-only-as-chunk-anchor.
      "^core/src/light\\.ts$"
    ]
  }
}))

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle (type-only imports included) ties modules that should layer; a cycle through a dynamic import() is a lazily loaded chunk importing the first bundle's root on purpose.",
      from: { path: "^(core|react|cli)/src/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["dynamic-import"] } }
    },
    ...floorRules,
    {
      name: "light-entry-only-as-chunk-anchor",
      severity: "error",
      comment:
        "Exception (named files): the modules the client loads later import `@gangway/core/light` for its side effect only, so esbuild puts them with the first bundle in one chunk (see light.ts). No other module below the client's floor imports the light entry.",
      from: {
        path: under(floors.flatMap((floor) => floor.paths)),
        pathNot:
          "^core/src/(adapters/(bip122/bip122-adapter|eip155/eip155-adapter|polkadot/polkadot-adapter|solana/solana-adapter|wallet-standard-discovery)|connectors/auth/auth-frame|controllers/(swap/client-swap|names/client-names|onramp/client-onramp|sessions/client-sessions))\\.ts$"
      },
      to: { path: "^core/src/light\\.ts$" }
    },
    {
      name: "core-is-the-base-package",
      severity: "error",
      comment: "@gangway/core is what the other packages build on: it never imports them.",
      from: { path: "^core/" },
      to: { path: "^(react|cli|fixtures|wagmi|database|siwx-server|auth-server)/" }
    },
    {
      name: "react-without-cli-or-fixtures",
      severity: "error",
      comment:
        "@gangway/react ships to browsers: the CLI and the test fixtures are not its dependencies (its tests may use the fixtures).",
      from: { path: "^react/" },
      to: { path: "^(cli|fixtures)/" }
    },
    {
      name: "servers-without-browsers-packages",
      severity: "error",
      comment:
        "The server packages (@gangway/database, @gangway/siwx-server, @gangway/auth-server) run in a dApp's backend: they never import React, the CLI or the test fixtures.",
      from: { path: "^(database|siwx-server|auth-server)/" },
      to: { path: "^(react|cli|fixtures|wagmi)/" }
    },
    {
      name: "frame-apart-from-the-service",
      severity: "error",
      comment:
        "@gangway/auth-server's secure frame (frame/) runs in the app's iframe or the CLI's worker, bundled by esbuild: it never imports the service (src/), which serves its bundles and never imports it.",
      from: { path: "^auth-server/(src|frame)/" },
      to: { path: "^auth-server/(src|frame)/", pathNot: "^auth-server/$1/" }
    },
    {
      name: "database-is-below-the-servers",
      severity: "error",
      comment: "@gangway/database stores for the server packages and knows none of them.",
      from: { path: "^database/" },
      to: { path: "^(core|siwx-server|auth-server)/" }
    },
    {
      name: "cli-without-react",
      severity: "error",
      comment: "The CLI renders with Ink on @gangway/core, not through @gangway/react.",
      from: { path: "^cli/" },
      to: { path: "^react/" }
    }
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(\\.test\\.|/test/|\\.d\\.ts$|/dist/)" },
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      // Workspace packages resolve to their sources (`@gangway/source`), as the typecheck and the tests see them.
      exportsFields: ["exports"],
      conditionNames: ["@gangway/source", "import", "require", "node", "default"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"]
    }
  }
}
