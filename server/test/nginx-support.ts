/**
 * A real nginx for the tests of the shipped configurations (docs/nginx/*.conf): the file with its
 * example values replaced, included in a whole nginx of its own (one process in the foreground,
 * every path in a temp folder). nginx comes from scripts/install-system-deps.sh; without it the
 * tests say so and are skipped.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort } from './server-process.ts';

function findNginx(): string | null {
  const dirs = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin', ...(process.env.PATH ?? '').split(delimiter)];
  for (const dir of dirs) if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  return null;
}

export const NGINX = findNginx();

/** The skip reason of a test that needs nginx, or false. */
export function nginxSkip(what: string): string | false {
  return NGINX === null
    ? `nginx is not installed (bash scripts/install-system-deps.sh installs it): ${what} did not run`
    : false;
}

/** The shipped file with its example values replaced; each must be there, or the doc drifted. */
export function substitute(conf: string, replacements: [string, string][]): string {
  let out = readFileSync(conf, 'utf8');
  for (const [from, to] of replacements) {
    assert.ok(out.includes(from), `${conf} no longer contains "${from}"`);
    out = out.split(from).join(to);
  }
  return out;
}

export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** The temp folder (nginx.conf, logs). */
  work: string;
  errorLog(): string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The site (a shipped conf with its values replaced); `listen 80;` becomes the test's port. */
  site: (port: number) => string;
  /** More directives for the http block (what the test observes, never what the site needs). */
  http?: string;
  /** A path nginx must answer 200 on before the tests start. */
  readyPath?: string;
}

const TYPES =
  'types { text/html html; image/png png; image/svg+xml svg; application/javascript js; application/json json; }';

function mainConf(work: string, options: NginxOptions): string {
  const temp = (name: string) => `${name} ${join(work, name.replace('_temp_path', ''))};`;
  return `daemon off;
master_process off;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 256; }
http {
  ${TYPES}
  default_type application/octet-stream;
  access_log off;
  ${options.http ?? ''}
  ${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join('\n  ')}
  include ${join(work, 'site.conf')};
}
`;
}

/** Starts nginx on a free loopback port and waits until it answers `readyPath`. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const work = mkdtempSync(join(tmpdir(), 'tg-nginx-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  writeFileSync(join(work, 'site.conf'), options.site(port));
  writeFileSync(join(work, 'nginx.conf'), mainConf(work, options));
  const read = (name: string) => (existsSync(join(work, name)) ? readFileSync(join(work, name), 'utf8') : '');
  const errorLog = () => read('error.log');
  const nginx: ChildProcess = spawn(
    NGINX!,
    ['-p', work, '-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const deadline = Date.now() + 5000;
  for (;;) {
    if (nginx.exitCode !== null) assert.fail(`nginx exited: ${stderr}${errorLog()}`);
    const up = await fetch(base + (options.readyPath ?? '/index.html')).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) assert.fail(`nginx did not answer within 5 s: ${stderr}${errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    port,
    work,
    errorLog,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** `listen 80;` of a shipped site on the test's loopback port. */
export const LISTEN_80: (port: number) => [string, string] = (port) => ['listen 80;', `listen 127.0.0.1:${port};`];
