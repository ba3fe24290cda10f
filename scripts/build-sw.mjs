// Writes out/sw.js after `next build` (docs/ARCHITECTURE.md, PWA): a generated Workbox SW that
// precaches the static build only. Turbopack stays untouched; no bundler plugin.
//
// Rules held here, and checked by e2e/pwa.spec.ts:
// - No runtimeCaching at all: anything not precached (API answers, config.json,
//   uploads) goes straight to the network and is never stored. Money data must not
//   be served stale from a cache.
// - skipWaiting/clientsClaim off: a new version waits until the player taps "reload"
//   (components/pwa/service-worker-prompt.tsx), so code never swaps under a form.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Server paths (sandbox pages, uploads, operator API …) that must reach the network. */
const serverPaths = JSON.parse(readFileSync(path.join(root, 'scripts', 'sw-server-paths.json'), 'utf8'));

// One worker per language build (docs/I18N.md): `--lang en` writes out/en/sw.js for the English
// build (scope /en/); the Chinese one (out/sw.js, scope /) precaches nothing of out/en/ and lets
// navigations to /en/ reach the network, where the English build answers them.
const english = process.argv.includes('--lang') && process.argv[process.argv.indexOf('--lang') + 1] === 'en';
const base = english ? '/en' : '';
const outDir = path.join(root, 'out', ...(english ? ['en'] : []));
const otherBuild = english ? [] : [{ glob: 'en/**', prefix: '/en' }];

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`build-sw: ${path.relative(root, outDir)}/index.html is missing; run \`next build\` first.`);
  process.exit(1);
}

// The legacy-browser polyfills (<script noModule>) never run in a browser that has
// service workers, so precaching them would only cost every player ~110 KB.
const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const noModuleUrls = new Set(
  [...indexHtml.matchAll(/<script\b[^>]*\bnoModule\b[^>]*>/gi)]
    .map((m) => /\bsrc="([^"]+)"/.exec(m[0])?.[1])
    .filter(Boolean),
);
const dropNoModule = async (entries) => ({
  manifest: entries.filter((e) => !noModuleUrls.has(e.url)),
  warnings: [],
});

const { count, size, warnings } = await generateSW({
  globDirectory: outDir,
  swDest: path.join(outDir, 'sw.js'),
  globPatterns: ['**/*.{html,js,css,woff2,png,svg,ico,webmanifest}'],
  // config.json is runtime configuration an operator edits after the build: always fetch
  // it fresh. sw.js must never precache itself. (config.json's extension is not in
  // globPatterns anyway; it is listed so a future pattern change cannot slip it in.)
  // _not-found/ and 404/ are copies of 404.html for static hosts; once the SW is in
  // control it answers every navigation with index.html, so none of them is needed.
  globIgnores: [
    'sw.js',
    'sw.js.map',
    'config.json',
    '**/config.json',
    'mock/**',
    '**/*.map',
    '404.html',
    '404/**',
    '_not-found/**',
    ...otherBuild.map((b) => b.glob),
  ],
  modifyURLPrefix: { '': `${base}/` },
  directoryIndex: 'index.html',
  manifestTransforms: [dropNoModule],
  // Next's static files carry a content hash in their name, so Workbox need not add a
  // ?__WB_REVISION__ query to them.
  dontCacheBustURLsMatching: /^\/?(en\/)?_next\/static\//,
  // Once in control, the SW answers navigations with the shell; the hash shim routes.
  // Server paths that are not the app must still reach the network.
  navigateFallback: `${base}/index.html`,
  navigateFallbackDenylist: [...serverPaths.prefixes, ...otherBuild.map((b) => b.prefix)].map(
    (prefix) => new RegExp(`^${prefix}(/|$)`),
  ),
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  // One file: no workbox-*.js beside it to version or to serve with the right headers.
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // Next's largest chunks stay well under this; it guards against a stray big asset.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});

for (const w of warnings) console.warn(`build-sw: warning: ${w}`);
if (noModuleUrls.size) console.log(`build-sw: left out the noModule polyfill: ${[...noModuleUrls].join(', ')}`);
console.log(
  `build-sw: ${path.relative(root, outDir)}/sw.js precaches ${count} files, ${size} bytes (${(size / 1024).toFixed(1)} KiB)`,
);
