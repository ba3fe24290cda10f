#!/usr/bin/env node
/**
 * Last build step: every text file of the export gets `.br` (brotli, quality 11) and `.gz`
 * (gzip, level 9) siblings, which the reference server (and nginx's brotli_static/gzip_static, or
 * a CDN) sends as they are. On-the-fly compression has to be fast, so it compresses less: the
 * app's JavaScript is about a fifth smaller this way, at no cost per request.
 *
 * Files that keep their name from build to build and are revalidated on every load (config.json,
 * which operators edit in the deployed folder; sw.js; the manifest) are left alone: a stale
 * compressed sibling would keep answering the old content after the file changed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');

const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed answer saves less than its own headers cost. */
const MIN_BYTES = 1024;
const SAME_NAME_EVERY_BUILD = new Set(['config.json', 'sw.js', 'manifest.webmanifest']);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(OUT)) {
  // out/en/ is the English build (docs/I18N.md): its sw.js and manifest keep their names too.
  const relative = path.relative(OUT, file).split(path.sep).join('/').replace(/^en\//, '');
  if (!TEXT.has(path.extname(file)) || SAME_NAME_EVERY_BUILD.has(relative)) continue;
  if (statSync(file).size < MIN_BYTES) continue;
  const data = readFileSync(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  raw += data.length;
  brotli += br.length;
}
console.log(
  `precompress: ${count} files, ${(raw / 1024).toFixed(0)} KiB → ${(brotli / 1024).toFixed(0)} KiB brotli (.br and .gz beside each)`,
);
