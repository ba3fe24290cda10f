#!/usr/bin/env node
/**
 * `npm run build`: the compiled server (server/scripts/build.mjs), the two language builds of one source (docs/I18N.md), then the steps that
 * finish the export. The English app (APP_LANG=en, basePath /en) is built first and kept aside,
 * the Chinese one is built into out/, and the English one is moved into out/en/. Then, over both:
 * the deep links' first-reads script inline, the deferred boot scripts and their compile hint, one service worker per build (each precaching its own folder only),
 * the CSP hashes of every page's inline scripts, and the compressed siblings.
 *
 * Files both builds would carry (config.json, icons, favicon) stay only at the root: the English
 * pages ask for them there, so an operator edits one config.json. Each build keeps the manifest of
 * its language as manifest.webmanifest.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'out');
const ASIDE = path.join(ROOT, '.out-en');
const EN = path.join(OUT, 'en');
const SHARED_AT_ROOT = ['config.json', 'icons', 'favicon.ico'];
const ENGLISH_MANIFEST = 'manifest.en.webmanifest';

function run(command, args, env = {}) {
  console.log(`build: ${[command, ...args].join(' ')}${env.APP_LANG ? ` (APP_LANG=${env.APP_LANG})` : ''}`);
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
}

const next = path.join(ROOT, 'node_modules', '.bin', 'next');

// The server first (seconds, and the CSP step below runs its scripts through tsx anyway).
run('npm', ['run', '--silent', 'build', '-w', 'server']);
rmSync(ASIDE, { recursive: true, force: true });
run(next, ['build'], { APP_LANG: 'en' });
renameSync(OUT, ASIDE);
run(next, ['build'], { APP_LANG: 'zh' });
renameSync(ASIDE, EN);

for (const name of SHARED_AT_ROOT) rmSync(path.join(EN, name), { recursive: true, force: true });
renameSync(path.join(EN, ENGLISH_MANIFEST), path.join(EN, 'manifest.webmanifest'));
rmSync(path.join(OUT, ENGLISH_MANIFEST));
if (!existsSync(path.join(EN, 'index.html'))) throw new Error('build: out/en/index.html is missing');

run('node', ['scripts/inline-first-reads.mjs']);
run('node', ['scripts/defer-boot-scripts.mjs']);
run('node', ['scripts/hint-boot-compile.mjs']);
run('node', ['scripts/build-sw.mjs']);
run('node', ['scripts/build-sw.mjs', '--lang', 'en']);
run('npm', ['run', '--silent', 'build-csp', '-w', 'server']);
run('node', ['scripts/precompress.mjs']);
