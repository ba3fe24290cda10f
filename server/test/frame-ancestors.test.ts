/**
 * The customer-service pages (/support/, what /api/getservicerurl hands out, and the agent page)
 * are shown in a frame by the clients: they may be framed by this origin and the configured
 * front-end origins (ALLOWED_ORIGINS), never by any origin; every other page stays 'self' only.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

const FRONT_ENDS = ['https://m.partner.example', 'https://www.partner.example:8443'];

function frameAncestors(csp: unknown): string {
  const directive = String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors '));
  assert.ok(directive, `no frame-ancestors in ${String(csp)}`);
  return directive;
}

describe('frame-ancestors of the customer-service pages', () => {
  let withOrigins: TestApp;
  let without: TestApp;
  let staticDir: string;
  before(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'tg-frame-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
    withOrigins = await createTestApp({ staticDir, allowedOrigins: FRONT_ENDS });
    without = await createTestApp({ staticDir });
  });
  after(async () => {
    await withOrigins.close();
    await without.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('the page /api/getservicerurl hands out may be framed by us and the configured front ends', async () => {
    const answer = await call(withOrigins.app, '/api/getservicerurl', { token: null });
    const path = new URL(answer.body.data.url).pathname;
    assert.equal(path, '/support/');
    for (const url of [path, '/support/agent.html']) {
      const r = await withOrigins.app.inject({ method: 'GET', url });
      assert.equal(r.statusCode, 200, url);
      assert.match(String(r.headers['content-type']), /^text\/html/, url);
      assert.equal(
        frameAncestors(r.headers['content-security-policy']),
        `frame-ancestors 'self' ${FRONT_ENDS.join(' ')}`,
        url,
      );
      // X-Frame-Options cannot name other origins: it must not contradict the CSP.
      assert.equal(r.headers['x-frame-options'], undefined, url);
      // The rest of the page policy is the site's.
      assert.match(String(r.headers['content-security-policy']), /script-src 'self'/, url);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  it('never any origin, and the app itself stays framed by itself only', async () => {
    const support = await withOrigins.app.inject({ method: 'GET', url: '/support/' });
    assert.doesNotMatch(frameAncestors(support.headers['content-security-policy']), /\*/);
    const page = await withOrigins.app.inject({ method: 'GET', url: '/' });
    assert.equal(frameAncestors(page.headers['content-security-policy']), "frame-ancestors 'self'");
    assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
  });

  it('with no front-end origin configured: same origin only, X-Frame-Options SAMEORIGIN', async () => {
    const r = await without.app.inject({ method: 'GET', url: '/support/' });
    assert.equal(frameAncestors(r.headers['content-security-policy']), "frame-ancestors 'self'");
    assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN');
  });

  it('ALLOWED_ORIGINS takes plain origins only: `*`, wildcards, paths and stray characters refuse to start', () => {
    assert.deepEqual(
      loadConfig({ ALLOWED_ORIGINS: ' HTTPS://M.Partner.example/ , http://127.0.0.1:8081' }).allowedOrigins,
      ['https://m.partner.example', 'http://127.0.0.1:8081'],
    );
    for (const bad of [
      '*',
      'https://*.partner.example',
      'https://m.partner.example/app',
      'https://m.partner.example;script-src *',
      "'self'",
      'm.partner.example',
      'ftp://m.partner.example',
      'https://user@m.partner.example',
    ])
      assert.throws(() => loadConfig({ ALLOWED_ORIGINS: bad }), /ALLOWED_ORIGINS takes/, bad);
  });
});
