/**
 * Static files on the API port: the Next export with its cache policy and compression, the
 * 404 page, the server's own images, and an API that works without any export.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, type TestApp } from './helpers.ts';

function makeExport(): string {
  const root = mkdtempSync(join(tmpdir(), 'tg-static-'));
  const put = (file: string, content: string | Buffer) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), content);
  };
  put('index.html', `<!doctype html><html><body>${'首页 '.repeat(400)}</body></html>`);
  put('404.html', '<!doctype html><html><body>页面不存在</body></html>');
  put('login/index.html', '<!doctype html><html><body>login</body></html>');
  put('_next/static/chunks/Main-AbC123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  put('sw.js', 'self.addEventListener("install", () => {});');
  put('config.json', '{"apiBase":""}');
  put('manifest.webmanifest', '{"name":"TG娱乐城"}');
  put('icon.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // The build's precompressed siblings (scripts/precompress.mjs); distinct bodies show which is sent.
  put('_next/static/chunks/Pre-1.js', 'console.log("plain");');
  put('_next/static/chunks/Pre-1.js.br', 'BROTLI-SIBLING');
  put('_next/static/chunks/Pre-1.js.gz', 'GZIP-SIBLING');
  // The English build (docs/I18N.md): a whole export of its own under en/.
  put('en/index.html', '<!doctype html><html lang="en"><body>Home</body></html>');
  put('en/sw.js', 'self.addEventListener("install", () => {});');
  put('en/manifest.webmanifest', '{"name":"TG Casino"}');
  put('en/_next/static/chunks/Main-En1.js', 'console.log("en");');
  return root;
}

describe('static export', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ staticDir: makeExport() })));
  after(async () => {
    await t.close();
    rmSync(t.config.staticDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves hashed build files immutable for a year, keeping file-name case', async () => {
    const r = await get('/_next/static/chunks/Main-AbC123.js');
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/_next/static/chunks/main-abc123.js')).statusCode, 404);
  });

  it('sends no validators with hashed build files (never revalidated), and keeps them on the rest', async () => {
    for (const url of ['/_next/static/chunks/Main-AbC123.js', '/en/_next/static/chunks/Main-En1.js']) {
      const r = await get(url);
      assert.equal(r.statusCode, 200, url);
      for (const name of ['etag', 'last-modified', 'accept-ranges'])
        assert.equal(r.headers[name], undefined, `${url} ${name}`);
    }
    for (const url of ['/', '/config.json', '/icon.png']) assert.ok((await get(url)).headers.etag, url);
  });

  it('revalidates HTML, the service worker, config.json and the manifest', async () => {
    for (const url of ['/', '/index.html', '/login/', '/sw.js', '/config.json', '/manifest.webmanifest']) {
      const r = await get(url);
      assert.equal(r.statusCode, 200, url);
      assert.equal(r.headers['cache-control'], 'no-cache', url);
    }
  });

  it('serves the English build at /en/ with the same cache policy and the document headers', async () => {
    const page = await get('/en/');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /lang="en"/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(String(page.headers['content-security-policy']), /script-src/);
    assert.equal((await get('/en')).statusCode, 301);
    for (const url of ['/en/sw.js', '/en/manifest.webmanifest'])
      assert.equal((await get(url)).headers['cache-control'], 'no-cache', url);
    const worker = await get('/en/sw.js');
    assert.match(String(worker.headers['content-security-policy']), /script-src/);
    const chunk = await get('/en/_next/static/chunks/Main-En1.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('gives other files a short max-age and redirects a page path to its folder', async () => {
    assert.equal((await get('/icon.png')).headers['cache-control'], 'public, max-age=3600');
    const r = await get('/login');
    assert.ok([301, 302, 308].includes(r.statusCode));
    assert.equal(r.headers.location, '/login/');
  });

  it('compresses with brotli or gzip when accepted, plain otherwise', async () => {
    const br = await get('/_next/static/chunks/Main-AbC123.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const plain = await get('/_next/static/chunks/Main-AbC123.js', { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /^console\.log/);
  });

  it("sends the build's precompressed sibling as is, with its file's type and cache policy", async () => {
    const br = await get('/_next/static/chunks/Pre-1.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.body, 'BROTLI-SIBLING');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const gzip = await get('/_next/static/chunks/Pre-1.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.rawPayload.toString(), 'GZIP-SIBLING');
    const plain = await get('/_next/static/chunks/Pre-1.js', { 'accept-encoding': 'identity' });
    assert.equal(plain.body, 'console.log("plain");');
  });

  it('answers unknown pages with 404.html and status 404, API paths with JSON', async () => {
    const page = await get('/no/such/page');
    assert.equal(page.statusCode, 404);
    assert.match(page.body, /页面不存在/);
    assert.match(String(page.headers['content-type']), /text\/html/);
    // A page, so it carries the document policy (scripts by hash), not the short one of files.
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    const api = await get('/api/no-such-call');
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 404);
  });

  it('serves the API and its own images beside the export', async () => {
    assert.equal((await call(t.app, '/api/app')).body.code, 200);
    const logo = await get('/uploads/images/logo.svg');
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['cache-control'], 'public, max-age=86400');
    assert.equal((await get('/uploads/../package.json')).statusCode, 404);
  });
});

describe('no static export', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ staticDir: join(tmpdir(), 'tg-static-does-not-exist') })));
  after(async () => t.close());

  it('still answers the API, the uploads and plain 404s', async () => {
    assert.equal((await call(t.app, '/api/app')).body.code, 200);
    assert.equal((await t.app.inject({ url: '/uploads/images/logo.svg' })).statusCode, 200);
    const r = await t.app.inject({ url: '/index.html' });
    assert.equal(r.statusCode, 404);
  });
});
