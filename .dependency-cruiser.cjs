// The import rules of the code, checked by `npm run lint:deps` (dev/deps/check.ts), which also
// finds loops between folders. docs/architecture.md#import-rules says why each rule holds.
const fs = require('node:fs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment: 'Two files that import each other (through any path) are one thing in two files.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'utils-not-ui',
      comment: 'utils/ is logic without UI: it is used by the entrypoints and components, never the reverse.',
      severity: 'error',
      from: { path: '^utils/' },
      to: { path: '^(entrypoints|components)/' },
    },
    {
      name: 'content-no-storage',
      comment: "A content script runs in a web page's process: it never holds the stored items (keys, history, cache).",
      severity: 'error',
      from: { path: '^entrypoints/content([/.-]|$)' },
      to: { path: '^utils/storage/', reachable: true },
    },
    {
      name: 'content-no-service-client',
      comment: 'Only the background talks to the service: a content script never holds the client or its HTTP.',
      severity: 'error',
      from: { path: '^entrypoints/content([/.-]|$)' },
      to: { path: '^utils/service/(client|http)\\.ts$', reachable: true },
    },
    {
      name: 'entrypoint-not-entrypoint',
      comment:
        'Entrypoints talk through messages and storage, not imports. `content-card.ts`, `content-marks.ts`, `content-numbers.ts` and `popup-app.ts` belong to content/ and popup/: the family is the name before the first "-".',
      severity: 'error',
      from: { path: '^entrypoints/([^/.-]+)' },
      to: { path: '^entrypoints/', pathNot: '^entrypoints/$1([/.-]|$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a loop of types is a loop of ideas.
    tsPreCompilationDeps: true,
    ...(fs.existsSync('tsconfig.json') ? { tsConfig: { fileName: 'tsconfig.json' } } : {}),
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
