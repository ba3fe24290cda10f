/**
 * docs/nginx/public-client.conf for real: nginx (when installed; CI installs it through
 * scripts/install-system-deps.sh) serves a stand-in for the public client's build in front of
 * our app, and answers what that client asks for: a captcha picture and a logo only our server
 * has, pictures of the build's own (which win over ours), /api/app, uploads, the chat socket
 * and the single-page fallback for a deep path.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import WebSocket from 'ws';
import { CAPTCHA_CODES } from '../../contract/session/rules.ts';
import { REPO_ROOT } from '../src/config.ts';
import { admitted } from './chat-support.ts';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './helpers.ts';

const CONF = join(REPO_ROOT, 'docs', 'nginx', 'public-client.conf');

function findNginx(): string | null {
  const dirs = ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin', ...(process.env.PATH ?? '').split(delimiter)];
  for (const dir of dirs) if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  return null;
}

const NGINX = findNginx();

/** A free loopback port (closed again at once; nginx takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shipped file with its example values replaced; each must be there, or the doc drifted. */
function substitute(text: string, replacements: [string, string][]): string {
  let out = text;
  for (const [from, to] of replacements) {
    assert.ok(out.includes(from), `${CONF} no longer contains "${from}"`);
    out = out.split(from).join(to);
  }
  return out;
}

async function tinyPng(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe(
  'nginx in front of the public client (docs/nginx/public-client.conf)',
  {
    skip:
      NGINX === null
        ? 'nginx is not installed (bash scripts/install-system-deps.sh installs it): the public-client proxy test did not run'
        : false,
  },
  () => {
    let t: TestApp;
    let work: string;
    let nginx: ChildProcess;
    let base: string;
    let ownPicture: Buffer;
    let shadowingLogo: Buffer;
    const errorLog = () => (existsSync(join(work, 'error.log')) ? readFileSync(join(work, 'error.log'), 'utf8') : '');

    before(async () => {
      t = await createTestApp({ trustProxy: ['127.0.0.1'], lotteryScheduler: false });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const appPort = (t.app.server.address() as AddressInfo).port;

      work = mkdtempSync(join(tmpdir(), 'tg-nginx-'));
      const build = join(work, 'client');
      mkdirSync(join(build, 'static', 'image', 'common'), { recursive: true });
      mkdirSync(join(build, 'static', 'image', 'realbet'), { recursive: true });
      writeFileSync(
        join(build, 'index.html'),
        '<!doctype html><html><head><title>public client</title></head><body><div id="app"></div></body></html>',
      );
      ownPicture = await tinyPng('#123456');
      writeFileSync(join(build, 'static', 'image', 'common', 'close.png'), ownPicture);
      // A logo the build ships itself: it must win over ours.
      shadowingLogo = await tinyPng('#654321');
      writeFileSync(join(build, 'static', 'image', 'realbet', 'ag.png'), shadowingLogo);

      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const site = substitute(readFileSync(CONF, 'utf8'), [
        ['listen 80;', `listen 127.0.0.1:${port};`],
        ['/srv/public-client/dist', build],
        ['127.0.0.1:8080', `127.0.0.1:${appPort}`],
      ]);
      writeFileSync(join(work, 'public-client.conf'), site);
      // A whole nginx of its own: one process in the foreground, every path in the temp folder.
      const temp = (name: string) => `${name} ${join(work, name.replace('_temp_path', ''))};`;
      writeFileSync(
        join(work, 'nginx.conf'),
        `daemon off;
master_process off;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 64; }
http {
  types { text/html html; image/png png; image/svg+xml svg; application/javascript js; application/json json; }
  default_type application/octet-stream;
  access_log off;
  ${['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map(temp).join('\n  ')}
  include ${join(work, 'public-client.conf')};
}
`,
      );
      nginx = spawn(NGINX!, ['-p', work, '-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf')], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      nginx.stderr!.on('data', (chunk) => (stderr += String(chunk)));
      const deadline = Date.now() + 5000;
      for (;;) {
        if (nginx.exitCode !== null) assert.fail(`nginx exited: ${stderr}${errorLog()}`);
        const up = await fetch(`${base}/index.html`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline) assert.fail(`nginx did not answer within 5 s: ${stderr}${errorLog()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    after(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      await t?.close();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    async function picture(path: string): Promise<Buffer> {
      const r = await fetch(base + path);
      assert.equal(r.status, 200, `${path}: ${errorLog()}`);
      assert.equal(r.headers.get('content-type'), 'image/png', path);
      return Buffer.from(await r.arrayBuffer());
    }

    it('a captcha picture the build lacks comes from our server', async () => {
      const png = await picture(`/static/image/yzm/${CAPTCHA_CODES[0]}.png`);
      const meta = await sharp(png).metadata();
      assert.equal(meta.format, 'png');
      assert.ok(meta.width! >= 80, `width ${meta.width}`);
    });

    it('a logo only our catalogue has comes from our server', async () => {
      const png = await picture('/static/image/lottery/pc28.png');
      assert.equal((await sharp(png).metadata()).width, 200);
    });

    it("the build's own pictures are served from the build, even where our server has one too", async () => {
      assert.deepEqual(await picture('/static/image/common/close.png'), ownPicture);
      assert.deepEqual(await picture('/static/image/realbet/ag.png'), shadowingLogo);
    });

    it('/api/ and /uploads/ reach our server', async () => {
      const r = await fetch(`${base}/api/app`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(r.status, 200);
      const body = (await r.json()) as { code: number; data: { site_logo: string } };
      assert.equal(body.code, 200);
      // Absolute URLs are built on the address the player used (Host passed with its port).
      assert.equal(body.data.site_logo, `${base}/uploads/images/logo.svg`);
      const logo = await fetch(body.data.site_logo);
      assert.equal(logo.status, 200);
      assert.match(String(logo.headers.get('content-type')), /^image\/svg\+xml/);
      assert.equal((await fetch(`${base}/images/logo.svg`)).status, 200);
    });

    it('a deep path of the single-page app gets its index.html', async () => {
      for (const path of ['/user/vip/detail', '/login?redirect=%2Fmine']) {
        const r = await fetch(base + path);
        assert.equal(r.status, 200, path);
        assert.match(String(r.headers.get('content-type')), /^text\/html/, path);
        assert.match(await r.text(), /<title>public client<\/title>/, path);
      }
    });

    it('the chat socket upgrades through nginx (from the page origin)', async () => {
      const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
      const ws = new WebSocket(`${base.replace('http', 'ws')}/wss?roomid=11&_token=${token}`, { origin: base });
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      await admitted(ws);
      ws.close();
    });
  },
);
