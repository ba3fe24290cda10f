/**
 * The compiled server the benches start (`node server/dist/server/src/main.js`, as production
 * does): compiled once per bench run (`npm run build -w server`, a few seconds) so a bench never
 * measures a dist/ older than the sources.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const SERVER_DIR = path.join(ROOT, 'server');
export const SERVER_MAIN = path.join(SERVER_DIR, 'dist/server/src/main.js');

let built = false;

export function ensureServerBuild() {
  if (built) return SERVER_MAIN;
  const r = spawnSync('npm', ['run', '--silent', 'build', '-w', 'server'], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm run build -w server failed:\n${(r.stderr || r.stdout).slice(-2000)}`);
  built = true;
  return SERVER_MAIN;
}
