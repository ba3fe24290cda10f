/**
 * After `next build`: hashes the export's inline scripts and writes the site's security headers
 * for static hosts next to it: out/_headers (Netlify, Cloudflare Pages) and
 * out/security-headers.nginx.conf (`include` it; docs/OPERATIONS.md). The reference server computes
 * the same policy from out/ at start. Usage: npm run build-csp -w server [-- outDir]
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../src/config.ts';
import { connectSources, headersFile, inlineScriptHashes, nginxSnippet } from '../src/lib/security-headers.ts';

const outDir = resolve(process.argv[2] ?? join(REPO_ROOT, 'out'));
if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`build-csp: ${outDir}/index.html is missing; run \`next build\` first.`);
  process.exit(1);
}
const hashes = inlineScriptHashes(outDir);
// The API and socket origins of out/config.json: edit it, then run this again.
const connect = connectSources(outDir);
writeFileSync(join(outDir, '_headers'), headersFile(hashes, connect));
writeFileSync(join(outDir, 'security-headers.nginx.conf'), nginxSnippet(hashes, connect));
console.log(`build-csp: ${hashes.length} inline script hashes → out/_headers, out/security-headers.nginx.conf`);
