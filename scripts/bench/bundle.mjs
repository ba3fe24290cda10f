/**
 * (a) What the home route costs before any screen chunk: the module scripts and
 * stylesheets referenced by out/index.html, raw and gzip -9 (brotli for reference).
 * Next 16 no longer prints route sizes, so this is the number to watch.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { OUT_DIR } from './lib/paths.mjs';
import { pageAssets } from '../page-assets.mjs';
import { kib } from './lib/table.mjs';

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(OUT_DIR, f.replace(/^\//, '').split('?')[0]));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
    br += brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.length, raw, gzip, br };
}

export default {
  name: 'bundle',
  title: 'Home route first-load JS and CSS (out/index.html)',
  async run() {
    const html = readFileSync(path.join(OUT_DIR, 'index.html'));
    const assets = pageAssets(html.toString('utf8'));
    const js = sizes(assets.scripts);
    const css = sizes(assets.styles);
    const doc = sizes(['index.html']);
    const poly = sizes(assets.noModule);
    const row = (label, s) => [label, s.files, kib(s.raw), kib(s.gzip), kib(s.br)];
    const total = {
      files: js.files + css.files + doc.files,
      raw: js.raw + css.raw + doc.raw,
      gzip: js.gzip + css.gzip + doc.gzip,
      br: js.br + css.br + doc.br,
    };
    return {
      headers: ['what', 'files', 'raw', 'gzip -9', 'brotli 11'],
      rows: [row('JS (module scripts)', js), row('CSS', css), row('HTML (index.html)', doc), row('total', total)],
      notes: [
        `Left out: the noModule polyfills (${poly.files} file, ${kib(poly.raw)} raw / ${kib(poly.gzip)} gzip), fetched only by browsers without ES modules.`,
        'Screen chunks load lazily after this and are not counted here.',
      ],
      data: { js, css, html: doc, total, noModule: poly },
    };
  },
};
