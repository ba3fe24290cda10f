/**
 * Security headers: on every page and the service worker a CSP whose scripts are this origin's
 * files and the static export's inline scripts by hash (no 'unsafe-inline' for scripts),
 * frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy; on every other answer nosniff, Referrer-Policy and a CSP
 * that forbids everything; HSTS only over HTTPS. The same policy is written for static hosts
 * (_headers, nginx snippet).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  connectSources,
  headersFile,
  inlineScriptHashes,
  inlineScripts,
  nginxSnippet,
} from '../src/lib/security-headers.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';

const INLINE = 'self.__next_f=self.__next_f||[];self.__next_f.push([0])';
const OTHER_PAGE_INLINE = 'console.log("404")';
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

function scriptSrc(csp: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  );
}

describe('security headers', () => {
  let t: TestApp;
  let staticDir: string;
  before(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'tg-csp-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html><html><head><script src="/_next/a.js" async></script></head><body><script>${INLINE}</script><script type="module" src="/b.js"></script></body></html>`,
    );
    mkdirSync(join(staticDir, '404'));
    writeFileSync(join(staticDir, '404', 'index.html'), `<html><script>${OTHER_PAGE_INLINE}</script></html>`);
    t = await createTestApp({ staticDir, trustProxy: ['127.0.0.1'] });
  });
  after(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('finds the inline scripts of every page of the export, never the src ones', () => {
    assert.deepEqual(inlineScripts(`<script src="x.js"></script><script>a()</script><SCRIPT id="y">b()</SCRIPT>`), [
      'a()',
      'b()',
    ]);
    assert.deepEqual(inlineScriptHashes(staticDir), [sha(INLINE), sha(OTHER_PAGE_INLINE)].sort());
  });

  it('the app page: scripts by hash only, no unsafe-inline or unsafe-eval, framed by nobody else', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(r.statusCode, 200);
    const csp = String(r.headers['content-security-policy']);
    const scripts = scriptSrc(csp);
    assert.match(scripts, /^script-src 'self' /);
    assert.ok(scripts.includes(`'${sha(INLINE)}'`), scripts);
    assert.doesNotMatch(scripts, /unsafe-inline|unsafe-eval|\*/);
    assert.match(csp, /frame-ancestors 'self'/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /script-src-attr 'none'/);
    assert.equal(r.headers['x-content-type-options'], 'nosniff');
    assert.equal(r.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.match(String(r.headers['permissions-policy']), /camera=\(\).*microphone=\(\)/);
    assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN');
  });

  it('every other answer carries the headers that act on it: API calls, refusals, unknown paths, files', async () => {
    for (const r of [
      await call(t.app, '/api/app', { token: null }),
      await call(t.app, '/api/user', { token: 'nope' }),
      await call(t.app, '/api/does-not-exist', { token: null }),
      await t.app.inject({ method: 'GET', url: '/uploads/images/logo.svg' }),
    ]) {
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      // Opened on its own, nothing in it may load or run, and it is framed by nobody else.
      assert.equal(r.headers['content-security-policy'], "default-src 'none';frame-ancestors 'self'");
      assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin');
      // The document-only headers stay off the many small answers, and so does a Referrer-Policy
      // nothing would read (JSON and images make no requests of their own).
      assert.equal(r.headers['permissions-policy'], undefined);
      assert.equal(r.headers['referrer-policy'], undefined);
    }
  });

  it("scripts and style sheets carry no CSP (opened on their own they are text); a style sheet's and a redirect's Referrer-Policy stay", async () => {
    writeFileSync(join(staticDir, 'app.js'), 'console.log(1)');
    writeFileSync(join(staticDir, 'app.css'), 'body{background:url(/a.png)}');
    const script = await t.app.inject({ method: 'GET', url: '/app.js' });
    const style = await t.app.inject({ method: 'GET', url: '/app.css' });
    assert.equal(script.statusCode, 200);
    assert.equal(style.statusCode, 200);
    for (const r of [script, style]) {
      assert.equal(r.headers['content-security-policy'], undefined);
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin');
    }
    assert.equal(script.headers['referrer-policy'], undefined);
    assert.equal(style.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    const redirect = await t.app.inject({ method: 'GET', url: '/404' });
    assert.equal(redirect.statusCode, 301);
    assert.equal(redirect.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('every page and the service worker carry the whole set', async () => {
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    for (const url of ['/', '/404/', '/sw.js']) {
      const r = await t.app.inject({ method: 'GET', url });
      const csp = String(r.headers['content-security-policy']);
      assert.match(scriptSrc(csp), /^script-src 'self' /, url);
      assert.match(csp, /connect-src 'self'/, url);
      assert.match(String(r.headers['permissions-policy']), /camera=\(\)/, url);
      assert.equal(r.headers['x-frame-options'], 'SAMEORIGIN', url);
      assert.equal(r.headers['x-content-type-options'], 'nosniff', url);
    }
  });

  it('HSTS only over HTTPS (here: through the trusted proxy)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/app' });
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const secure = await t.app.inject({ method: 'GET', url: '/api/app', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  });

  it('connect-src is this origin only when config.json names no other; no media-src', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    assert.match(csp, /(^|;)connect-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /media-src|connect-src[^;]*(https:|wss:)/);
  });

  it("connect-src names config.json's API and socket origins, with their socket schemes, and PUBLIC_URL's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tg-csp-config-'));
    try {
      writeFileSync(
        join(dir, 'config.json'),
        JSON.stringify({ apiBaseUrl: 'https://api.example/v1', socketBaseUrl: 'wss://chat.example:8443/wss' }),
      );
      assert.deepEqual(connectSources(dir, ['https://m.example', null]), [
        'https://api.example',
        'https://chat.example:8443',
        'https://m.example',
        'wss://api.example',
        'wss://chat.example:8443',
        'wss://m.example',
      ]);
      assert.deepEqual(connectSources(null), []);
      assert.match(headersFile([], connectSources(dir)), /connect-src 'self' https:\/\/api\.example https:\/\/chat/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('HSTS on every answer of an https PUBLIC_URL, with no TRUST_PROXY to set up', async () => {
    const site = await createTestApp({ publicUrl: 'https://m.example.com' });
    try {
      const r = await site.app.inject({ method: 'GET', url: '/api/app' });
      assert.equal(r.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      const csp = String((await site.app.inject({ method: 'GET', url: '/sw.js' })).headers['content-security-policy']);
      assert.match(csp, /connect-src 'self' https:\/\/m\.example\.com wss:\/\/m\.example\.com/);
    } finally {
      await site.close();
    }
  });

  it('the sandbox pages keep their stricter policy (no script at all)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sandbox/game?ticket=x' });
    assert.match(String(r.headers['content-security-policy']), /default-src 'none'/);
  });

  it('static hosts get the same policy: _headers and an nginx snippet', async () => {
    const hashes = inlineScriptHashes(staticDir);
    const served = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const file = headersFile(hashes);
    assert.match(file, /^\/\*\n/);
    assert.ok(file.includes(`  Content-Security-Policy: ${served}\n`));
    assert.ok(file.includes('  Strict-Transport-Security: max-age=31536000; includeSubDomains\n'));
    assert.ok(file.includes('  X-Content-Type-Options: nosniff\n'));
    const nginx = nginxSnippet(hashes);
    assert.ok(nginx.includes(`add_header Content-Security-Policy "${served}" always;`));
    assert.match(nginx, /add_header Referrer-Policy "strict-origin-when-cross-origin" always;/);
  });
});
