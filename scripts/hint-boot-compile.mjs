#!/usr/bin/env node
/**
 * After scripts/defer-boot-scripts.mjs, before the service worker and the compressed siblings: the
 * boot files every page loads start with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
 *
 * Without it V8 compiles a script's functions lazily, on the main thread, the first time each is
 * called; at start-up nearly every function of the boot files is (the framework, the router, the
 * hydration of the first screen), so their compilation sat inside the start-up's long tasks. With
 * the hint Chromium compiles the whole file eagerly while it streams in, on a background thread.
 * Browsers without the hint read a comment. Only the boot files: chunks loaded later may hold many
 * functions never called. Both language builds at once (out/ and out/en/).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deferredScripts } from './defer-boot-scripts.mjs';
import { exportedPages } from './exported-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
export const HINT = '//# allFunctionsCalledOnLoad\n';

/** The boot scripts a page's loader adds, as paths under out/ (the loader's own list). */
export { deferredScripts as bootScripts };

/** The file's text with the hint first (once). */
export function withHint(code) {
  return code.startsWith(HINT) ? code : HINT + code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = new Set(exportedPages(OUT).flatMap((file) => deferredScripts(readFileSync(file, 'utf8'))));
  let hinted = 0;
  for (const src of files) {
    const file = path.join(OUT, src.replace(/^\//, ''));
    const code = readFileSync(file, 'utf8');
    const next = withHint(code);
    if (next !== code) {
      writeFileSync(file, next);
      hinted += 1;
    }
  }
  // A build whose pages name no boot script has lost the hint (the loader changed shape): stop it.
  if (!files.size) throw new Error('hint-boot-compile: no boot scripts found in the exported pages');
  console.log(`hint-boot-compile: ${hinted} of ${files.size} boot scripts compiled eagerly, off the main thread`);
}
