#!/usr/bin/env node
/**
 * `npm run build -w server` (also a step of the root `npm run build`): the server's TypeScript
 * and the contract it imports, compiled once into server/dist (gitignored) so production starts
 * `node server/dist/server/src/main.js` without compiling anything (tests keep running the
 * sources through tsx). tsc emits file by file (the layout is kept: @fastify/autoload loads the
 * routes/ folders, migrations are read beside db/migrate), rewriting the `.ts` import extensions;
 * type checking is `npm run typecheck`'s job, so the emit skips it. Then the SQL migrations are
 * copied beside the compiled migrate.js, and the assets' brotli and gzip encodings are made by the
 * compiled build-encodings.js into dist/assets-encoded (so no server process makes them at start).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(SERVER, 'dist');
const tsc = path.join(SERVER, '..', 'node_modules', 'typescript', 'bin', 'tsc');

rmSync(DIST, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(SERVER, 'tsconfig.build.json')], {
  cwd: SERVER,
  stdio: 'inherit',
});
cpSync(path.join(SERVER, 'src/db/migrations'), path.join(DIST, 'server/src/db/migrations'), { recursive: true });
for (const entry of ['server/src/main.js', 'server/src/ops/cli.js'])
  if (!existsSync(path.join(DIST, entry))) throw new Error(`server build: ${entry} is missing`);
console.log(`server build: compiled into ${path.relative(process.cwd(), DIST) || '.'}`);

const compiled = (file) => import(pathToFileURL(path.join(DIST, 'server/src', file)).href);
const { ASSETS_DIR, ENCODED_ASSETS_DIR } = await compiled('config.js');
const { writeAssetEncodings } = await compiled('plugins/external/build-encodings.js');
const made = await writeAssetEncodings(ASSETS_DIR, ENCODED_ASSETS_DIR);
if (made.files === 0) throw new Error(`server build: no asset encoded under ${ASSETS_DIR}`);
console.log(
  `server build: ${made.files} assets encoded, ${(made.raw / 1024).toFixed(0)} KiB → ${(made.br / 1024).toFixed(0)} KiB brotli (${path.relative(process.cwd(), ENCODED_ASSETS_DIR)})`,
);
