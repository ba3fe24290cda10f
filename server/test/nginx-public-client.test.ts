/**
 * docs/nginx/public-client.conf for real: nginx (when installed; CI installs it through
 * scripts/install-system-deps.sh) serves a stand-in for the public client's build in front of
 * our app, and answers what that client asks for: a captcha picture and a logo only our server
 * has, pictures of the build's own (which win over ours), /api/app, uploads, the chat socket
 * and the single-page fallback for a deep path.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import WebSocket from 'ws';
import { CAPTCHA_CODES } from '../../contract/session/rules.ts';
import { REPO_ROOT } from '../src/config.ts';
import { admitted } from './chat-support.ts';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './helpers.ts';
import { LISTEN_80, nginxSkip, startNginx, substitute, type RunningNginx } from './nginx-support.ts';

const CONF = join(REPO_ROOT, 'docs', 'nginx', 'public-client.conf');

async function tinyPng(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe(
  'nginx in front of the public client (docs/nginx/public-client.conf)',
  { skip: nginxSkip('the public-client proxy test') },
  () => {
    let t: TestApp;
    let build: string;
    let nginx: RunningNginx;
    let base: string;
    let ownPicture: Buffer;
    let shadowingLogo: Buffer;
    const errorLog = () => nginx.errorLog();

    before(async () => {
      t = await createTestApp({ trustProxy: ['127.0.0.1'], lotteryScheduler: false });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const appPort = (t.app.server.address() as AddressInfo).port;

      build = mkdtempSync(join(tmpdir(), 'tg-client-'));
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

      nginx = await startNginx({
        site: (port) =>
          substitute(CONF, [
            LISTEN_80(port),
            ['/srv/public-client/dist', build],
            ['127.0.0.1:8080', `127.0.0.1:${appPort}`],
          ]),
      });
      base = nginx.base;
    });

    after(async () => {
      await nginx?.stop();
      await t?.close();
      if (build) rmSync(build, { recursive: true, force: true });
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
