/**
 * Layer rules: which folder may import which. `npm run deps:check` fails on any breach.
 * Paths are relative to the repository root.
 */

// Everything the browser bundle is built from.
const FRONT_END = '^(app|components|lib)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and welds the modules in it into one; cut it with a lower module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'The import points at nothing: a missing file, a typo or an undeclared package.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'lib-not-to-components',
      severity: 'error',
      comment: 'lib/ holds logic the components build on; it must not reach back up into them.',
      from: { path: '^lib/' },
      to: { path: '^components/' },
    },
    {
      name: 'screens-are-the-top',
      severity: 'error',
      comment:
        'Screens compose the domain components and the app shell composes the screens; a domain component or the layout reaching up into either would tie the component folders into a loop.',
      from: { path: '^components/', pathNot: '^components/(app|screens)/' },
      to: { path: '^components/(app|screens)/' },
    },
    {
      name: 'ui-kit-no-domain',
      severity: 'error',
      comment:
        'components/ui/ is the domain-free kit: it may use itself, lib/ui and lib/text, and packages, nothing of money, lottery, session and so on.',
      from: { path: '^components/ui/' },
      to: { path: FRONT_END, pathNot: '^(components/ui|lib/ui|lib/text)/' },
    },
    {
      name: 'ledger-no-other-domain',
      severity: 'error',
      comment: 'The ledger is the bottom of the money domain: other domains post through it, never the reverse.',
      from: { path: '^server/src/domain/ledger/' },
      to: { path: '^server/src/domain/', pathNot: '^server/src/domain/ledger/' },
    },
    {
      name: 'domain-no-http',
      severity: 'error',
      comment:
        'The domain takes typed values and a database handle, never a request, a reply or the app: HTTP stays in routes/, http/ and plugins/ (imports of fastify itself: eslint.config.mjs).',
      from: { path: '^server/src/domain/' },
      to: { path: '^server/src/(routes|http|plugins)/' },
    },
    {
      name: 'routes-not-to-db',
      severity: 'error',
      comment:
        'Routes, and the helpers their handlers share (src/http/), speak HTTP and call the domain; queries and connections stay behind the domain.',
      from: { path: '^server/src/(routes|http)/' },
      to: { path: '^server/src/db/' },
    },
    {
      name: 'server-not-to-front-end',
      severity: 'error',
      comment: 'The server shares code with the front end only through a neutral folder, never by reaching into it.',
      from: { path: '^server/' },
      to: { path: FRONT_END },
    },
    {
      name: 'contract-is-neutral',
      severity: 'error',
      comment: 'The shared wire contract is imported by both sides, so it may import neither.',
      from: { path: '^contract/' },
      to: { path: '^(app|components|lib|server)/' },
    },
    {
      name: 'front-end-not-to-server',
      severity: 'error',
      comment: 'The browser bundle must not pull in server code (database drivers, secrets, Node APIs).',
      from: { path: FRONT_END },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(node_modules|\\.next|out|coverage|public|docs|test-results|playwright-report|\\.tmp|server/dist)/',
    },
    // Type-only imports couple modules too: they count for cycles and layers.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
